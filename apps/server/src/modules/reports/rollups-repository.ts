import { sql, type Kysely } from "kysely";
import { recountAllReports } from "./rollup-recount-repository";
import type { DB } from "../../db/schema";
import type { Dialect } from "../../db/dialect";
import type { ReportFieldFilters } from "../../db/report-filters";
import type { ItemType, ReportStatus, ReportType } from "@campus/shared";
import { addDays } from "../../core/calendar";

/** The time zone (and, for SQLite, its offset) the report counts were made in; undefined before the first start. */
export async function findStatsZone(db: Kysely<DB>) {
  return db.selectFrom("stats_zone").select(["time_zone", "offset_minutes"]).where("id", "=", 1).executeTakeFirst();
}

/** Records the statistics' new time zone and counts every report again under it, in one transaction. */
export async function recountInZone(db: Kysely<DB>, dialect: Dialect, timeZone: string, offset: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("stats_zone")
      .set({ time_zone: timeZone, offset_minutes: offset })
      .where("id", "=", 1)
      .execute();
    await recountAllReports(trx, dialect);
  });
}

/** The filters the month rollups are keyed by (so can count by themselves). */
export type RollupFilters = Pick<ReportFieldFilters, "type" | "status" | "itemType" | "locationId">;

/** Local days, inclusive. */
export type DayRange = { from: string; to: string };

/** Whether the days are whole months (then the month tables answer, reading a row where the day tables read thirty). */
function wholeMonths(days: DayRange): boolean {
  return days.from.endsWith("-01") && addDays(days.to, 1).endsWith("-01");
}

/** The counts table and period bounds that answer for the days. */
function countsFor(days: DayRange) {
  return wholeMonths(days)
    ? { table: "report_month_counts" as const, from: days.from.slice(0, 7), to: days.to.slice(0, 7) }
    : { table: "report_day_counts" as const, from: days.from, to: days.to };
}

/** Reports created in the days, by type, status and the period's first `length` characters (YYYY-MM-DD, YYYY-MM or YYYY). */
export async function countsByPeriod(db: Kysely<DB>, days: DayRange, length: number) {
  const source =
    length === 10 ? { table: "report_day_counts" as const, from: days.from, to: days.to } : countsFor(days);
  const period = sql<string>`substr(period, 1, ${length})`;
  const rows = await db
    .selectFrom(source.table)
    .select(["type", "status", period.as("grouped"), (eb) => eb.fn.sum<number | string>("n").as("count")])
    .where("period", ">=", source.from)
    .where("period", "<=", source.to)
    // By the output column's name: PostgreSQL would not see two bound lengths as one expression.
    .groupBy(["type", "status", sql.ref("grouped")])
    .execute();
  return rows.map((row) => ({ type: row.type, status: row.status, period: row.grouped, count: Number(row.count) }));
}

/** Every location with its reports created in the days: total, lost, found and solved. */
export async function countsByLocation(db: Kysely<DB>, days: DayRange) {
  const source = countsFor(days);
  const counts = db
    .selectFrom(source.table)
    .select([
      "location_id",
      (eb) => eb.fn.sum<number | string>("n").as("total"),
      sql<number | string>`sum(case when type = 'lost' then n else 0 end)`.as("lost"),
      sql<number | string>`sum(case when type = 'found' then n else 0 end)`.as("found"),
      sql<number | string>`sum(case when status = 'solved' then n else 0 end)`.as("solved"),
    ])
    .where("period", ">=", source.from)
    .where("period", "<=", source.to)
    .groupBy("location_id")
    .as("counts");
  const rows = await db
    .selectFrom("locations")
    .leftJoin(counts, "counts.location_id", "locations.id")
    .select([
      "locations.id",
      "locations.name_en",
      "locations.name_my",
      "locations.active",
      "counts.total",
      "counts.lost",
      "counts.found",
      "counts.solved",
    ])
    .execute();
  return rows.map((row) => ({
    ...row,
    total: Number(row.total ?? 0),
    lost: Number(row.lost ?? 0),
    found: Number(row.found ?? 0),
    solved: Number(row.solved ?? 0),
  }));
}

