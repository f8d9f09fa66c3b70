import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type {
  NewReport,
  ReportDetails,
  ReportPage,
  ReportSearch,
  ReportStats,
  ReportSummary,
  SessionUser,
  StatsView,
  VisitorReport,
} from "@campus/shared";
import { hasOfficePowers, todayIn } from "@campus/shared";
import type { Database } from "../../db/dialect";
import type { ReportsTable } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { Outbox } from "../../infra/jobs/outbox";
import { auditedReport, recordAudit } from "../audit/service";
import { requireActiveLocation } from "../locations/service";
import { newReportJobs } from "../../core/job-kinds";
import { publishUploadedImage, removePublishedImage } from "../uploads/service";
import { reportPolicy } from "./policy";
import { countsByPeriod } from "./rollups";
import { presentDetails, presentSummary } from "./present";
import {
  findReport,
  findReportIdByClientId,
  findSummaries,
  insertReports,
  markSolved,
  recentFoundWithPhotos,
  searchReports as searchReportRows,
  softDeleteReport,
} from "./repository";
import { bucketCounts, statsPeriod } from "./stats-periods";
import type { Ctx } from "../../core/context";

const notFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");

type ItemFields = Pick<
  NewReport,
  | "itemType"
  | "itemTypeOther"
  | "brand"
  | "color"
  | "serialNumber"
  | "model"
  | "description"
  | "locationId"
  | "eventDate"
>;

/** The item, place and date of a report form as report columns ("other" keeps its free-text type). */
export function itemColumns(input: ItemFields) {
  return {
    item_type: input.itemType,
    item_type_other: input.itemType === "other" ? input.itemTypeOther : null,
    brand: input.brand,
    color: input.color,
    serial_number: input.serialNumber,
    model: input.model,
    description: input.description,
    location_id: input.locationId,
    event_date: input.eventDate,
  };
}

/** Saves a checked report with the jobs it starts (matching, telling the office), together, then wakes the worker. */
async function insertChecked(database: Database, outbox: Outbox, row: Insertable<ReportsTable>): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await requireActiveLocation(trx, row.location_id);
    await insertReports(trx, [row]);
    await outbox.enqueue(trx, newReportJobs(row.id));
  });
  outbox.wake();
}

/**
 * The report a retry refers to: the one `reporterId` (null: a visitor) already sent with the
 * same client id. Also after a failed insert, which may have lost a race to a parallel attempt.
 */
async function alreadySent(
  database: Database,
  reporterId: string | null,
  clientId: string | undefined,
): Promise<string | undefined> {
  return clientId ? findReportIdByClientId(database.db, reporterId, clientId) : undefined;
}

/**
 * A student's new lost or found report. The photo, when given, is checked and published first;
 * if the report then cannot be saved the photo is removed again, so nothing is half saved. Sent
 * again with the same client id (the answer was lost), it returns the report already saved.
 */
export async function createReport(
  ctx: Ctx<"database" | "storage" | "outbox" | "config">,
  user: SessionUser,
  input: NewReport,
): Promise<ReportDetails> {
  const { database, outbox, config } = ctx;
  const earlier = await alreadySent(database, user.id, input.clientId);
  if (earlier) return getReport(ctx, user, earlier);
  await requireActiveLocation(database.db, input.locationId);
  const image = input.image ? await publishUploadedImage(ctx, user.id, input.image, config.maxUploadBytes) : null;
  const id = randomUUID();
  try {
    await insertChecked(database, outbox, {
      id,
      type: input.type,
      ...itemColumns(input),
      custody: input.type === "found" ? input.custody : null,
      image,
      reporter_id: user.id,
      client_id: input.clientId ?? null,
      created_at: new Date().toISOString(),
    });
  } catch (error) {
    await removePublishedImage(ctx, image);
    const raced = await alreadySent(database, user.id, input.clientId).catch(() => undefined);
    if (raced) return getReport(ctx, user, raced);
    throw error;
  }
  return getReport(ctx, user, id);
}

/** A visitor's found report: pending like any other, with the visitor's name and contact. Safe to send again with the same client id. */
export async function createVisitorReport(
  ctx: Ctx<"database" | "outbox">,
  input: VisitorReport,
): Promise<{ id: string }> {
  const { database, outbox } = ctx;
  const earlier = await alreadySent(database, null, input.clientId);
  if (earlier) return { id: earlier };
  const id = randomUUID();
  try {
    await insertChecked(database, outbox, {
      id,
      type: "found",
      ...itemColumns(input),
      custody: input.custody,
      visitor_name: input.visitorName,
      visitor_email: input.visitorEmail,
      visitor_phone: input.visitorPhone,
      client_id: input.clientId ?? null,
      created_at: new Date().toISOString(),
    });
  } catch (error) {
    const raced = await alreadySent(database, null, input.clientId).catch(() => undefined);
    if (raced) return { id: raced };
    throw error;
  }
  return { id };
}

