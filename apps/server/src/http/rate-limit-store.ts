import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";

/**
 * Counts one hit for `key` in the fixed window starting at `windowStart` (epoch ms) and
 * returns the count so far in that window. Atomic on both dialects (one upsert).
 */
export async function hitRateLimit(db: Kysely<DB>, key: string, windowStart: number): Promise<number> {
  const result = await sql<{ count: number | string }>`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count`.execute(db);
  return Number(result.rows[0]?.count ?? 1);
}

/** Takes back one hit for `key` in the window starting at `windowStart`, if that window is still the counter's. */
export async function refundRateLimit(db: Kysely<DB>, key: string, windowStart: number): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("key", "=", key)
    .where("window_start", "=", windowStart)
    .where("count", ">", 0)
    .execute();
}

/** Removes counters whose window started before `before` (epoch ms). Returns how many. */
export async function pruneRateLimits(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("window_start", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
