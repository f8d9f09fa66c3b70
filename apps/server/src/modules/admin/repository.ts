import { sql, type Kysely } from "kysely";
import type { AdminReportQuery } from "@campus/shared";
import { anyColumnContains } from "../../db/contains-text";
import type { Dialect } from "../../db/dialect";
import type { DB } from "../../db/schema";

type Range = { from: string; to: string };

/** Reports created in the range (not deleted), by location, with how many are lost, found and solved. */
export async function locationSummary(db: Kysely<DB>, range: Range) {
  return db
    .selectFrom("locations")
    .leftJoin("reports", (join) =>
      join.onRef("reports.location_id", "=", "locations.id").on("reports.deleted_at", "is", null).on("reports.created_at", ">=", range.from).on("reports.created_at", "<", range.to),
    )
    .select([
      "locations.id",
      "locations.name_en",
      "locations.name_my",
      "locations.active",
      (eb) => eb.fn.count<number | string>("reports.id").as("total"),
      sql<number | string>`sum(case when reports.type = 'lost' then 1 else 0 end)`.as("lost"),
      sql<number | string>`sum(case when reports.type = 'found' then 1 else 0 end)`.as("found"),
      sql<number | string>`sum(case when reports.status = 'solved' then 1 else 0 end)`.as("solved"),
    ])
    .groupBy(["locations.id", "locations.name_en", "locations.name_my", "locations.active"])
    .execute();
}

