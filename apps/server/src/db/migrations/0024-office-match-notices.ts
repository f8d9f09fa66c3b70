import type { Kysely, Migration } from "kysely";
import { type Dialect, columnTypes } from "./column-types";

/** When the office sent the owner of a lost report its own notice about a found item in its custody ("bring your student card"). */
export function officeMatchNotices(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("match_notices")
        .addColumn("office_notice_at", columnTypes(dialect).timestamp)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("match_notices").dropColumn("office_notice_at").execute();
    },
  };
}
