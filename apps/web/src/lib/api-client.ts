import { FIRST_ANSWERS_ELEMENT_ID, isApiErrorCode, LANGUAGE_TAGS, type ErrorCode, type Language } from "@campus/shared";
import { loadedText } from "./catalogue-loader";
import { apiErrorAnswer, type AnswerSchema } from "./light-schemas";
import { isOffline } from "./online-status";

/** An error answered by the API (or a network failure), with a message ready to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's code, or the client's own for a failure the server did not answer: compared with the shared list, so a misspelt one fails the type check. */
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The call never reached the server because the browser has no connection. */
const failedOffline = (error: unknown): boolean =>
  error instanceof ApiError && error.code === "NETWORK_ERROR" && isOffline();

/**
 * What to tell the user about a failed call: the server's own message when it refused the input
 * (4xx), else the screen's catalogue words for a failure ("Login failed. Please try again."), as
 * the product words them, rather than a generic server or network message; offline, that nothing
 * was sent and to try again once back online.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (failedOffline(error)) return loadedText(language, "errors.offlineSend");
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== "HTTP_ERROR"
    ? error.message
    : fallback;
}

/**
 * What a screen says when its data could not be loaded: as failureMessage, but offline, that it
 * loads by itself once the connection is back (the screen's query fetches again then).
 */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return failedOffline(error) ? loadedText(language, "errors.offline") : failureMessage(error, fallback);
}

let language: Language = "en";

/** Keeps the API's messages in the interface language (sent as Accept-Language). */
export function setApiLanguage(next: Language): void {
  language = next;
}

type CallInit = RequestInit & { json?: unknown };

/** Sends a call: JSON in, the session cookie and the interface's language with it. */
function send(path: string, init: CallInit): Promise<Response> {
  const { json, headers, ...rest } = init;
  return fetch(`/api${path}`, {
    credentials: "same-origin",
    ...rest,
    headers: {
      accept: "application/json",
      "accept-language": LANGUAGE_TAGS[language],
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

/** Answers asked for early (callEarly) or sent in the page, each kept for the first plain call to its path. */
const early = new Map<string, Promise<Response>>();

/**
 * Takes the answers the server put in the page for the calls its screen starts with (shared
 * first-calls.ts; the server's http/first-answers.ts), as if they had been fetched: a phone then
 * waits no round of requests for them. The element is read once and removed. A page without it
 * (the service worker's copy, the development server) leaves the app to ask as usual.
 */
export function takeAnswersInPage(page: Document): void {
  const element = page.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(element.textContent ?? "");
  } catch {
    return;
  }
  if (typeof answers !== "object" || answers === null) return;
  for (const [path, answer] of Object.entries(answers as Record<string, unknown>)) {
    const { status, body } = (answer ?? {}) as { status?: unknown; body?: unknown };
    if (typeof status !== "number" || status < 200 || status > 599) continue;
    // An answer of a status that has no body (204, 205, 304) is made without one: Response refuses it.
    const text = [204, 205, 304].includes(status) ? null : JSON.stringify(body ?? null);
    early.set(path, Promise.resolve(new Response(text, { status, headers: { "content-type": "application/json" } })));
  }
}

/**
 * Sends a plain GET that the first screen is sure to make, before the app's code has arrived
 * (main.tsx does so for the session, which every screen waits for): the first plain call to
 * `path` takes this answer rather than asking again.
 */
export function callEarly(path: string): void {
  if (early.has(path)) return;
  const response = send(path, {});
  // A failure is the concern of the call that takes the answer.
  response.catch(() => undefined);
  early.set(path, response);
}

/** Sends a call and returns the answer's body (undefined for 204); a refusal or failure is thrown as ApiError. */
async function call(path: string, init: CallInit): Promise<unknown> {
  const asked = Object.keys(init).length === 0 ? early.get(path) : undefined;
  if (asked) early.delete(path);
  let response: Response;
  try {
    response = await (asked ?? send(path, init));
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", loadedText(language, "errors.network"));
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorAnswer.safeParse(body);
    if (parsed.success)
      throw new ApiError(
        response.status,
        isApiErrorCode(parsed.data.code) ? parsed.data.code : "UNLISTED_CODE",
        parsed.data.message,
        parsed.data.fields,
      );
    throw new ApiError(response.status, "HTTP_ERROR", loadedText(language, "errors.internal"));
  }
  return body;
}

/**
 * Calls the API: JSON in and out, the session cookie included, the answer checked against its
 * shared response schema (the one the server answers with; on the first screens its light twin,
 * lib/light-schemas.ts) and returned typed by it. Errors are thrown as ApiError with the server's
 * `{ code, message }` (already in the user's language); an answer that does not match its schema
 * is an HTTP_ERROR with the general message, never half-read data.
 */
export async function apiFetch<T>(path: string, schema: AnswerSchema<T>, init: CallInit = {}): Promise<T> {
  const parsed = schema.safeParse(await call(path, init));
  if (!parsed.success) throw new ApiError(500, "HTTP_ERROR", loadedText(language, "errors.internal"));
  return parsed.data;
}

/** No body at all (a 204): anything else is off the contract. */
const noAnswer: AnswerSchema<void> = {
  safeParse: (value) => (value === undefined ? { success: true, data: undefined } : { success: false }),
};

/** Calls an endpoint that answers 204, without a body: an answer with one is off its contract (HTTP_ERROR). */
export async function apiSend(path: string, init: CallInit = {}): Promise<void> {
  await apiFetch(path, noAnswer, init);
}

/** Failures that may pass by themselves (no connection, the service briefly away): worth a retry. */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

/**
 * How a mutation that is safe to send again (it carries a client id) retries a transient
 * failure: up to three more times, after 1, 2 and 4 seconds.
 */
export const retryTransient = {
  retry: (failures: number, error: unknown) => failures < 3 && isTransientFailure(error),
  retryDelay: (attempt: number) => 1000 * 2 ** attempt,
};
