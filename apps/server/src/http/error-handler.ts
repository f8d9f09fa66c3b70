import { validateHeaderName, validateHeaderValue } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  catalogueKeys,
  catalogues,
  DEFAULT_LANGUAGE,
  isApiErrorCode,
  isLanguage,
  languageFromAcceptLanguage,
  translateDynamic,
  type ApiErrorBody,
  type ApiErrorCode,
  type Language,
  type MessageKey,
} from "@campus/shared";
import { isDatabaseUnavailable, outageCause } from "../db/unavailable";
import { AppError } from "./app-error";

const knownKeys = new Set(catalogueKeys(catalogues.en));

/** Client errors Fastify raises itself, mapped to our codes and messages. */
const frameworkErrors = new Map<string, { code: ApiErrorCode; key: MessageKey }>([
  ["FST_ERR_VALIDATION", { code: "VALIDATION_ERROR", key: "errors.validation" }],
  ["FST_ERR_CTP_INVALID_JSON_BODY", { code: "INVALID_JSON", key: "errors.invalidJson" }],
  ["FST_ERR_CTP_EMPTY_JSON_BODY", { code: "INVALID_JSON", key: "errors.invalidJson" }],
  ["FST_ERR_CTP_BODY_TOO_LARGE", { code: "PAYLOAD_TOO_LARGE", key: "errors.payloadTooLarge" }],
  ["FST_ERR_CTP_INVALID_MEDIA_TYPE", { code: "UNSUPPORTED_MEDIA_TYPE", key: "errors.unsupportedMediaType" }],
]);

/** Seconds a client is asked to wait while the database is away (it is usually back within this). */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/**
 * The listed code for an error that brings none of ours, by its status. The list has no generic
 * "bad request" or "method not allowed": other 4xx take VALIDATION_ERROR, the nearest in meaning
 * (the request as sent cannot be served), with words that fit the status (generalKey).
 */
function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 401:
      return "NOT_SIGNED_IN";
    case 403:
      return "FORBIDDEN";
    case 404:
    case 410:
      return "NOT_FOUND";
    case 413:
      return "PAYLOAD_TOO_LARGE";
    case 415:
      return "UNSUPPORTED_MEDIA_TYPE";
    case 429:
      return "TOO_MANY_REQUESTS";
    case 503:
      return "SERVICE_UNAVAILABLE";
    default:
      return status >= 500 ? "INTERNAL_ERROR" : "VALIDATION_ERROR";
  }
}

/** General words for a status, when an error's own message cannot be given. */
function generalKey(status: number): MessageKey {
  switch (status) {
    case 401:
      return "auth.errors.notSignedIn";
    case 403:
      return "auth.errors.forbidden";
    case 404:
    case 410:
      return "errors.notFound";
    case 405:
      return "errors.methodNotAllowed";
    case 413:
      return "errors.payloadTooLarge";
    case 415:
      return "errors.unsupportedMediaType";
    case 429:
      return "errors.tooManyRequests";
    case 503:
      return "errors.unavailable";
    default:
      return status >= 500 ? "errors.internal" : "errors.validation";
  }
}

/** Whether a value is a status fit for an error answer (a 4xx or 5xx). */
const isErrorStatus = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599;

/** A property of anything thrown, read without trusting it: undefined when it is not there or reading it throws. */
function read(value: unknown, name: string): unknown {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}

/** `test()`, or `otherwise` when it throws. */
function safely<T>(test: () => T, otherwise: T): T {
  try {
    return test();
  } catch {
    return otherwise;
  }
}

/** A few words on anything thrown, for a log line the logger cannot refuse (no getters run on the value itself beyond these). */
function summary(value: unknown): Record<string, string> {
  const text = (field: unknown) => (typeof field === "string" ? field.slice(0, 500) : undefined);
  const described: Record<string, string> = { type: value === null ? "null" : typeof value };
  const message = text(read(value, "message")) ?? (typeof value === "string" ? text(value) : undefined);
  const code = text(read(value, "code"));
  const name = text(read(value, "name"));
  if (message !== undefined) described.message = message;
  if (code !== undefined) described.code = code;
  if (name !== undefined) described.name = name;
  return described;
}

