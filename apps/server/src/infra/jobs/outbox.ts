import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** A job to run: `key` makes it idempotent (a second job with the same key is ignored). */
export interface NewJob<K extends string = string> {
  kind: K;
  key: string;
  payload: Record<string, unknown>;
  /** When to run it; now by default. */
  runAt?: Date;
}

/**
 * Writes jobs to the outbox table, in the caller's transaction when given one, so a job exists
 * exactly when what it follows from was saved. Returns how many were new.
 */
export async function enqueueJobs(db: Kysely<DB>, jobs: NewJob[]): Promise<number> {
  let added = 0;
  for (const job of jobs) {
    const result = await db
      .insertInto("jobs")
      .values({
        id: randomUUID(),
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        idempotency_key: job.key,
        run_at: (job.runAt ?? new Date()).toISOString(),
      })
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** Whether the job with this key exists and has yet to run (neither done nor failed for good). */
export async function jobWaiting(db: Kysely<DB>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom("jobs")
    .select("id")
    .where("idempotency_key", "=", key)
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/** What features use to add jobs: write them (with the data they follow from), then wake the worker. */
export interface Outbox<K extends string = string> {
  enqueue(db: Kysely<DB>, jobs: Array<NewJob<K>>): Promise<number>;
  /** Tells this instance's worker there is work now, instead of at its next poll. */
  wake(): void;
}
