import { z } from "zod";
import { apiErrorSchema, type ApiErrorCode } from "@campus/shared";

/**
 * How the tests' fake endpoints answer, so a fake cannot drift from the server's contract: every
 * body goes through the shared response schema the client parses it with (the one the server's
 * route answers with), typed by what the schema takes. A body that does not match throws;
 * stubApi records that (and any answer built some other way), and test/setup.ts then fails the
 * test with what was recorded, even if the screen happened to cope with the failed call.
 */

/** Answers built here (stubApi refuses any other). */
const built = new WeakSet<Response>();
/** What broke the contract in the running test. */
const problems: string[] = [];

export class FakeAnswerMismatch extends Error {
  override name = "FakeAnswerMismatch";
}

function mark(response: Response): Response {
  built.add(response);
  return response;
}

/** A JSON answer checked against its response schema (status 200 unless given). */
export function json<S extends z.ZodType>(schema: S, body: z.input<S>, init: number | ResponseInit = 200): Response {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new FakeAnswerMismatch(`the body does not match its schema:\n${z.prettifyError(parsed.error)}`);
  return mark(Response.json(parsed.data, typeof init === "number" ? { status: init } : init));
}

/** An error body as the server's error handler words it: a listed code, a message, perhaps the fields at fault. */
export interface Refusal {
  code: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** A refusal with its status (and headers, such as retry-after). */
export function refusal(status: number, body: Refusal, headers?: HeadersInit): Response {
  return json(apiErrorSchema, body, { status, headers });
}

/** An answer without a body (204). */
export const noContent = (): Response => mark(new Response(null, { status: 204 }));

/** A deliberately broken answer (not JSON, not the contract): for a test of how the client takes one. */
export const offContract = (response: Response): Response => mark(response);

/** Whether an answer was built by the helpers above. */
export const isBuiltAnswer = (response: Response): boolean => built.has(response);

/** Notes a fake that broke the contract (told by stubApi). */
export function recordFakeProblem(problem: string): void {
  problems.push(problem);
}

/** Fails (and forgets) what fakes recorded since the last call: test/setup.ts calls it after every test. */
export function failOnFakeProblems(): void {
  const found = problems.splice(0);
  if (found.length) throw new Error(`A fake API answer broke the contract:\n${found.join("\n\n")}`);
}
