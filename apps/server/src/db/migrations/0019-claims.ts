import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, nowDefault, type Dialect } from "./column-types";

/**
 * Hidden details and claims: report_hidden_details (what proves ownership of a found item, seen
 * only by its finder and the office: one row per report, kept out of the reports table so no
 * list, search or index ever reads it), claims (a student says a found item is theirs; the office
 * approves or rejects it with a reason; at most one open claim per student per item) and
 * claim_handovers (the approved claimant collected the item: when, by which staff member, how
 * their identity was checked).
 */
export function claims(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("report_hidden_details")
        .addColumn("report_id", "text", (column) => column.primaryKey())
        .addColumn("details", "text", (column) => column.notNull())
        .addColumn("updated_by", "text")
        .addColumn("updated_at", t.timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
        .execute();
      await db.schema
        .createTable("claims")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("report_id", "text", (column) => column.notNull())
        .addColumn("claimant_id", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("details", "text", (column) => column.notNull())
        .addColumn("lost_where", "text", (column) => column.notNull())
        .addColumn("lost_on", t.date, (column) => column.notNull())
        .addColumn("image", "text")
        .addColumn("decision_reason", "text")
        .addColumn("decided_by", "text")
        .addColumn("decided_by_name", "text")
        .addColumn("decided_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex("claims_report").on("claims").columns(["report_id", "created_at"]).execute();
      await db.schema.createIndex("claims_claimant").on("claims").columns(["claimant_id", "created_at"]).execute();
      await db.schema.createIndex("claims_status").on("claims").columns(["status", "created_at"]).execute();
      // One open claim per student per item, whatever races.
      await db.schema
        .createIndex("claims_one_open")
        .on("claims")
        .columns(["report_id", "claimant_id"])
        .unique()
        .where(sql.ref("status"), "=", "open")
        .execute();
      await db.schema
        .createTable("claim_handovers")
        .addColumn("claim_id", "text", (column) => column.primaryKey())
        .addColumn("report_id", "text", (column) => column.notNull())
        .addColumn("handed_over_on", t.date, (column) => column.notNull())
        .addColumn("identity_check", "text", (column) => column.notNull())
        .addColumn("note", "text")
        .addColumn("staff_id", "text")
        .addColumn("staff_name", "text", (column) => column.notNull())
        .addColumn("created_at", t.timestamp, (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("claim_handovers").execute();
      await db.schema.dropTable("claims").execute();
      await db.schema.dropTable("report_hidden_details").execute();
    },
  };
}