/**
 * The caller's language for an error answer: from Accept-Language, as the language hook reads it
 * (so also when the error came before the hook ran); else what the hook decided; else English.
 */
function languageOf(request: FastifyRequest): Language {
  try {
    const header = (request.headers as Record<string, unknown>)["accept-language"];
    return languageFromAcceptLanguage(typeof header === "string" ? header : undefined);
  } catch {
    const decided = read(request, "language");
    return isLanguage(decided) ? decided : DEFAULT_LANGUAGE;
  }
}

/** The last resort when shaping the answer itself failed: English, from the catalogue as loaded, nothing that can throw. */
const LAST_RESORT: ApiErrorBody = { code: "INTERNAL_ERROR", message: catalogues.en.errors.internal };

/**
 * Words for one answer, never throwing: the key in the caller's language, else the general words
 * for the answer in the caller's language, else the same two in English, else the last resort. A
 * key that could not be given is kept for the answer's one log line.
 */
class Words {
  failure: string | undefined;
  constructor(readonly language: Language) {}

  say(key: unknown, general: MessageKey, params?: Record<string, string | number>): string {
    const attempts: Array<[Language, unknown, Record<string, string | number> | undefined]> = [
      [this.language, key, params],
      [this.language, general, undefined],
      ["en", key, params],
      ["en", general, undefined],
    ];
    for (const [index, [language, wanted, values]] of attempts.entries()) {
      try {
        if (typeof wanted !== "string") throw new Error(`the message key is a ${typeof wanted}, not a string`);
        return translateDynamic(language, wanted, values);
      } catch (failure) {
        if (index === 0) this.failure ??= safely(() => String(read(failure, "message") ?? failure), "unreadable");
      }
    }
    return LAST_RESORT.message;
  }
}

/** One log line: its level and message, and what it says beyond (the error under `err`). */
interface LogLine {
  level: "warn" | "error";
  msg: string;
  data: Record<string, unknown>;
}

/** What to answer, and the one line to log (none for an ordinary refusal: the request log has it). */
interface Answer {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
  log?: LogLine;
}

/**
 * Writes a log line, never throwing: a logger that cannot serialise the error (a getter that
 * throws, a hostile proxy) gets the same line with a summary of it instead.
 */
function writeLog(request: FastifyRequest, line: LogLine): void {
  const log = read(request, "log") as FastifyRequest["log"] | undefined;
  if (!log) return;
  try {
    log[line.level](line.data, line.msg);
    return;
  } catch {
    // Below: the same line with nothing the logger must look into.
  }
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(line.data))
    plain[key] = typeof value === "object" && value !== null ? summary(value) : typeof value === "string" ? value : "?";
  try {
    log[line.level]({ ...plain, logFailed: true }, line.msg);
  } catch {
    // A logger that refuses even this: the answer still goes out.
  }
}

/** The request's method and URL for a log line (read without trusting the request either). */
const where = (request: FastifyRequest) => ({ url: read(request, "url"), method: read(request, "method") });

/** Own headers of an error that can go out as they are; the names of those that cannot. */
function usableHeaders(value: unknown): { headers: Record<string, string>; refused: string[] } {
  const headers: Record<string, string> = {};
  const refused: string[] = [];
  if (typeof value !== "object" || value === null) return { headers, refused };
  const entries = safely(() => Object.entries(value as Record<string, unknown>), [] as Array<[string, unknown]>);
  for (const [name, raw] of entries) {
    const text = typeof raw === "number" ? String(raw) : raw;
    try {
      if (typeof text !== "string") throw new Error("not text");
      validateHeaderName(name);
      validateHeaderValue(name, text);
      headers[name] = text;
    } catch {
      refused.push(name.slice(0, 100));
    }
  }
  return { headers, refused };
}