/**
 * The office overview's three counts of the reports created in the days (by period of `length`
 * characters with type and status, by location, by item type), as countsByPeriod,
 * countsByLocation and countsByItemType give them. PostgreSQL reads the counts once for all three
 * (grouping sets): on its side that is the overview's largest cost, three passes over up to
 * thousands of rows for the yearly view. SQLite runs the three queries (its overview is kept).
 */
export async function overviewCounts(db: Kysely<DB>, dialect: Dialect, days: DayRange, length: number) {
  if (dialect !== "postgres") {
    const [byPeriod, byLocation, byItemType] = await Promise.all([
      countsByPeriod(db, days, length),
      countsByLocation(db, days),
      countsByItemType(db, days),
    ]);
    return { byPeriod, byLocation, byItemType };
  }
  const source =
    length === 10 ? { table: "report_day_counts" as const, from: days.from, to: days.to } : countsFor(days);
  // A whole number chosen here (10, 7 or 4), written into the statement so every mention of the
  // expression is the same one to PostgreSQL.
  const grouped = sql.raw(`substr(period, 1, ${Math.trunc(length)})`);
  const [{ rows }, locations] = await Promise.all([
    sql<{
      grouped: string | null;
      type: ReportType | null;
      status: ReportStatus | null;
      location_id: string | null;
      item_type: ItemType | null;
      n: number | string;
      sets: number;
    }>`select ${grouped} as grouped, type, status, location_id, item_type, sum(n) as n,
         grouping(${grouped}, location_id, item_type) as sets
       from ${sql.table(source.table)}
       where period >= ${source.from} and period <= ${source.to}
       group by grouping sets ((${grouped}, type, status), (location_id, type, status), (item_type))`.execute(db),
    db.selectFrom("locations").select(["id", "name_en", "name_my", "active"]).execute(),
  ]);
  // grouping(…) sets a bit for each of its arguments the row is not grouped by: 3 = by period, 5 = by location, 6 = by item type.
  const byPeriod: Array<{ type: ReportType; status: ReportStatus; period: string; count: number }> = [];
  const perLocation = new Map<string, { total: number; lost: number; found: number; solved: number }>();
  const byItemType: Array<{ itemType: ItemType; count: number }> = [];
  for (const row of rows) {
    const count = Number(row.n);
    if (row.sets === 3) byPeriod.push({ type: row.type!, status: row.status!, period: row.grouped!, count });
    else if (row.sets === 6) byItemType.push({ itemType: row.item_type!, count });
    else if (row.sets === 5) {
      const sums = perLocation.get(row.location_id!) ?? { total: 0, lost: 0, found: 0, solved: 0 };
      sums.total += count;
      if (row.type === "lost") sums.lost += count;
      if (row.type === "found") sums.found += count;
      if (row.status === "solved") sums.solved += count;
      perLocation.set(row.location_id!, sums);
    }
  }
  const byLocation = locations.map((location) => ({
    ...location,
    ...(perLocation.get(location.id) ?? { total: 0, lost: 0, found: 0, solved: 0 }),
  }));
  return { byPeriod, byLocation, byItemType };
}

/** Reports created in the days, by item type. */
export async function countsByItemType(db: Kysely<DB>, days: DayRange) {
  const source = countsFor(days);
  const rows = await db
    .selectFrom(source.table)
    .select(["item_type", (eb) => eb.fn.sum<number | string>("n").as("count")])
    .where("period", ">=", source.from)
    .where("period", "<=", source.to)
    .groupBy("item_type")
    .execute();
  return rows.map((row) => ({ itemType: row.item_type, count: Number(row.count) }));
}

/**
 * The median of days from report to solved, of the reports created in the days and solved; null
 * when none. Counted in whole days, the median is placed within its day as if the reports in it
 * were spread evenly (2 and 4 days give 3; within half a day of the exact figure).
 */
