import type { MessageKey } from "@campus/shared";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import { hitRateLimit, pruneRateLimits, refundRateLimit } from "./rate-limit-store";
import { AppError } from "./app-error";

export interface RateLimitRule {
  /** Names the counter, e.g. `login:ip`. */
  name: string;
  max: number;
  windowMs: number;
  /** The catalogue key of the message when the limit is hit; gets {{minutes}}. */
  messageKey?: MessageKey;
}

const DAY_MS = 86_400_000;

/** A hit that was counted; `refund` takes it back (a sign-in that succeeded is not a guess). */
export interface RateLimitHit {
  refund(): Promise<void>;
}

/**
 * Counts a hit for `subject` (a client address, an email) under `rule` and throws 429 with
 * Retry-After once the window's allowance is used up. Counters live in the database, so the
 * limits hold across server instances and restarts. The hit is counted before the attempt
 * runs, so parallel attempts cannot slip past the limit; refund it when the attempt turns out
 * not to count (e.g. the password was right).
 */
export async function enforceRateLimit(
  db: Kysely<DB>,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitHit> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const count = await hitRateLimit(db, key, windowStart);
  if (Math.random() < 0.01) await pruneRateLimits(db, now - DAY_MS);
  if (count > rule.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
    throw new AppError(429, "TOO_MANY_REQUESTS", rule.messageKey ?? "auth.errors.tooManyRequests", {
      minutes: Math.ceil(retryAfterSeconds / 60),
    }).withHeaders({ "retry-after": String(retryAfterSeconds) });
  }
  return { refund: () => refundRateLimit(db, key, windowStart) };
}

/** The client's address (X-Forwarded-For only when TRUST_PROXY=true). */
export function clientKey(request: FastifyRequest): string {
  return request.ip;
}
