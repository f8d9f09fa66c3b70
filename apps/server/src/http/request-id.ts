import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What an incoming X-Request-Id may be: short, and nothing that could forge or break a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request's id: the caller's X-Request-Id when it is well formed, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}