/** The per-field messages of a validation error, from the issues that have a readable path. */
function validationFields(issues: unknown[], words: Words): Record<string, string> {
  const fields: Record<string, string> = {};
  const count = safely(() => issues.length, 0);
  for (let index = 0; index < count; index++) {
    const issue = safely(() => issues[index], undefined);
    const path = read(issue, "instancePath");
    if (typeof path !== "string") continue;
    const field = path.replace(/^\//, "").replaceAll("/", ".") || "_";
    if (Object.hasOwn(fields, field)) continue;
    // A schema's own messages are catalogue keys; anything else (a value of the wrong type, which
    // the validator words in English) gets the catalogue's general words, in the caller's language.
    const message = read(issue, "message");
    fields[field] =
      typeof message === "string" && knownKeys.has(message)
        ? words.say(message, "errors.invalidValue")
        : words.say("errors.invalidValue", "errors.invalidValue");
  }
  return fields;
}

/** The answer to an unexpected failure: 500 with general words, the cause logged at error. */
function internalError(error: unknown, request: FastifyRequest, words: Words): Answer {
  return {
    status: 500,
    body: { code: "INTERNAL_ERROR", message: words.say("errors.internal", "errors.internal") },
    headers: {},
    log: { level: "error", msg: "request failed", data: { err: error, ...where(request) } },
  };
}

/** The status, body and log line for an AppError: its own status, code and message, or the nearest that can be given. */
function appErrorAnswer(error: AppError, request: FastifyRequest, words: Words): Answer {
  const status = read(error, "statusCode");
  if (!isErrorStatus(status)) return internalError(error, request, words);
  const givenCode = read(error, "code");
  const code = isApiErrorCode(givenCode) ? givenCode : codeForStatus(status);
  const params = read(error, "params");
  const message = words.say(
    read(error, "messageKey"),
    generalKey(status),
    typeof params === "object" && params !== null ? (params as Record<string, string | number>) : undefined,
  );
  const field = read(error, "field");
  const { headers, refused } = usableHeaders(read(error, "headers"));
  const anomalies: Record<string, unknown> = {};
  if (code !== givenCode) anomalies.unlistedCode = typeof givenCode === "string" ? givenCode : typeof givenCode;
  if (refused.length > 0) anomalies.refusedHeaders = refused;
  let log: LogLine | undefined;
  // Refused on purpose: a 503 (not ready, briefly away) is expected during an outage, other 5xx worth a warning with the cause.
  if (status >= 500 && status !== 503)
    log = { level: "warn", msg: "refused with a server error", data: { err: error, ...where(request) } };
  else if (words.failure !== undefined || Object.keys(anomalies).length > 0) {
    const msg =
      words.failure !== undefined
        ? "an error's message could not be translated"
        : code !== givenCode
          ? "an error's code is not in the list"
          : "an error's header could not be sent";
    log = { level: "warn", msg, data: { err: error, ...where(request) } };
  }
  if (log) Object.assign(log.data, anomalies);
  return {
    status,
    body: { code, message, ...(typeof field === "string" && field ? { fields: { [field]: message } } : {}) },
    headers,
    log,
  };
}

/** The status, body and log line for anything thrown. Reads the error without trusting its shape. */
function answerFor(
  error: unknown,
  request: FastifyRequest,
  words: Words,
  hooks: { databaseUnavailable?: (error: unknown) => void },
): Answer {
  if (safely(() => error instanceof AppError, false)) return appErrorAnswer(error as AppError, request, words);
  const statusCode = read(error, "statusCode");
  const code = read(error, "code");
  const issues = read(error, "validation");
  if (Array.isArray(issues) && (statusCode === undefined || statusCode === 400))
    return {
      status: 400,
      body: {
        code: "VALIDATION_ERROR",
        message: words.say("errors.validation", "errors.validation"),
        fields: validationFields(issues, words),
      },
      headers: {},
    };
  const known = typeof code === "string" ? frameworkErrors.get(code) : undefined;
  if (known && isErrorStatus(statusCode) && statusCode < 500)
    return { status: statusCode, body: { code: known.code, message: words.say(known.key, known.key) }, headers: {} };
  if (safely(() => isDatabaseUnavailable(error), false)) {
    let log: LogLine | undefined;
    // One warning per outage (with its cause) comes from the hook; each refused request only at debug.
    safely(
      () => request.log.debug({ cause: outageCause(error), ...where(request) }, "database unavailable: answered 503"),
      undefined,
    );
    try {
      hooks.databaseUnavailable?.(error);
    } catch (failure) {
      log = {
        level: "warn",
        msg: "the database outage could not be recorded",
        data: { err: failure, cause: summary(error), ...where(request) },
      };
    }
    return {
      status: 503,
      body: { code: "SERVICE_UNAVAILABLE", message: words.say("errors.unavailable", "errors.unavailable") },
      headers: { "retry-after": String(UNAVAILABLE_RETRY_AFTER_S) },
      log,
    };
  }
  if (isErrorStatus(statusCode) && statusCode < 500) {
    const key = generalKey(statusCode);
    return {
      status: statusCode,
      body: { code: codeForStatus(statusCode), message: words.say(key, key) },
      headers: {},
      log: { level: "warn", msg: "client error", data: { err: error, ...where(request) } },
    };
  }
  return internalError(error, request, words);
}

/** Sends an answer; if sending fails, the last resort; if that fails too, the connection is closed. Never throws. */
function deliver(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply | undefined {
  try {
    reply.code(answer.status);
    for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
    return reply.send(answer.body);
  } catch (failure) {
    try {
      for (const name of Object.keys(answer.headers)) reply.removeHeader(name);
      return reply.code(500).send(LAST_RESORT);
    } catch {
      writeLog(request, {
        level: "error",
        msg: "the error answer could not be sent",
        data: { err: failure, ...where(request) },
      });
      safely(() => reply.raw.destroy(), undefined);
      return undefined;
    }
  }
}

/**
 * The one error handler: every failure leaves as `{ code, message, fields? }` in the caller's
 * language, with a code from the shared list and the status the error asks for (4xx or 5xx).
 * Validation errors are 400 with a per-field map; a database that is away for now (restart,
 * failover, full disk) is a 503 with Retry-After; any other unexpected failure is a 500 with
 * general words, never the internal message or a stack.
 *
 * It logs at most one line per error: nothing for an ordinary refusal (the request log has its
 * status); a warning for a refusal that was not quite right (a message the catalogue lacks, an
 * unlisted code, a header that cannot be sent, a 4xx the app did not raise itself, a deliberate
 * 5xx); an error with the cause for an unexpected failure.
 *
 * It never throws: whatever is thrown at it (not an Error, a value whose properties throw, an
 * untranslatable message, an unreadable request, a logger that refuses the error, an answer
 * already started), the caller still gets a well-formed answer or, when an answer has already
 * started, a closed connection rather than a second answer glued to the first.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  hooks: { databaseUnavailable?: (error: unknown) => void } = {},
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    try {
      const sent = safely(() => reply.sent, false);
      const started = safely(() => reply.raw.headersSent, false);
      if (sent || started) {
        writeLog(request, {
          level: "warn",
          msg: "error after the answer had started",
          data: { err: error, ...where(request) },
        });
        // Half an answer is on its way: end it cut short, so the client cannot take it for whole.
        if (!sent) safely(() => reply.raw.destroy(), undefined);
        return;
      }
      const words = new Words(languageOf(request));
      const answer = answerFor(error, request, words, hooks);
      if (answer.log) {
        if (words.failure !== undefined) answer.log.data.messageFailure = words.failure;
        writeLog(request, answer.log);
      } else if (words.failure !== undefined)
        writeLog(request, {
          level: "warn",
          msg: "an error's message could not be translated",
          data: { err: error, messageFailure: words.failure, ...where(request) },
        });
      return deliver(request, reply, answer);
    } catch (failure) {
      writeLog(request, {
        level: "error",
        msg: "the error handler failed",
        data: { err: failure, cause: summary(error), ...where(request) },
      });
      return deliver(request, reply, { status: 500, body: LAST_RESORT, headers: {} });
    }
  });
}
