import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

/** Whether a parsed value holds a NUL character anywhere (in a string, a key or a nested value). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  // Own enumerable keys, as Object.entries, without making its array for every request's empty query.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes("\u0000") || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses a request whose path parameters, query or JSON body hold a NUL character, with a 400
 * before any handler runs: no text the product keeps needs one, and PostgreSQL cannot store one
 * (it once turned such a search into a 500).
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request for a check that never waits.
  app.addHook("preValidation", (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      return done(new AppError(400, "INVALID_CHARACTERS", "errors.invalidCharacters"));
    }
    done();
  });
}
