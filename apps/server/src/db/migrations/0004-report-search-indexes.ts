import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "./column-types";

/**
 * An index of the reports a search can find (not deleted) by type, status, item type and
 * creation time, the search form's usual filters. Counting what such filters select, or every
 * report, reads this small index instead of every row, and their newest-first page is read
 * from it in order. It holds deleted_at, always null, only so that SQLite sees that it covers
 * the search's condition on it and reads the index alone.
 */
export function reportSearchIndexes(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("reports_live_type_status_item")
        .on("reports")
        .columns(["type", "status", "item_type", "created_at", "deleted_at"])
        .where(sql<boolean>`deleted_at is null`)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("reports_live_type_status_item").execute();
    },
  };
}
