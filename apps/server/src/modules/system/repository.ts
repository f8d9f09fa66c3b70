import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Answers when the database accepts a query. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** When the longest-waiting job became due (not done, not given up), or null when none is due. */
export async function oldestDueJob(db: Kysely<DB>, now: string): Promise<Date | null> {
  const row = await db
    .selectFrom("jobs")
    .select(sql<Date | string | null>`min(run_at)`.as("due"))
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .where("run_at", "<=", now)
    .executeTakeFirst();
  return row?.due ? new Date(row.due) : null;
}
