import type { FastifyInstance, FastifyRequest } from "fastify";
import { FIRST_ANSWERS_ELEMENT_ID, firstCalls } from "@campus/shared";

/** How long the page waits for one answer before it goes without it (the app then asks itself). */
const ANSWER_WAIT_MS = 500;

/** What goes into the page for a screen: the element with the answers, and whether they are the caller's own. */
export interface FirstAnswers {
  /** `<script type="application/json" id="first-answers">…</script>`, to go before the app's root. */
  element: string;
  /** Made with the caller's cookie (their session, their lists): the page must not be stored. */
  personal: boolean;
}

/**
 * The answers to the calls the screen at `pathname` starts with (shared first-calls.ts: the
 * session, the settings, and for home its three lists), put into the page the server sends for
 * it, so that a phone does not spend a round of requests on them after the app's code has
 * arrived. Each is the API's own answer to the same GET, made with the caller's cookie and
 * language (an internal request through every hook and access rule the route has), so the page
 * holds nothing its reader could not fetch. An answer that fails (5xx) or takes longer than half
 * a second is left out, and the app asks for it as usual. Undefined for an address that is no screen.
 */
export async function firstAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<FirstAnswers | undefined> {
  const calls = firstCalls(pathname);
  if (calls.length === 0) return undefined;
  const { cookie } = request.headers;
  const language = request.headers["accept-language"];
  const answers: Record<string, { status: number; body: unknown }> = {};
  await Promise.all(
    calls.map(async (call) => {
      const answer = await withinWait(
        app.inject({
          method: "GET",
          url: `/api${call}`,
          remoteAddress: request.ip,
          headers: {
            accept: "application/json",
            ...(cookie ? { cookie } : {}),
            ...(language ? { "accept-language": language } : {}),
          },
        }),
      );
      if (!answer || answer.statusCode >= 500) return;
      try {
        answers[call] = { status: answer.statusCode, body: answer.body === "" ? null : JSON.parse(answer.body) };
      } catch {
        // Not JSON: left for the app to ask for (and report) itself.
      }
    }),
  );
  return {
    element: `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${jsonInHtml(answers)}</script>`,
    personal: cookie !== undefined,
  };
}

/** JSON that ends no <script> element and starts no comment: <, > and & as \u escapes (U+2028 and U+2029 too). */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The promise's value, or undefined once ANSWER_WAIT_MS have passed (or when it fails). */
function withinWait<T>(promise: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ANSWER_WAIT_MS);
    timer.unref();
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
