import type { Kysely } from "kysely";
import type { DB } from "../src/db/schema";
import { waitFor } from "./wait";

/** Jobs due now and not done or given up (a summary or match email waiting for a later morning is not due). */
export async function dueJobCount(db: Kysely<DB>): Promise<number> {
  const rows = await db
    .selectFrom("jobs")
    .select("id")
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .where("run_at", "<=", new Date().toISOString())
    .execute();
  return rows.length;
}

/** Waits until every job due now is done. */
export function dueJobsDone(db: Kysely<DB>, timeoutMs = 15_000) {
  return waitFor("the due jobs to be done", async () => (await dueJobCount(db)) === 0, timeoutMs);
}
