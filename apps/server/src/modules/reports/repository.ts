import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from "kysely";
import type { ReportSearch } from "@campus/shared";
import type { Dialect } from "../../db/dialect";
import type { DB, ReportsTable } from "../../db/schema";

const BATCH = 200;

export async function insertReports(db: Kysely<DB>, reports: Insertable<ReportsTable>[]): Promise<void> {
  for (let start = 0; start < reports.length; start += BATCH) {
    await db.insertInto("reports").values(reports.slice(start, start + BATCH)).execute();
  }
}

/** Counts reports that are not deleted, by type and status. */
export async function countReportsByTypeAndStatus(db: Kysely<DB>) {
  return db
    .selectFrom("reports")
    .select(["type", "status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("deleted_at", "is", null)
    .groupBy(["type", "status"])
    .execute();
}

/** A report with its location's names, for lists. */
function summaries(db: Kysely<DB>) {
  return db
    .selectFrom("reports")
    .innerJoin("locations", "locations.id", "reports.location_id")
    .select([
      "reports.id",
      "reports.type",
      "reports.item_type",
      "reports.item_type_other",
      "reports.brand",
      "reports.color",
      "reports.model",
      "reports.description",
      "reports.location_id",
      "reports.event_date",
      "reports.status",
      "reports.image",
      "reports.created_at",
      "reports.reporter_id",
      "locations.name_en as location_name_en",
      "locations.name_my as location_name_my",
      "locations.active as location_active",
    ])
    .where("reports.deleted_at", "is", null);
}
export type ReportSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["executeTakeFirstOrThrow"]>>;

/** One report that is not deleted, with its location, reporter and solver. */
export async function findReport(db: Kysely<DB>, id: string) {
  return summaries(db)
    .leftJoin("users as reporter", "reporter.id", "reports.reporter_id")
    .leftJoin("users as solver", "solver.id", "reports.solved_by")
    .select([
      "reports.serial_number",
      "reports.custody",
      "reports.visitor_name",
      "reports.visitor_email",
      "reports.visitor_phone",
      "reports.completed_at",
      "reporter.name as reporter_name",
      "reporter.email as reporter_email",
      "reporter.phone_no as reporter_phone",
      "solver.name as solver_name",
    ])
    .where("reports.id", "=", id)
    .executeTakeFirst();
}
export type ReportDetailsRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Letters and digits only, at most eight words: safe to put in either dialect's text query. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** A query of the reports table alone: the search narrows it by its filters before joining anything. */
type ReportsQuery<O> = SelectQueryBuilder<DB, "reports", O>;

function whereText<O>(query: ReportsQuery<O>, dialect: Dialect, words: string[]): ReportsQuery<O> {
  if (!words.length) return query;
  if (dialect === "postgres") {
    const tsquery = words.map((word) => `${word}:*`).join(" & ");
    return query.where(sql<boolean>`reports.search_vector @@ to_tsquery('simple', ${tsquery})`);
  }
  const match = words.map((word) => `"${word}"*`).join(" ");
  return query.where("reports.id", "in", sql<string>`(select report_id from reports_fts where reports_fts match ${match})`);
}

/**
 * One page of the reports the filters select, and how many there are in all.
 *
 * The filters, order and page apply to the reports table alone, and only the page's reports
 * are joined to their locations: joined first, SQLite reads every report location by location
 * and sorts them all (over 100,000 reports, a tenth of a second for the unfiltered first
 * page). The count needs no join either: every report has a location.
 *
 * With free text on SQLite, finding the matches is the costly part and the page and the count
 * would each find them, one after the other on the one connection: there one pass counts them
 * (a window count) and picks the page. PostgreSQL runs the two side by side, and its planner
 * costs such a window as if the page's LIMIT stopped it early (it walks the newest-first index
 * instead of using the text index).
 */
export async function searchReports(db: Kysely<DB>, dialect: Dialect, filters: ReportSearch, viewerId: string) {
  let matching = db.selectFrom("reports").where("reports.deleted_at", "is", null);
  if (filters.type) matching = matching.where("reports.type", "=", filters.type);
  if (filters.itemType) matching = matching.where("reports.item_type", "=", filters.itemType);
  if (filters.locationId) matching = matching.where("reports.location_id", "=", filters.locationId);
  if (filters.status) matching = matching.where("reports.status", "=", filters.status);
  if (filters.from) matching = matching.where("reports.event_date", ">=", filters.from);
  if (filters.to) matching = matching.where("reports.event_date", "<=", filters.to);
  if (filters.mine) matching = matching.where("reports.reporter_id", "=", viewerId);
  const words = searchWords(filters.q ?? "");
  matching = whereText(matching, dialect, words);

  const onePass = words.length > 0 && dialect === "sqlite";
  const direction = filters.sort === "oldest" ? "asc" : "desc";
  const offset = (filters.page - 1) * filters.pageSize;
  const count = async () => {
    const row = await matching.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const page = matching
    .select((eb) => ["reports.id", "reports.created_at", (onePass ? eb.fn.countAll<number | string>().over() : eb.lit(0)).as("total")])
    .orderBy("reports.created_at", direction)
    .orderBy("reports.id", direction)
    .limit(filters.pageSize)
    .offset(offset)
    .as("page");
  const pageRows = async () => {
    const found = await summaries(db)
      .innerJoin(page, "page.id", "reports.id")
      .select("page.total")
      .orderBy("page.created_at", direction)
      .orderBy("page.id", direction)
      .execute();
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0] ? Number(found[0].total) : undefined };
  };

  if (onePass) {
    const { rows, total } = await pageRows();
    // Past the last page no row carries the count.
    return { rows, total: total ?? (offset > 0 ? await count() : 0) };
  }
  const [{ rows }, total] = await Promise.all([pageRows(), count()]);
  return { rows, total };
}

/** The newest pending found reports that have a photo. */
export async function recentFoundWithPhotos(db: Kysely<DB>, limit: number) {
  return summaries(db)
    .where("reports.type", "=", "found")
    .where("reports.status", "=", "pending")
    .where("reports.image", "is not", null)
    .orderBy("reports.created_at", "desc")
    .limit(limit)
    .execute();
}

/** Marks a pending report solved; false when it was not pending (or is deleted). */
export async function markSolved(db: Kysely<DB>, id: string, solverId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({ status: "solved", completed_at: at, solved_by: solverId })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Soft-deletes a report and forgets its photo; false when it was already deleted. */
export async function softDeleteReport(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable("reports").set({ deleted_at: at, image: null }).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Reports created between two instants, counted by type, status and the local calendar `unit`
 * (day, month or year) they were created on, `offsetMinutes` east of UTC.
 */
export async function countCreatedBy(db: Kysely<DB>, dialect: Dialect, range: { from: string; to: string }, unit: "day" | "month" | "year", timeZone: string, offsetMinutes: number) {
  const length = { day: 10, month: 7, year: 4 }[unit];
  const local =
    dialect === "postgres"
      ? sql<string>`left(to_char(reports.created_at at time zone ${timeZone}, 'YYYY-MM-DD'), ${length})`
      : sql<string>`substr(strftime('%Y-%m-%d', reports.created_at, ${`${offsetMinutes} minutes`}), 1, ${length})`;
  const rows = await db
    .selectFrom("reports")
    .select(["type", "status", local.as("period"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("deleted_at", "is", null)
    .where("created_at", ">=", range.from)
    .where("created_at", "<", range.to)
    // By the output column's name: PostgreSQL would not see two bound time zones as one expression.
    .groupBy(["type", "status", sql.ref("period")])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
