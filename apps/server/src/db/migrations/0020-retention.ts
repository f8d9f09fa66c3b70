import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, nowDefault, type Dialect } from "./column-types";

/**
 * Retention and disposal: retention_periods (how many days the office keeps a found item of each
 * type before it is due for disposal; the office changes them), reports.retention_extra_days
 * (the days one item was kept longer, added up) and reports.disposal (how a found item was let
 * go: discarded, donated, given to the police; null while it was not). Each disposal is also a
 * custody_events row whose kind is the method.
 */
export function retention(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("retention_periods")
        .addColumn("item_type", "text", (column) => column.primaryKey())
        .addColumn("days", "integer", (column) => column.notNull())
        .addColumn("updated_by", "text")
        .addColumn("updated_at", t.timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
        .execute();
      // The defaults: papers and electronics longer (an ID card in a wallet goes to its issuer or
      // the police; phones and laptops are worth a longer wait), everything else 90 days.
      for (const [itemType, days] of [
        ["wallet", 180],
        ["phone", 180],
        ["laptop", 180],
        ["other", 90],
      ] as const)
        await sql`insert into retention_periods (item_type, days) values (${itemType}, ${days})`.execute(db);
      await db.schema
        .alterTable("reports")
        .addColumn("retention_extra_days", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("reports").addColumn("disposal", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("reports").dropColumn("disposal").execute();
      await db.schema.alterTable("reports").dropColumn("retention_extra_days").execute();
      await db.schema.dropTable("retention_periods").execute();
    },
  };
}
