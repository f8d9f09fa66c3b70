import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import type { AdminReportQuery, CustodyState } from "@campus/shared";
import { anyColumnContains } from "../../db/contains-text";
import { reportsWhere } from "../../db/report-filters";
import type { RollupCounter } from "../reports/rollups-service";
import type { DB } from "../../db/schema";

const sortColumns = {
  created: "reports.created_at",
  event: "reports.event_date",
  type: "reports.type",
  itemType: "reports.item_type",
  status: "reports.status",
  location: "locations.name_en",
} as const;

const itemTextColumns = [
  "reports.item_type",
  "reports.item_type_other",
  "reports.brand",
  "reports.model",
  "reports.color",
  "reports.description",
  "reports.serial_number",
];
const reporterColumns = ["reporter.name", "reporter.email", "reports.visitor_name", "reports.visitor_email"];

/** Found items in one custody state: with the finder, at the office (both pending), returned (solved), disposed of. */
function custodyStateIs(state: CustodyState) {
  return (eb: ExpressionBuilder<DB, "reports">): Expression<SqlBool> => {
    if (state === "disposed") return eb("reports.disposal", "is not", null);
    const found = eb("reports.type", "=", "found");
    if (state === "returned")
      return eb.and([found, eb("reports.status", "=", "solved"), eb("reports.disposal", "is", null)]);
    const pending = eb("reports.status", "=", "pending");
    return state === "office"
      ? eb.and([found, pending, eb("reports.custody", "=", "office")])
      : eb.and([found, pending, eb.or([eb("reports.custody", "=", "finder"), eb("reports.custody", "is", null)])]);
  };
}

/** The table's own filters on top of the search's: custody state and storage place. */
function officeWhere(db: Kysely<DB>, query: AdminReportQuery) {
  let rows = reportsWhere(db, query);
  if (query.custodyState) rows = rows.where(custodyStateIs(query.custodyState));
  if (query.storagePlaceId) rows = rows.where("reports.storage_place_id", "=", query.storagePlaceId);
  return rows;
}

/** Every report the admin's filters select (deleted ones never), with location and reporter. */
function filtered(db: Kysely<DB>, query: AdminReportQuery) {
  let rows = officeWhere(db, query)
    .innerJoin("locations", "locations.id", "reports.location_id")
    .leftJoin("users as reporter", "reporter.id", "reports.reporter_id")
    .leftJoin("storage_places", "storage_places.id", "reports.storage_place_id");
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
    "reports.reference",
    "reports.custody",
    "reports.disposal",
    "storage_places.id as storage_place_id",
    "storage_places.name_en as storage_place_name_en",
    "storage_places.name_my as storage_place_name_my",
  ]);
}

/**
 * One page of the admin's report table, sorted as asked (ties newest first), and the total. The
 * page's ids are found first (from the reports alone unless the sort or the reporter filter
 * needs a join), then only those rows are read in full.
 */
export async function adminReportPage(db: Kysely<DB>, query: AdminReportQuery, rollups: RollupCounter) {
  const { ids, total } =
    query.sort === "location"
      ? await idsByLocation(db, query, rollups)
      : await Promise.all([
          filtered(db, query)
            .select("reports.id")
            .orderBy(sortColumns[query.sort], query.dir)
            .orderBy("reports.created_at", "desc")
            .orderBy("reports.id", "desc")
            .limit(query.pageSize)
            .offset((query.page - 1) * query.pageSize)
            .execute(),
          countFiltered(db, query, rollups),
        ]).then(([rows, count]) => ({ ids: rows.map((row) => row.id), total: count }));
  const found = ids.length
    ? await withColumns(filtered(db, { ...query, q: undefined, reporter: undefined }))
        .where("reports.id", "in", ids)
        .execute()
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined), total };
}

/**
 * A page sorted by location without sorting every selected report by its location's name: the
 * locations (a few dozen) in name order, how many selected reports each has, then only the
 * locations the page falls in, each newest first. Sorting tens of thousands of joined rows by a
 * name cost PostgreSQL 57 ms a page at 100,000 reports.
 */
async function idsByLocation(
  db: Kysely<DB>,
  query: AdminReportQuery,
  rollups: RollupCounter,
): Promise<{ ids: string[]; total: number }> {
  const [locations, counts] = await Promise.all([
    db.selectFrom("locations").select("id").orderBy("name_en", query.dir).orderBy("id", query.dir).execute(),
    countsPerLocation(db, query, rollups),
  ]);
  let skip = (query.page - 1) * query.pageSize;
  let wanted = query.pageSize;
  const ids: string[] = [];
  for (const { id } of locations) {
    if (wanted === 0) break;
    const count = counts.get(id) ?? 0;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const rows = await filtered(db, { ...query, locationId: id })
      .select("reports.id")
      .orderBy("reports.created_at", "desc")
      .orderBy("reports.id", "desc")
      .limit(wanted)
      .offset(skip)
      .execute();
    ids.push(...rows.map((row) => row.id));
    wanted -= rows.length;
    skip = 0;
  }
  return { ids, total: [...counts.values()].reduce((sum, count) => sum + count, 0) };
}

/** Whether only the columns the rollup tables are keyed by filter the query (then they can count it). */
function countableFromRollups(query: AdminReportQuery): boolean {
  return !query.q && !query.reporter && !query.from && !query.to && !query.custodyState && !query.storagePlaceId;
}

/** The rows to count: the reports alone, unless words or the reporter need the joins. */
function countedRows(db: Kysely<DB>, query: AdminReportQuery) {
  return query.reporter || query.q ? filtered(db, query) : officeWhere(db, query);
}

/** The reports the filters select, per location: from the rollups when they can tell, else counted. */
async function countsPerLocation(
  db: Kysely<DB>,
  query: AdminReportQuery,
  rollups: RollupCounter,
): Promise<Map<string, number>> {
  const rows = countableFromRollups(query)
    ? await rollups.byLocation(query)
    : await countedRows(db, query)
        .select(["reports.location_id", (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy("reports.location_id")
        .execute();
  return new Map(rows.map((row) => [row.location_id, Number(row.count)]));
}

/**
 * How many reports the filters select: from the rollups when they can tell, else counted.
 */
async function countFiltered(db: Kysely<DB>, query: AdminReportQuery, rollups: RollupCounter): Promise<number> {
  if (countableFromRollups(query)) return rollups.count(query);
  const row = await countedRows(db, query)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
export type AdminReportDbRow = Awaited<ReturnType<typeof adminReportPage>>["rows"][number];

/** Every row the filters select, in the table's order, for the CSV export (at most `limit`). */
export async function adminReportRows(db: Kysely<DB>, query: AdminReportQuery, limit: number) {
  return withColumns(filtered(db, query))
    .orderBy(sortColumns[query.sort], query.dir)
    .orderBy("reports.created_at", "desc")
    .orderBy("reports.id", "desc")
    .limit(limit)
    .execute();
}
