import { sql, type Kysely, type Migration, type RawBuilder } from "kysely";
import type { Dialect } from "./column-types";
import { createSqliteSearch } from "./0003-report-search";

/**
 * The words of a report for SQLite's full-text index, as in 0003, plus tokens for the search's
 * filters (`_tlost`, `_spending`, `_tslostpending`, `_iphone`, `_l<location hex>`,
 * `_r<reporter hex>`) and the report's id (`_id<hex>`). Tokens start with "_", which the
 * tokenizer keeps inside tokens and the search strips from what users type, so nobody can
 * search for them by accident.
 */
function indexedText(row: string): RawBuilder<string> {
  const column = (name: string) => sql.raw(`coalesce(${row}.${name}, '')`);
  const raw = (text: string) => sql.raw(`${row}.${text}`);
  return sql<string>`(case ${raw("item_type")}
      when 'wallet' then 'wallet dompet'
      when 'phone' then 'phone telefon'
      when 'laptop' then 'laptop komputer riba'
      else 'other lain' end)
    || ' ' || ${column("item_type_other")} || ' ' || ${column("brand")} || ' ' || ${column("model")}
    || ' ' || ${column("color")} || ' ' || ${column("description")}
    || ' _t' || ${raw("type")} || ' _s' || ${raw("status")} || ' _ts' || ${raw("type")} || ${raw("status")}
    || ' _i' || ${raw("item_type")} || ' _l' || lower(hex(${raw("location_id")}))
    || coalesce(' _r' || lower(hex(${raw("reporter_id")})), '') || ' _id' || lower(hex(${raw("id")}))`;
}

const idToken = (row: string) => sql.raw(`'"_id' || lower(hex(${row}.id)) || '"'`);

/**
 * SQLite: rebuilds the full-text index so that a search with the usual filters is answered by
 * the index alone, newest first, reading only the rows it returns. Its rowid follows creation
 * order (the newest report has the largest), kept through updates; deleted reports leave it.
 * `detail=column` keeps no word positions (no phrase search is offered) and the prefix indexes
 * make "words typed so far" lookups as cheap as whole words. `search_version` counts changes to
 * reports and locations, so kept search results are known to be current. PostgreSQL keeps its
 * tsvector.
 */
export function reportSearchTokens(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== "sqlite") return;
      for (const trigger of ["reports_fts_insert", "reports_fts_update", "reports_fts_delete"])
        await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
      await sql`drop table reports_fts`.execute(db);
      await sql`create virtual table reports_fts using fts5(report_id unindexed, body, tokenize = "unicode61 remove_diacritics 2 tokenchars '_'", detail = column, prefix = '1 2 3 4 5 6 7 8')`.execute(
        db,
      );
      await sql`insert into reports_fts (rowid, report_id, body)
          select row_number() over (order by created_at, id), id, ${indexedText("reports")} from reports where deleted_at is null order by created_at, id`.execute(
        db,
      );
      await sql`create trigger reports_fts_insert after insert on reports when new.deleted_at is null begin
          insert into reports_fts (report_id, body) values (new.id, ${indexedText("new")});
        end`.execute(db);
      await sql`create trigger reports_fts_update after update on reports when new.deleted_at is null begin
          update reports_fts set report_id = new.id, body = ${indexedText("new")}
            where rowid = (select rowid from reports_fts where reports_fts match ${idToken("old")});
        end`.execute(db);
      await sql`create trigger reports_fts_remove after update of deleted_at on reports when new.deleted_at is not null begin
          delete from reports_fts where rowid = (select rowid from reports_fts where reports_fts match ${idToken("old")});
        end`.execute(db);
      await sql`create trigger reports_fts_delete after delete on reports begin
          delete from reports_fts where rowid = (select rowid from reports_fts where reports_fts match ${idToken("old")});
        end`.execute(db);

      // A counter every change to what searches show moves on: search results are kept per value.
      await sql`create table search_version (id integer primary key check (id = 1), n integer not null)`.execute(db);
      await sql`insert into search_version (id, n) values (1, 0)`.execute(db);
      for (const table of ["reports", "locations"]) {
        for (const event of ["insert", "update", "delete"]) {
          await sql`create trigger ${sql.raw(`${table}_${event}_search_version`)} after ${sql.raw(event)} on ${sql.raw(table)} begin
              update search_version set n = n + 1 where id = 1;
            end`.execute(db);
        }
      }
    },

    async down(db: Kysely<unknown>) {
      if (dialect !== "sqlite") return;
      for (const table of ["reports", "locations"]) {
        for (const event of ["insert", "update", "delete"])
          await sql`drop trigger ${sql.raw(`${table}_${event}_search_version`)}`.execute(db);
      }
      await sql`drop table search_version`.execute(db);
      for (const trigger of ["reports_fts_insert", "reports_fts_update", "reports_fts_remove", "reports_fts_delete"])
        await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
      await sql`drop table reports_fts`.execute(db);
      await createSqliteSearch(db);
    },
  };
}
