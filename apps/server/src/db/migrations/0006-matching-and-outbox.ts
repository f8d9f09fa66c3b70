import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, nowDefault, type Dialect } from "./column-types";

/**
 * Potential matches and the notification outbox.
 * - locations.area: locations in one area (a building or a block) are near each other.
 * - reports.match_profile / match_serial: what the matcher compares, computed when a report is
 *   saved (existing reports are profiled at startup), so matching reads words, not raw text.
 * - matches, match_notices: stored pairs with their score and reasons; a student's notices
 *   until acknowledged.
 * - jobs: the durable outbox, one row per idempotency key.
 */
export function matchingAndOutbox(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const now = nowDefault(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("locations").addColumn("area", "text").execute();
      await db.schema.alterTable("reports").addColumn("match_profile", "text").execute();
      await db.schema.alterTable("reports").addColumn("match_serial", "text").execute();

      // Existing reports are profiled at startup by the matcher itself (reports.match_version, 0010):
      // a migration must not depend on live code that changes after it shipped.
      // Candidates: same type, item type and status, by date. On SQLite the index also holds what
      // the matcher reads, so candidates come from the index alone (PostgreSQL limits the size
      // of an index entry, and a long description could pass it).
      const candidateColumns =
        dialect === "sqlite"
          ? ["type", "item_type", "status", "event_date", "id", "location_id", "match_serial", "match_profile"]
          : ["type", "item_type", "status", "event_date"];
      await db.schema
        .createIndex("reports_match_candidates")
        .on("reports")
        .columns(candidateColumns)
        .where(sql.ref("deleted_at"), "is", null)
        .execute();
      await db.schema.createIndex("reports_match_serial").on("reports").column("match_serial").execute();

      await db.schema
        .createTable("matches")
        .addColumn("lost_report_id", "text", (c) => c.notNull().references("reports.id").onDelete("cascade"))
        .addColumn("found_report_id", "text", (c) => c.notNull().references("reports.id").onDelete("cascade"))
        .addColumn("score", "real", (c) => c.notNull())
        .addColumn("reasons", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("dismissed_at", t.timestamp)
        .addPrimaryKeyConstraint("matches_pk", ["lost_report_id", "found_report_id"])
        .execute();
      await db.schema.createIndex("matches_found").on("matches").column("found_report_id").execute();

      await db.schema
        .createTable("match_notices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("lost_report_id", "text", (c) => c.notNull().references("reports.id").onDelete("cascade"))
        .addColumn("found_report_id", "text", (c) => c.notNull().references("reports.id").onDelete("cascade"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("acknowledged_at", t.timestamp)
        .addUniqueConstraint("match_notices_pair", ["lost_report_id", "found_report_id"])
        .execute();
      await db.schema
        .createIndex("match_notices_user")
        .on("match_notices")
        .columns(["user_id", "acknowledged_at"])
        .execute();

      await db.schema
        .createTable("jobs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
        .addColumn("run_at", t.timestamp, (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("locked_until", t.timestamp)
        .addColumn("last_error", "text")
        .addColumn("done_at", t.timestamp)
        .addColumn("failed_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("jobs_due").on("jobs").columns(["done_at", "failed_at", "run_at"]).execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["jobs", "match_notices", "matches"]) await db.schema.dropTable(table).execute();
      await db.schema.dropIndex("reports_match_serial").execute();
      await db.schema.dropIndex("reports_match_candidates").execute();
      await db.schema.alterTable("reports").dropColumn("match_serial").execute();
      await db.schema.alterTable("reports").dropColumn("match_profile").execute();
      await db.schema.alterTable("locations").dropColumn("area").execute();
    },
  };
}
