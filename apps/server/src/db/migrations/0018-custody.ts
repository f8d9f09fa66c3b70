import { randomInt } from "node:crypto";
import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, nowDefault, type Dialect } from "./column-types";

/** Characters of a reference number: no 0/O, 1/I/L or U, so it is read out and typed without doubt. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const reference = () => `LF-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

/**
 * The office's custody of found items: storage_places (a shelf, bin or safe the office manages),
 * reports.storage_place_id (where a found item is kept now), reports.reference (a short number
 * to quote at the counter and print on a label; every found report already made gets one), and
 * custody_events (each step of an item's custody: handed in, moved; who, when, where).
 */
export function custody(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("storage_places")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("name_en", "text", (column) => column.notNull().unique())
        .addColumn("name_my", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("active", t.flag, (column) => column.notNull().defaultTo(dialect === "postgres" ? true : 1))
        .addColumn("created_at", t.timestamp, (column) => column.notNull().defaultTo(nowDefault(dialect)))
        .execute();
      await db.schema.alterTable("reports").addColumn("reference", "text").execute();
      await db.schema.alterTable("reports").addColumn("storage_place_id", "text").execute();
      await db.schema.createIndex("reports_reference").on("reports").column("reference").unique().execute();
      await db.schema
        .createTable("custody_events")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("report_id", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("storage_place_id", "text")
        .addColumn("actor_id", "text")
        .addColumn("actor_name", "text", (column) => column.notNull())
        .addColumn("handed_in_by", "text")
        .addColumn("note", "text")
        .addColumn("at", t.timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex("custody_events_report").on("custody_events").columns(["report_id", "at"]).execute();
      const found = await sql<{
        id: string;
      }>`select id from reports where type = 'found' and reference is null`.execute(db);
      for (const row of found.rows)
        await sql`update reports set reference = ${reference()} where id = ${row.id}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("custody_events").execute();
      await db.schema.dropIndex("reports_reference").execute();
      await db.schema.alterTable("reports").dropColumn("storage_place_id").execute();
      await db.schema.alterTable("reports").dropColumn("reference").execute();
      await db.schema.dropTable("storage_places").execute();
    },
  };
}
