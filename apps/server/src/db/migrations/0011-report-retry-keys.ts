import { sql, type Kysely, type Migration } from "kysely";

/**
 * reports.client_id: the id a client picked for a new report and sends with every attempt, so a
 * retry after a lost answer finds the report already saved instead of making a second one.
 * Unique per reporter, and among visitors' reports (which have no reporter).
 */
export function reportRetryKeys(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("reports").addColumn("client_id", "text").execute();
      await db.schema
        .createIndex("reports_reporter_client_id")
        .unique()
        .on("reports")
        .columns(["reporter_id", "client_id"])
        .where(sql.ref("client_id"), "is not", null)
        .execute();
      await db.schema
        .createIndex("reports_visitor_client_id")
        .unique()
        .on("reports")
        .column("client_id")
        .where((eb) => eb.and([eb(sql.ref("client_id"), "is not", null), eb(sql.ref("reporter_id"), "is", null)]))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("reports_visitor_client_id").execute();
      await db.schema.dropIndex("reports_reporter_client_id").execute();
      await db.schema.alterTable("reports").dropColumn("client_id").execute();
    },
  };
}
