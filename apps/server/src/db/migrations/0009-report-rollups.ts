import { sql, type CreateTableBuilder, type Kysely, type Migration, type QueryExecutorProvider } from "kysely";
import type { Dialect } from "./column-types";

/**
 * The report counts the statistics read, kept by triggers as reports change, so any period reads
 * a few thousand rows instead of every report in it. Each table counts reports (not deleted) by
 * the local day (`YYYY-MM-DD`) or month (`YYYY-MM`) they were made in:
 * - `report_day_counts`, `report_month_counts`: by type, status, location and item type;
 * - `report_solve_days`, `report_solve_months`: solved reports by whole days from report to solved.
 * "Local" is the university's time zone (`stats_zone`, set at startup from TIME_ZONE, which counts
 * everything again when it changes): PostgreSQL converts by the zone's name, SQLite by its offset.
 */
export function reportRollups(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("stats_zone")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("time_zone", "text", (c) => c.notNull())
        .addColumn("offset_minutes", "integer", (c) => c.notNull())
        .execute();
      // UTC until the first startup sets the university's zone and counts the reports there.
      await sql`insert into stats_zone (id, time_zone, offset_minutes) values (1, 'UTC', 0)`.execute(db);
      for (const rollup of ROLLUPS) {
        let table: CreateTableBuilder<string, string> = db.schema
          .createTable(rollup.table)
          .addColumn("period", "text", (c) => c.notNull());
        for (const column of rollup.columns)
          table = table.addColumn(column, column === "solve_days" ? "integer" : "text", (c) => c.notNull());
        await table
          .addColumn("n", "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint(`${rollup.table}_pk`, ["period", ...rollup.columns])
          .execute();
      }
      // The unclaimed found items: pending found reports before a day.
      for (const table of ["report_day_counts", "report_month_counts"])
        await db.schema.createIndex(`${table}_type_status`).on(table).columns(["type", "status", "period"]).execute();
      if (dialect === "postgres") await postgresTriggers(db);
      else await sqliteTriggers(db);
      await countAllReports(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        await sql`drop trigger if exists reports_rollup on reports`.execute(db);
        await sql`drop function if exists reports_rollup()`.execute(db);
      } else {
        for (const name of ["reports_rollup_insert", "reports_rollup_update", "reports_rollup_delete"])
          await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
      }
      for (const rollup of ROLLUPS) await db.schema.dropTable(rollup.table).execute();
      await db.schema.dropTable("stats_zone").execute();
    },
  };
}

/** Each rollup: its table, the length of its period (10: day, 7: month), what it counts by, and whether only solved reports. */
const ROLLUPS = [
  {
    table: "report_day_counts",
    length: 10,
    columns: ["type", "status", "location_id", "item_type"],
    solvedOnly: false,
  },
  {
    table: "report_month_counts",
    length: 7,
    columns: ["type", "status", "location_id", "item_type"],
    solvedOnly: false,
  },
  { table: "report_solve_days", length: 10, columns: ["solve_days"], solvedOnly: true },
  { table: "report_solve_months", length: 7, columns: ["solve_days"], solvedOnly: true },
] as const;
type Rollup = (typeof ROLLUPS)[number];

/** The SQL of a report row's (`new`, `old` or a table) local period and of each counted column. */
function rollupValues(
  dialect: Dialect,
  rollup: Rollup,
  row: string,
): { period: string; columns: string[]; where: string } {
  const day =
    dialect === "postgres"
      ? `to_char(${row}.created_at at time zone (select time_zone from stats_zone where id = 1), 'YYYY-MM-DD')`
      : `date(${row}.created_at, (select offset_minutes from stats_zone where id = 1) || ' minutes')`;
  const solveDays =
    dialect === "postgres"
      ? `floor(extract(epoch from (${row}.completed_at - ${row}.created_at)) / 86400)::integer`
      : `cast(julianday(${row}.completed_at) - julianday(${row}.created_at) as integer)`;
  return {
    period: rollup.length === 10 ? day : `substr(${day}, 1, 7)`,
    columns: rollup.columns.map((column) => (column === "solve_days" ? solveDays : `${row}.${column}`)),
    where: rollup.solvedOnly
      ? `${row}.deleted_at is null and ${row}.status = 'solved' and ${row}.completed_at is not null`
      : `${row}.deleted_at is null`,
  };
}

/** Empties every rollup and counts every report into it again, in the zone `stats_zone` holds. */
async function countAllReports(db: QueryExecutorProvider, dialect: Dialect): Promise<void> {
  for (const rollup of ROLLUPS) {
    const { period, columns, where } = rollupValues(dialect, rollup, "reports");
    const grouped = [period, ...columns].join(", ");
    await sql.raw(`delete from ${rollup.table}`).execute(db);
    await sql
      .raw(
        `insert into ${rollup.table} (period, ${rollup.columns.join(", ")}, n) select ${grouped}, count(*) from reports where ${where} group by ${grouped}`,
      )
      .execute(db);
  }
}

function addStatements(dialect: Dialect, row: string): string {
  return ROLLUPS.map((rollup) => {
    const { period, columns, where } = rollupValues(dialect, rollup, row);
    const key = ["period", ...rollup.columns].join(", ");
    return `insert into ${rollup.table} (${key}, n) select ${period}, ${columns.join(", ")}, 1 where ${where}
      on conflict (${key}) do update set n = ${rollup.table}.n + 1;`;
  }).join("\n");
}

function removeStatements(dialect: Dialect, row: string): string {
  return ROLLUPS.map((rollup) => {
    const { period, columns, where } = rollupValues(dialect, rollup, row);
    const matches = [
      `period = ${period}`,
      ...rollup.columns.map((column, index) => `${column} = ${columns[index]}`),
    ].join(" and ");
    return `update ${rollup.table} set n = n - 1 where ${where} and ${matches};`;
  }).join("\n");
}

/** The columns whose change moves a report between counts. */
const COUNTED_COLUMNS = "type, status, location_id, item_type, deleted_at, created_at, completed_at";

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create trigger reports_rollup_insert after insert on reports begin ${addStatements("sqlite", "new")} end`)
    .execute(db);
  await sql
    .raw(`create trigger reports_rollup_delete after delete on reports begin ${removeStatements("sqlite", "old")} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger reports_rollup_update after update of ${COUNTED_COLUMNS} on reports begin ${removeStatements("sqlite", "old")} ${addStatements("sqlite", "new")} end`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function reports_rollup() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${removeStatements("postgres", "old")} end if;
        if tg_op in ('UPDATE', 'INSERT') then ${addStatements("postgres", "new")} end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger reports_rollup after insert or delete or update of ${COUNTED_COLUMNS} on reports for each row execute function reports_rollup()`,
    )
    .execute(db);
}