/** Reports created in the range by item type. */
export async function countByItemType(db: Kysely<DB>, range: Range) {
  return db
    .selectFrom("reports")
    .select(["item_type", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("deleted_at", "is", null)
    .where("created_at", ">=", range.from)
    .where("created_at", "<", range.to)
    .groupBy("item_type")
    .execute();
}

/** The median of days from report to solved, of reports created in the range and solved. */
export async function medianDaysToSolve(db: Kysely<DB>, dialect: Dialect, range: Range): Promise<number | null> {
  const solved = db.selectFrom("reports").where("deleted_at", "is", null).where("status", "=", "solved").where("created_at", ">=", range.from).where("created_at", "<", range.to);
  if (dialect === "postgres") {
    const row = await solved
      .select(sql<number | string | null>`percentile_cont(0.5) within group (order by extract(epoch from (completed_at - created_at)) / 86400)`.as("median"))
      .executeTakeFirst();
    return row?.median === null || row?.median === undefined ? null : Number(row.median);
  }
  const days = sql<number>`julianday(completed_at) - julianday(created_at)`;
  const { count } = await solved.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  if (!Number(count)) return null;
  const n = Number(count);
  const middle = await solved
    .select(days.as("days"))
    .orderBy(days)
    .limit(n % 2 ? 1 : 2)
    .offset(Math.floor((n - 1) / 2))
    .execute();
  return middle.reduce((sum, row) => sum + Number(row.days), 0) / middle.length;
}

/** Found items still pending, reported before each of the given instants (30, 60, 90 days ago). */
export async function unclaimedFound(db: Kysely<DB>, before: { d30: string; d60: string; d90: string }) {
  return db
    .selectFrom("reports")
    .select([
      sql<number | string>`sum(case when created_at < ${before.d30} then 1 else 0 end)`.as("over30"),
      sql<number | string>`sum(case when created_at < ${before.d60} then 1 else 0 end)`.as("over60"),
      sql<number | string>`sum(case when created_at < ${before.d90} then 1 else 0 end)`.as("over90"),
    ])
    .where("deleted_at", "is", null)
    .where("type", "=", "found")
    .where("status", "=", "pending")
    .where("created_at", "<", before.d30)
    .executeTakeFirstOrThrow();
}

const sortColumns = {
  created: "reports.created_at",
  event: "reports.event_date",
  type: "reports.type",
  itemType: "reports.item_type",
  status: "reports.status",
  location: "locations.name_en",
} as const;

/** Every report the admin's filters select (deleted ones never), with location and reporter. */
/** The filters on the reports' own columns (no join). */
function reportsFiltered(db: Kysely<DB>, query: AdminReportQuery) {
  let rows = db.selectFrom("reports").where("reports.deleted_at", "is", null);
  if (query.type) rows = rows.where("reports.type", "=", query.type);
  if (query.itemType) rows = rows.where("reports.item_type", "=", query.itemType);
  if (query.locationId) rows = rows.where("reports.location_id", "=", query.locationId);
  if (query.status) rows = rows.where("reports.status", "=", query.status);
  if (query.from) rows = rows.where("reports.event_date", ">=", query.from);
  if (query.to) rows = rows.where("reports.event_date", "<=", query.to);
  return rows;
}

const itemTextColumns = ["reports.item_type", "reports.item_type_other", "reports.brand", "reports.model", "reports.color", "reports.description", "reports.serial_number"];
const reporterColumns = ["reporter.name", "reporter.email", "reports.visitor_name", "reports.visitor_email"];

function filtered(db: Kysely<DB>, query: AdminReportQuery) {
  let rows = reportsFiltered(db, query).innerJoin("locations", "locations.id", "reports.location_id").leftJoin("users as reporter", "reporter.id", "reports.reporter_id");
  for (const word of (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    rows = rows.where((eb) => anyColumnContains(eb, itemTextColumns, word));
  }
  if (query.reporter) {
    const reporter = query.reporter;
    rows = rows.where((eb) => anyColumnContains(eb, reporterColumns, reporter));
  }
  return rows;
}

function withColumns(rows: ReturnType<typeof filtered>) {
  return rows.select([
    "reports.id",
    "reports.type",
    "reports.item_type",
    "reports.item_type_other",
    "reports.brand",
    "reports.model",
    "reports.color",
    "reports.serial_number",
    "reports.location_id",
    "locations.name_en as location_name_en",
    "locations.name_my as location_name_my",
    "reports.event_date",
    "reports.status",
    "reports.created_at",
    "reports.completed_at",
    "reports.reporter_id",
    "reporter.name as reporter_name",
    "reporter.email as reporter_email",
    "reports.visitor_name",
    "reports.visitor_email",
  ]);
}

/**
 * One page of the admin's report table, sorted as asked (ties newest first), and the total. The
 * page's ids are found first (from the reports alone unless the sort or the reporter filter
 * needs a join), then only those rows are read in full.
 */
export async function adminReportPage(db: Kysely<DB>, query: AdminReportQuery) {
  const base = filtered(db, query);
  const [ids, count] = await Promise.all([
    base
      .select("reports.id")
      .orderBy(sortColumns[query.sort], query.dir)
      .orderBy("reports.created_at", "desc")
      .orderBy("reports.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    countFiltered(db, query),
  ]);
  const found = ids.length ? await withColumns(filtered(db, { ...query, q: undefined, reporter: undefined })).where("reports.id", "in", ids.map((row) => row.id)).execute() : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: ids.map((row) => byId.get(row.id)).filter((row) => row !== undefined), total: Number(count) };
}

/** How many reports the filters select: from the reports alone unless words or the reporter need the joins. */
async function countFiltered(db: Kysely<DB>, query: AdminReportQuery): Promise<number> {
  const rows = query.reporter || query.q ? filtered(db, query) : reportsFiltered(db, query);
  const row = await rows.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}
export type AdminReportDbRow = Awaited<ReturnType<typeof adminReportPage>>["rows"][number];

/** Every row the filters select, in the table's order, for the CSV export (at most `limit`). */
export async function adminReportRows(db: Kysely<DB>, query: AdminReportQuery, limit: number) {
  return withColumns(filtered(db, query)).orderBy(sortColumns[query.sort], query.dir).orderBy("reports.created_at", "desc").orderBy("reports.id", "desc").limit(limit).execute();
}

/** Writes an admin's corrections to a report, with the matcher's columns recomputed. */
export async function updateReport(db: Kysely<DB>, id: string, values: Record<string, unknown>): Promise<void> {
  await db.updateTable("reports").set(values).where("id", "=", id).where("deleted_at", "is", null).execute();
}
