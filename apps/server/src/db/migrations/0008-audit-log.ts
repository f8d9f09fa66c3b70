import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/** Every admin action: who, what, on what, when, and what changed. */
export function auditLog(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("actor_name", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target_type", "text", (c) => c.notNull())
        .addColumn("target_id", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .addColumn("at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
      await db.schema.createIndex("audit_log_action_at").on("audit_log").columns(["action", "at"]).execute();
      // The admin overview and report table read reports by creation time: on SQLite the index
      // holds every column they count, so they never visit the table.
      if (dialect === "sqlite") {
        await sql`create index reports_created_overview on reports (created_at, type, status, item_type, location_id, completed_at) where deleted_at is null`.execute(
          db,
        );
      } else {
        await sql`create index reports_created_overview on reports (created_at) include (type, status, item_type, location_id, completed_at) where deleted_at is null`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("reports_created_overview").execute();
      await db.schema.dropTable("audit_log").execute();
    },
  };
}
