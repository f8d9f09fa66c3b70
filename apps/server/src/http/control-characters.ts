import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

/** Whether a parsed value holds a NUL character anywhere (in a string, a key or a nested value). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1));
}

/**
 * Refuses a request whose path parameters, query or JSON body hold a NUL character, with a 400
 * before any handler runs: no text the product keeps needs one, and PostgreSQL cannot store one
 * (it once turned such a search into a 500).
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new AppError(400, "INVALID_CHARACTERS", "errors.invalidCharacters");
    }
  });
}
