import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** A found report's hidden details, or undefined when it has none. */
export async function findHiddenDetails(db: Kysely<DB>, reportId: string) {
  return db.selectFrom("report_hidden_details").selectAll().where("report_id", "=", reportId).executeTakeFirst();
}

/** Writes a report's hidden details (null removes them). */
export async function writeHiddenDetails(
  db: Kysely<DB>,
  reportId: string,
  details: string | null,
  by: string | null,
  at: string,
): Promise<void> {
  await db.deleteFrom("report_hidden_details").where("report_id", "=", reportId).execute();
  if (details !== null)
    await db
      .insertInto("report_hidden_details")
      .values({ report_id: reportId, details, updated_by: by, updated_at: at })
      .execute();
}
