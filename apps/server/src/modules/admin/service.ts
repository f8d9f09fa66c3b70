import type {
  SessionUser,
  AdminOverview,
  AdminReportPage,
  AdminReportQuery,
  AdminReportRow,
  CustodyState,
  StatsView,
} from "@campus/shared";
import { ITEM_TYPES, todayIn } from "@campus/shared";
import { toIso } from "../../db/dialect";
import { statsFromCounts, statsLength } from "../reports/service";
import { keptWhileReportsUnchanged, overviewFigures, rollupCounter } from "../reports/rollups-service";
import { statsPeriod } from "../reports/stats-periods";
import { custodyStepCounts } from "../custody/retention-service";
import { csvCell } from "./csv-cell";
import { recordAudit } from "../audit/service";
import { adminReportPage, adminReportRows, type AdminReportDbRow } from "./repository";
import { addDays } from "../../core/calendar";
import type { Ctx } from "../../core/context";

/**
 * The office's dashboard for the period of `view` containing `date` (reports created in it, in
 * the university's time zone): the chart, each location's reports, the return rate, the median
 * days to solved and the busiest item types; and the found items unclaimed for 30, 60, 90 days.
 */
export async function adminOverview(
  ctx: Ctx<"database" | "config" | "clock">,
  view: StatsView,
  date?: string,
): Promise<AdminOverview> {
  const { database } = ctx;
  const now = ctx.clock();
  const day = date ?? todayIn(ctx.config.timeZone, now);
  if (database.dialect !== "sqlite" || !ctx.config.searchCache) return computeOverview(ctx, view, day, now);
  // SQLite (one process): kept while no report or location changes, and for the hour at most
  // (the unclaimed counts move on with time).
  const key = `admin-overview:${view}:${day}:${now.toISOString().slice(0, 13)}`;
  return keptWhileReportsUnchanged(ctx, key, () => computeOverview(ctx, view, day, now));
}

async function computeOverview(
  ctx: Ctx<"database" | "config" | "clock">,
  view: StatsView,
  date: string,
  now: Date,
): Promise<AdminOverview> {
  const { config } = ctx;
  const period = statsPeriod(view, date);
  const today = todayIn(config.timeZone, now);
  const daysAgo = (days: number) => addDays(today, -days);
  const [{ counts, median, unclaimed }, custodySteps] = await Promise.all([
    overviewFigures(ctx, period, statsLength(view, date), { d30: daysAgo(30), d60: daysAgo(60), d90: daysAgo(90) }),
    custodyStepCounts(ctx, period),
  ]);
  const stats = statsFromCounts(view, date, counts.byPeriod);
  const [locations, byType] = [counts.byLocation, counts.byItemType];
  const totals = stats.buckets.reduce(
    (sum, bucket) => ({
      all: sum.all + bucket.lostPending + bucket.lostSolved + bucket.foundPending + bucket.foundSolved,
      solved: sum.solved + bucket.lostSolved + bucket.foundSolved,
    }),
    { all: 0, solved: 0 },
  );
  return {
    stats,
    locations: locations.map((row) => ({
      id: row.id,
      nameEn: row.name_en,
      nameMy: row.name_my,
      active: Boolean(row.active),
      total: row.total,
      lost: row.lost,
      found: row.found,
      solved: row.solved,
    })),
    returnRate: totals.all ? totals.solved / totals.all : null,
    medianDaysToSolve: median === null ? null : Math.round(median * 10) / 10,
    unclaimed,
    custodySteps,
    busiestItemTypes: byType
      .filter((row) => (ITEM_TYPES as readonly string[]).includes(row.itemType) && row.count > 0)
      .sort((a, b) => b.count - a.count || a.itemType.localeCompare(b.itemType)),
  };
}