/** One report as `viewer` may see it; 404 when missing or deleted. */
export async function getReport(ctx: Ctx<"database">, viewer: SessionUser, id: string): Promise<ReportDetails> {
  const { database } = ctx;
  const row = await findReport(database.db, id);
  if (!row) throw notFound();
  return presentDetails(row, viewer);
}

/** A page of the reports the filters select, newest first unless asked otherwise. */
export async function searchReports(
  ctx: Ctx<"database">,
  viewer: SessionUser,
  filters: ReportSearch,
): Promise<ReportPage> {
  const { database } = ctx;
  const { rows, total, totalCapped } = await searchReportRows(database.db, database.dialect, filters, viewer.id);
  return {
    reports: rows.map((row) => presentSummary(row, viewer.id)),
    total,
    totalCapped,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Marks a report solved, recording when and by whom. The reporter or an admin. */
export async function completeReport(ctx: Ctx<"database">, viewer: SessionUser, id: string): Promise<ReportDetails> {
  const { database } = ctx;
  const row = await findReport(database.db, id);
  if (!row) throw notFound();
  if (!reportPolicy.manage(viewer, row)) throw new AppError(403, "FORBIDDEN", "reports.errors.notYours");
  if (row.status === "solved") throw new AppError(409, "ALREADY_SOLVED", "reports.errors.alreadySolved");
  const solved = await database.db.transaction().execute(async (trx) => {
    const done = await markSolved(trx, id, viewer.id, new Date().toISOString());
    if (done && hasOfficePowers(viewer))
      await recordAudit(trx, viewer, {
        action: "report.complete",
        targetType: "report",
        targetId: id,
        detail: { report: auditedReport(row) },
      });
    return done;
  });
  if (!solved) throw new AppError(409, "ALREADY_SOLVED", "reports.errors.alreadySolved");
  return getReport(ctx, viewer, id);
}

/**
 * Marks a report solved because both sides of its conversation said the item was handed over
 * (chat): its reporter counts as the one who solved it. False when it was no longer pending.
 */
export async function solveAfterHandover(ctx: Ctx<"database">, id: string, reporterId: string): Promise<boolean> {
  const { database } = ctx;
  return markSolved(database.db, id, reporterId, new Date().toISOString());
}

/**
 * Deletes a report for everyone: it leaves every list and search and its photo leaves storage;
 * the row stays, marked deleted, for the audit trail. The reporter or an admin.
 */
export async function deleteReport(ctx: Ctx<"database" | "storage">, viewer: SessionUser, id: string): Promise<void> {
  const { database } = ctx;
  const row = await findReport(database.db, id);
  if (!row) throw notFound();
  if (!reportPolicy.manage(viewer, row)) throw new AppError(403, "FORBIDDEN", "reports.errors.notYours");
  const deleted = await database.db.transaction().execute(async (trx) => {
    const done = await softDeleteReport(trx, id, new Date().toISOString());
    if (done && hasOfficePowers(viewer))
      await recordAudit(trx, viewer, {
        action: "report.delete",
        targetType: "report",
        targetId: id,
        detail: { report: auditedReport(row) },
      });
    return done;
  });
  if (!deleted) throw notFound();
  await removePublishedImage(ctx, row.image);
}

/** The summary chart: reports created in the period, by type and status, in the university's time zone. */
export async function reportStats(
  ctx: Ctx<"database">,
  timeZone: string,
  view: StatsView,
  date = todayIn(timeZone),
): Promise<ReportStats> {
  const { database } = ctx;
  const period = statsPeriod(view, date);
  const rows = await countsByPeriod(database.db, period, { day: 10, month: 7, year: 4 }[period.unit]);
  return { view, from: period.from, to: period.to, buckets: bucketCounts(period, rows) };
}

/** The home page's carousel: the newest unclaimed found items with a photo. */
export async function recentFoundItems(
  ctx: Ctx<"database">,
  viewer: SessionUser,
  limit = 10,
): Promise<ReportSummary[]> {
  const { database } = ctx;
  return (await recentFoundWithPhotos(database.db, limit)).map((row) => presentSummary(row, viewer.id));
}

/** The reports with these ids as `viewer` may see them in a list, by id (deleted ones are absent). */
export async function reportSummaries(
  ctx: Ctx<"database">,
  viewer: SessionUser,
  ids: string[],
): Promise<Map<string, ReportSummary>> {
  const { database } = ctx;
  return new Map((await findSummaries(database.db, ids)).map((row) => [row.id, presentSummary(row, viewer.id)]));
}

/** A report with everything a notification about it says (location names, reporter); null when deleted. */
export async function reportForNotification(ctx: Ctx<"database">, id: string) {
  const { database } = ctx;
  return (await findReport(database.db, id)) ?? null;
}
