import { sql, type QueryExecutorProvider } from "kysely";
import type { Dialect } from "../../db/dialect";

/**
 * Counting every report into the statistics' rollup tables again (when the university's time
 * zone changes). Migration 0009 made the tables and the triggers that keep them current; they
 * count the same way as this (rollups.test.ts checks both against the reports themselves),
 * but the migration keeps its own frozen copy, since migrations import nothing from live code.
 */
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

/** The SQL of a report's local period (in the zone `stats_zone` holds) and of each column a rollup counts by. */
function groupedBy(
  dialect: Dialect,
  rollup: (typeof ROLLUPS)[number],
): { period: string; columns: string[]; where: string } {
  const day =
    dialect === "postgres"
      ? `to_char(created_at at time zone (select time_zone from stats_zone where id = 1), 'YYYY-MM-DD')`
      : `date(created_at, (select offset_minutes from stats_zone where id = 1) || ' minutes')`;
  const solveDays =
    dialect === "postgres"
      ? `floor(extract(epoch from (completed_at - created_at)) / 86400)::integer`
      : `cast(julianday(completed_at) - julianday(created_at) as integer)`;
  return {
    period: rollup.length === 10 ? day : `substr(${day}, 1, 7)`,
    columns: rollup.columns.map((column) => (column === "solve_days" ? solveDays : column)),
    where: rollup.solvedOnly
      ? `deleted_at is null and status = 'solved' and completed_at is not null`
      : `deleted_at is null`,
  };
}

/** Empties every rollup and counts every report into it again. */
export async function recountAllReports(db: QueryExecutorProvider, dialect: Dialect): Promise<void> {
  for (const rollup of ROLLUPS) {
    const { period, columns, where } = groupedBy(dialect, rollup);
    const grouped = [period, ...columns].join(", ");
    await sql.raw(`delete from ${rollup.table}`).execute(db);
    await sql
      .raw(
        `insert into ${rollup.table} (period, ${rollup.columns.join(", ")}, n) select ${grouped}, count(*) from reports where ${where} group by ${grouped}`,
      )
      .execute(db);
  }
}
