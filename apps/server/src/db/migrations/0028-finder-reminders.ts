import type { Kysely, Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * reports.finder_reminded_at: when the student (or visitor) keeping a found item was reminded to
 * hand it in, once it passed its retention date. Retention and disposal are for items in the
 * office's keeping; an item its finder keeps gets this one reminder instead (finder-reminder job).
 */
export function finderReminders(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("reports").addColumn("finder_reminded_at", t.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("reports").dropColumn("finder_reminded_at").execute();
    },
  };
}
