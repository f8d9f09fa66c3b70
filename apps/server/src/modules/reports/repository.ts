import type { Insertable, Kysely } from "kysely";
import type { DB, ReportsTable } from "../../db/schema";

const BATCH = 200;

export async function insertReports(db: Kysely<DB>, reports: Insertable<ReportsTable>[]): Promise<void> {
  for (let start = 0; start < reports.length; start += BATCH) {
    await db.insertInto("reports").values(reports.slice(start, start + BATCH)).execute();
  }
}

/** Counts reports that are not deleted, by type and status. */
export async function countReportsByTypeAndStatus(db: Kysely<DB>) {
  return db
    .selectFrom("reports")
    .select(["type", "status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("deleted_at", "is", null)
    .groupBy(["type", "status"])
    .execute();
}
