import { sql, type Kysely, type Migration, type RawBuilder } from "kysely";
import type { Dialect } from "./column-types";

/**
 * The words a report is found by: its item type in both languages, the free-text type, brand,
 * model, colour and description. `row` is the table alias or trigger row (`new`, `reports`).
 * Frozen here: a later change to what is searchable belongs in a new migration.
 */
function searchableText(row: string): RawBuilder<string> {
  const column = (name: string) => sql.raw(`coalesce(${row}.${name}, '')`);
  return sql<string>`(case ${sql.raw(`${row}.item_type`)}
      when 'wallet' then 'wallet dompet'
      when 'phone' then 'phone telefon'
      when 'laptop' then 'laptop komputer riba'
      else 'other lain' end)
    || ' ' || ${column("item_type_other")} || ' ' || ${column("brand")} || ' ' || ${column("model")}
    || ' ' || ${column("color")} || ' ' || ${column("description")}`;
}

/** SQLite's first full-text index (FTS5 kept by triggers); 0005 replaces it, and its down restores this one. */
export async function createSqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table reports_fts using fts5(report_id unindexed, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  await sql`insert into reports_fts (report_id, body) select id, ${searchableText("reports")} from reports`.execute(db);
  await sql`create trigger reports_fts_insert after insert on reports begin
      insert into reports_fts (report_id, body) values (new.id, ${searchableText("new")});
    end`.execute(db);
  await sql`create trigger reports_fts_update after update of item_type, item_type_other, brand, model, color, description on reports begin
      delete from reports_fts where report_id = old.id;
      insert into reports_fts (report_id, body) values (new.id, ${searchableText("new")});
    end`.execute(db);
  await sql`create trigger reports_fts_delete after delete on reports begin
      delete from reports_fts where report_id = old.id;
    end`.execute(db);
}

/**
 * Full-text search over reports (SQLite FTS5 kept by triggers; PostgreSQL a generated tsvector
 * with a GIN index) and the indexes the search's filters and orderings use.
 */
export function reportSearch(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "sqlite") {
        await createSqliteSearch(db);
      } else {
        await sql`alter table reports add column search_vector tsvector generated always as (to_tsvector('simple', ${searchableText("reports")})) stored`.execute(
          db,
        );
        await sql`create index reports_search on reports using gin (search_vector)`.execute(db);
      }
      await db.schema.createIndex("reports_created").on("reports").column("created_at").execute();
      await db.schema.createIndex("reports_event_date").on("reports").column("event_date").execute();
    },

    async down(db: Kysely<unknown>) {
      for (const index of ["reports_created", "reports_event_date"]) await db.schema.dropIndex(index).execute();
      if (dialect === "sqlite") {
        for (const trigger of ["reports_fts_insert", "reports_fts_update", "reports_fts_delete"])
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        await sql`drop table reports_fts`.execute(db);
      } else {
        await sql`drop index reports_search`.execute(db);
        await sql`alter table reports drop column search_vector`.execute(db);
      }
    },
  };
}
