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

function whereText<O>(query: SelectQueryBuilder<DB, "reports" | "locations", O>, dialect: Dialect, words: string[]) {
  if (!words.length) return query;
  if (dialect === "postgres") {
    const tsquery = words.map((word) => `${word}:*`).join(" & ");
    return query.where(sql<boolean>`reports.search_vector @@ to_tsquery('simple', ${tsquery})`);
  }
  const match = words.map((word) => `"${word}"*`).join(" ");
  return query.where("reports.id", "in", sql<string>`(select report_id from reports_fts where reports_fts match ${match})`);
}

/** One page of the reports the filters select, and how many there are in all. */
export async function searchReports(db: Kysely<DB>, dialect: Dialect, filters: ReportSearch, viewerId: string) {
  let query = summaries(db);
  if (filters.type) query = query.where("reports.type", "=", filters.type);
  if (filters.itemType) query = query.where("reports.item_type", "=", filters.itemType);
  if (filters.locationId) query = query.where("reports.location_id", "=", filters.locationId);
  if (filters.status) query = query.where("reports.status", "=", filters.status);
  if (filters.from) query = query.where("reports.event_date", ">=", filters.from);
  if (filters.to) query = query.where("reports.event_date", "<=", filters.to);
  if (filters.mine) query = query.where("reports.reporter_id", "=", viewerId);
  query = whereText(query, dialect, searchWords(filters.q ?? ""));

  const direction = filters.sort === "oldest" ? "asc" : "desc";
  const [rows, total] = await Promise.all([
    query
      .orderBy("reports.created_at", direction)
      .orderBy("reports.id", direction)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
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
