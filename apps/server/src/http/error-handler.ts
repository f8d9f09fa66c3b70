import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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

/**
 * The one error handler: every failure leaves as `{ code, message }` in the caller's
 * language. Validation errors are 400 with a per-field map; a database that is away for now
 * (restart, failover, full disk) is a 503 with Retry-After and a warning; any other 5xx is
 * logged with the request context and answered with a generic message, never the internal one.
 */
export function registerErrorHandler(app: FastifyInstance, hooks: { databaseUnavailable?: (error: unknown) => void } = {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, body: ApiErrorBody) => reply.status(status).send(body);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[field] ??= fieldMessage(request, issue.message ?? "");
      }
      return send(400, { code: "VALIDATION_ERROR", message: t(request, "errors.validation"), fields });
    }
    if (error instanceof AppError) {
      const message = t(request, error.messageKey, error.params);
      reply.headers(error.headers);
      return send(error.statusCode, { code: error.code, message, ...(error.field ? { fields: { [error.field]: message } } : {}) });
    }
    const known = frameworkErrors[error.code];
    if (known && error.statusCode && error.statusCode < 500) {
      return send(error.statusCode, { code: known.code, message: t(request, known.key) });
    }
    if (isDatabaseUnavailable(error)) {
      // One warning per outage (with its cause) comes from the hook; each refused request only at debug.
      hooks.databaseUnavailable?.(error);
      request.log.debug({ cause: outageCause(error), url: request.url, method: request.method }, "database unavailable: answered 503");
      reply.header("retry-after", String(UNAVAILABLE_RETRY_AFTER_S));
      return send(503, { code: "SERVICE_UNAVAILABLE", message: t(request, "errors.unavailable") });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      request.log.info({ err: error }, "client error");
      return send(status, { code: error.code ?? "BAD_REQUEST", message: t(request, "errors.validation") });
    }
    request.log.error({ err: error, url: request.url, method: request.method }, "request failed");
    return send(500, { code: "INTERNAL_ERROR", message: t(request, "errors.internal") });
  });
}
