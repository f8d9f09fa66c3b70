import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { catalogueKeys, catalogues, type ApiErrorBody, type ApiErrorCode, type MessageKey } from "@campus/shared";
import { isDatabaseUnavailable, outageCause } from "../db/unavailable";
import { AppError } from "./app-error";
import { t, tDynamic } from "./language";

const knownKeys = new Set(catalogueKeys(catalogues.en));

/** Client errors Fastify raises itself, mapped to our codes and messages. */
const frameworkErrors: Record<string, { code: ApiErrorCode; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", key: "errors.invalidJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", key: "errors.invalidJson" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", key: "errors.payloadTooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", key: "errors.unsupportedMediaType" },
  FST_ERR_RATE_LIMIT_EXCEEDED: { code: "TOO_MANY_REQUESTS", key: "errors.tooManyRequests" },
};

/** Seconds a client is asked to wait while the database is away (it is usually back within this). */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** A schema message is either a catalogue key (shared schemas use keys) or plain text. */
function fieldMessage(request: FastifyRequest, message: string): string {
  // A schema's own messages are catalogue keys; anything else (a value of the wrong type, which
  // the validator words in English) gets the catalogue's general words, in the caller's language.
  return knownKeys.has(message) ? tDynamic(request, message) : t(request, "errors.invalidValue");
}

/** The listed code for a client error the framework raised without one of ours, by its status. */
function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return "NOT_SIGNED_IN";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 429) return "TOO_MANY_REQUESTS";
  return "VALIDATION_ERROR";
}

/** A status fit for an error answer: its own when it is a 4xx or 5xx, else 500. */
const errorStatus = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599 ? value : 500;

/** What anything thrown says of itself, read without trusting its shape (a thrown string, null, an odd object). */
function described(error: unknown): { code: string | undefined; statusCode: unknown } {
  if (typeof error !== "object" || error === null) return { code: undefined, statusCode: undefined };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return { code: typeof code === "string" ? code : undefined, statusCode };
}

/** General words for a status, when an error's own message cannot be given. */
function generalKey(status: number): MessageKey {
  if (status === 404) return "errors.notFound";
  if (status === 413) return "errors.payloadTooLarge";
  if (status === 429) return "errors.tooManyRequests";
  if (status === 503) return "errors.unavailable";
  return status >= 500 ? "errors.internal" : "errors.validation";
}

/** An AppError's message in the caller's language; a key or value the catalogue cannot give keeps the status and code, with general words. */
function appErrorMessage(error: AppError, status: number, request: FastifyRequest): string {
  try {
    return t(request, error.messageKey, error.params);
  } catch (failure) {
    request.log.error(
      { err: failure, code: error.code, messageKey: error.messageKey },
      "an error's message could not be translated",
    );
    return t(request, generalKey(status));
  }
}

/** The last resort when shaping the answer itself failed: English, from the catalogue as loaded, nothing that can throw. */
const LAST_RESORT: ApiErrorBody = { code: "INTERNAL_ERROR", message: catalogues.en.errors.internal };

/**
 * The one error handler: every failure leaves as `{ code, message }` in the caller's
 * language, with a code from the shared list. Validation errors are 400 with a per-field map; a
 * database that is away for now (restart, failover, full disk) is a 503 with Retry-After and a
 * warning; any other 5xx is logged with the request context and answered with a generic message,
 * never the internal one. It never throws: whatever is thrown at it (not an Error, a failing
 * translation, an answer already sent), the caller still gets a well-formed answer.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  hooks: { databaseUnavailable?: (error: unknown) => void } = {},
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) {
      request.log.warn({ err: error }, "error after the answer was sent");
      return;
    }
    try {
      const [status, body] = answerFor(error, request, reply, hooks);
      return reply.status(status).send(body);
    } catch (failure) {
      request.log.error(
        { err: failure, cause: error, url: request.url, method: request.method },
        "the error handler failed",
      );
      return reply.status(500).send(LAST_RESORT);
    }
  });
}

/** The status and body of the answer to `error`, logging what deserves a line. */
function answerFor(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  hooks: { databaseUnavailable?: (error: unknown) => void },
): [number, ApiErrorBody] {
  if (typeof error === "object" && error !== null && hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        String(issue.instancePath ?? "")
          .replace(/^\//, "")
          .replaceAll("/", ".") || "_";
      fields[field] ??= fieldMessage(request, issue.message ?? "");
    }
    return [400, { code: "VALIDATION_ERROR", message: t(request, "errors.validation"), fields }];
  }
  if (error instanceof AppError) {
    const status = errorStatus(error.statusCode);
    const message = appErrorMessage(error, status, request);
    reply.headers(error.headers);
    // Refused on purpose: a 503 (not ready, briefly away) is expected during an outage, other 5xx worth a warning with the cause.
    if (status >= 500 && status !== 503)
      request.log.warn({ err: error, url: request.url, method: request.method }, "refused with a server error");
    return [status, { code: error.code, message, ...(error.field ? { fields: { [error.field]: message } } : {}) }];
  }
  const { code, statusCode } = described(error);
  const status = errorStatus(statusCode);
  const known = code === undefined ? undefined : frameworkErrors[code];
  if (known && status < 500) return [status, { code: known.code, message: t(request, known.key) }];
  if (isDatabaseUnavailable(error)) {
    // One warning per outage (with its cause) comes from the hook; each refused request only at debug.
    hooks.databaseUnavailable?.(error);
    request.log.debug(
      { cause: outageCause(error), url: request.url, method: request.method },
      "database unavailable: answered 503",
    );
    reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S));
    return [503, { code: "SERVICE_UNAVAILABLE", message: t(request, "errors.unavailable") }];
  }
  if (status < 500) {
    request.log.info({ err: error }, "client error");
    return [status, { code: codeForStatus(status), message: t(request, "errors.validation") }];
  }
  request.log.error({ err: error, url: request.url, method: request.method }, "request failed");
  return [500, { code: "INTERNAL_ERROR", message: t(request, "errors.internal") }];
}