export async function medianSolveDays(db: Kysely<DB>, days: DayRange): Promise<number | null> {
  const source = wholeMonths(days)
    ? { table: "report_solve_months" as const, from: days.from.slice(0, 7), to: days.to.slice(0, 7) }
    : { table: "report_solve_days" as const, ...days };
  const rows = await db
    .selectFrom(source.table)
    .select(["solve_days", (eb) => eb.fn.sum<number | string>("n").as("count")])
    .where("period", ">=", source.from)
    .where("period", "<=", source.to)
    .groupBy("solve_days")
    .orderBy("solve_days")
    .execute();
  const histogram = rows
    .map((row) => ({ days: Number(row.solve_days), count: Number(row.count) }))
    .filter((row) => row.count > 0);
  const total = histogram.reduce((sum, row) => sum + row.count, 0);
  if (!total) return null;
  const middle = total / 2;
  let before = 0;
  for (const row of histogram) {
    if (before + row.count >= middle) return row.days + (middle - before) / row.count;
    before += row.count;
  }
  return histogram.at(-1)!.days + 1;
}

/**
 * Found items still pending, reported on local days before each of the given days: the whole
 * months before each day's month from the month counts, and that month's days before it from
 * the day counts (a few hundred rows however long the office has run).
 */
export async function unclaimedBefore(db: Kysely<DB>, before: { d30: string; d60: string; d90: string }) {
  const thresholds = { over30: before.d30, over60: before.d60, over90: before.d90 };
  const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
  const pendingFound = (table: "report_month_counts" | "report_day_counts") =>
    db.selectFrom(table).where("type", "=", "found").where("status", "=", "pending");
  const [months, days] = await Promise.all([
    pendingFound("report_month_counts")
      .select(
        (Object.entries(thresholds) as Array<[keyof typeof thresholds, string]>).map(([name, day]) =>
          sql<number | string>`sum(case when period < ${day.slice(0, 7)} then n else 0 end)`.as(name),
        ),
      )
      .where("period", "<", before.d30.slice(0, 7))
      .executeTakeFirstOrThrow(),
    pendingFound("report_day_counts")
      .select(
        (Object.entries(thresholds) as Array<[keyof typeof thresholds, string]>).map(([name, day]) =>
          sql<number | string>`sum(case when period >= ${monthStart(day)} and period < ${day} then n else 0 end)`.as(
            name,
          ),
        ),
      )
      .where("period", ">=", monthStart(before.d90))
      .where("period", "<", before.d30)
      .executeTakeFirstOrThrow(),
  ]);
  const total = (name: keyof typeof thresholds) => Number(months[name] ?? 0) + Number(days[name] ?? 0);
  return { over30: total("over30"), over60: total("over60"), over90: total("over90") };
}

/**
 * The month rollups narrowed as these filters narrow the reports (all of them are columns the
 * rollups are keyed by): every report not deleted, counted once, kept by the database.
 */
function rollupsWhere(db: Kysely<DB>, filters: RollupFilters) {
  let rows = db.selectFrom("report_month_counts");
  if (filters.type) rows = rows.where("type", "=", filters.type);
  if (filters.status) rows = rows.where("status", "=", filters.status);
  if (filters.itemType) rows = rows.where("item_type", "=", filters.itemType);
  if (filters.locationId) rows = rows.where("location_id", "=", filters.locationId);
  return rows;
}

/** How many reports (not deleted) these filters select, from the rollups. */
export async function rolledUpCount(db: Kysely<DB>, filters: RollupFilters): Promise<number> {
  const row = await rollupsWhere(db, filters)
    .select((eb) => eb.fn.sum<number | string>("n").as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count ?? 0);
}

/** The same per location: each location's id and count (locations without reports may be absent). */
export async function rolledUpCountsByLocation(db: Kysely<DB>, filters: RollupFilters) {
  return rollupsWhere(db, filters)
    .select(["location_id", (eb) => eb.fn.sum<number | string>("n").as("count")])
    .groupBy("location_id")
    .execute();
}