/** Where a found item stands (null for a lost report): disposed of, returned (solved), at the office, with the finder. */
function custodyState(row: AdminReportDbRow): CustodyState | null {
  if (row.type !== "found") return null;
  if (row.disposal) return "disposed";
  if (row.status === "solved") return "returned";
  return row.custody === "office" ? "office" : "finder";
}

function presentRow(row: AdminReportDbRow): AdminReportRow {
  const visitor = row.reporter_id === null;
  return {
    id: row.id,
    type: row.type,
    itemType: row.item_type,
    itemTypeOther: row.item_type_other,
    brand: row.brand,
    model: row.model,
    color: row.color,
    serialNumber: row.serial_number,
    location: { id: row.location_id, nameEn: row.location_name_en, nameMy: row.location_name_my },
    eventDate: String(row.event_date).slice(0, 10),
    status: row.status,
    createdAt: toIso(row.created_at),
    completedAt: toIso(row.completed_at),
    reporter: {
      visitor,
      name: (visitor ? row.visitor_name : row.reporter_name) ?? "",
      // A removed account (users.removeAccount) keeps no name, and its placeholder address is nobody's.
      email: (visitor ? row.visitor_email : row.reporter_name ? row.reporter_email : null) ?? null,
    },
    reference: row.reference,
    custodyState: custodyState(row),
    storagePlace: row.storage_place_id
      ? { id: row.storage_place_id, nameEn: row.storage_place_name_en!, nameMy: row.storage_place_name_my! }
      : null,
    disposal: row.disposal,
  };
}

/** The report table: every report the filters select, one page, sorted as asked. */
export async function adminReports(ctx: Ctx<"database">, query: AdminReportQuery): Promise<AdminReportPage> {
  const { database } = ctx;
  const page = async () => {
    const { rows, total } = await adminReportPage(database.db, query, rollupCounter(ctx));
    return { reports: rows.map(presentRow), total, page: query.page, pageSize: query.pageSize };
  };
  // SQLite: kept while no report, location or user changes them (see reports/search-cache-repository.ts).
  return database.dialect === "sqlite" && !query.reporter
    ? keptWhileReportsUnchanged(ctx, `admin-reports:${JSON.stringify(query)}`, page)
    : page();
}

/** At most this many rows go into one CSV export. */
export const CSV_ROW_LIMIT = 100_000;

/** What the filters select, as CSV (RFC 4180, UTF-8 with a byte-order mark for spreadsheets). */
export async function adminReportsCsv(
  ctx: Ctx<"database" | "clock">,
  viewer: SessionUser,
  query: AdminReportQuery,
): Promise<string> {
  const { database } = ctx;
  const rows = (await adminReportRows(database.db, query, CSV_ROW_LIMIT)).map(presentRow);
  // The file carries students' names and emails out of the system: who took it, when, and what it held.
  const filters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ""));
  await recordAudit(ctx, database.db, viewer, {
    action: "report.export",
    targetType: "export",
    targetId: "reports.csv",
    detail: { rows: rows.length, filters },
  });
  const header = [
    "id",
    "type",
    "item_type",
    "item_type_other",
    "brand",
    "model",
    "colour",
    "serial_number",
    "location",
    "event_date",
    "status",
    "reported_at",
    "completed_at",
    "reporter",
    "reporter_email",
    "by_visitor",
    "reference",
    "custody_state",
    "storage_place",
    "disposal",
  ];
  const lines = rows.map((row) =>
    [
      row.id,
      row.type,
      row.itemType,
      row.itemTypeOther,
      row.brand,
      row.model,
      row.color,
      row.serialNumber,
      row.location.nameEn,
      row.eventDate,
      row.status,
      row.createdAt,
      row.completedAt,
      row.reporter.name,
      row.reporter.email,
      row.reporter.visitor ? "yes" : "no",
      row.reference,
      row.custodyState,
      row.storagePlace?.nameEn ?? null,
      row.disposal,
    ]
      .map(csvCell)
      .join(","),
  );
  return `\uFEFF${[header.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}
