import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * Matching that reads the bilingual vocabulary, with two tiers (suggestions and notices).
 * - reports.match_group: the kind of item as the vocabulary names it (its family, such as "key"
 *   or "audio", or the kind itself; "?" when the text names no known kind). Candidates are read
 *   by it, so a "handphone" filed as "other" meets a phone, and a report meets only its own kind.
 * - reports.match_version: which version of the profile the row holds. Rows profiled by an older
 *   matcher (or none: null) are profiled again at startup by live code, so this migration stays
 *   data-free and a new vocabulary needs no migration.
 * - matches.confirmed_at: the owner said "this is mine".
 * - match_notices.emailed_at: the notice went out in a match email (one per lost report per day).
 */
export function matchTiers(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("reports").addColumn("match_group", "text").execute();
      await db.schema.alterTable("reports").addColumn("match_version", "integer").execute();
      await db.schema.alterTable("matches").addColumn("confirmed_at", t.timestamp).execute();
      await db.schema.alterTable("match_notices").addColumn("emailed_at", t.timestamp).execute();
      await db.schema.dropIndex("reports_match_candidates").execute();
      // On SQLite the index also holds what the matcher reads, so candidates come from the index
      // alone (PostgreSQL limits the size of an index entry, and a long description could pass it).
      const columns =
        dialect === "sqlite"
          ? [
              "type",
              "status",
              "match_group",
              "event_date",
              "id",
              "item_type",
              "location_id",
              "reporter_id",
              "match_serial",
              "match_profile",
            ]
          : ["type", "status", "match_group", "event_date"];
      await db.schema
        .createIndex("reports_match_group")
        .on("reports")
        .columns(columns)
        .where(sql.ref("deleted_at"), "is", null)
        .execute();
      await db.schema.createIndex("reports_match_version").on("reports").column("match_version").execute();
      await db.schema
        .createIndex("match_notices_lost")
        .on("match_notices")
        .columns(["lost_report_id", "emailed_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("match_notices_lost").execute();
      await db.schema.dropIndex("reports_match_version").execute();
      await db.schema.dropIndex("reports_match_group").execute();
      await db.schema
        .createIndex("reports_match_candidates")
        .on("reports")
        .columns(["type", "item_type", "status", "event_date"])
        .where(sql.ref("deleted_at"), "is", null)
        .execute();
      await db.schema.alterTable("match_notices").dropColumn("emailed_at").execute();
      await db.schema.alterTable("matches").dropColumn("confirmed_at").execute();
      await db.schema.alterTable("reports").dropColumn("match_version").execute();
      await db.schema.alterTable("reports").dropColumn("match_group").execute();
    },
  };
}
