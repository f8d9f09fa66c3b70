import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type {
  Language,
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
import type { DB, ReportsTable } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { auditedReport, recordAudit } from "../audit/service";
import { requireActiveLocation } from "../locations/service";
import { newReportJobs, notificationJobs } from "../../core/jobs";
import { publishUploadedImage, publishVisitorImage, removePublishedImage } from "../uploads/service";
import { writeHiddenDetails } from "./hidden-details-repository";
import { reportPolicy } from "./policy";
import { countsByPeriod } from "./rollups-repository";
import { presentDetails, presentSummary } from "./present";
import {
  findReport,
  findReportsCreatedBetween,
  findReportIdByClientId,
  findSummaries,
  freshReference,
  insertReports,
  markSolved,
  findPendingReportsOf,
  recentFoundWithPhotos,
  forgetClosedReportsPersonalData,
  reportClosedBefore,
  reportIdsOfReporter,
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

/** What a caller writes in the new report's transaction (its custody step, a receipt email job…). */
export type AlongsideReport = (trx: Kysely<DB>, reportId: string) => Promise<void>;

/**
 * Saves a checked report with the jobs it starts (matching, telling the office) and whatever
 * `alongside` writes, together, then wakes the worker.
 */
async function insertChecked(
  ctx: Ctx<"database" | "outbox">,
  row: Insertable<ReportsTable>,
  hiddenDetails: string | null = null,
  alongside?: AlongsideReport,
): Promise<void> {
  const { database, outbox } = ctx;
  await database.db.transaction().execute(async (trx) => {
    await requireActiveLocation(trx, row.location_id);
    await insertReports(trx, [row]);
    if (hiddenDetails !== null)
      await writeHiddenDetails(trx, row.id, hiddenDetails, row.reporter_id ?? null, String(row.created_at));
    await outbox.enqueue(trx, newReportJobs(row.id));
    if (alongside) await alongside(trx, row.id);
  });
  outbox.wake();
}

/** A saved report's id and reference number (found reports have one from their creation). */
async function idAndReference(ctx: Ctx<"database">, id: string): Promise<{ id: string; reference: string }> {
  const row = await findReport(ctx.database.db, id);
  if (!row?.reference) throw notFound();
  return { id, reference: row.reference };
}

/**
 * The report a retry refers to: the one `reporterId` (null: a visitor) already sent with the
 * same client id. Also after a failed insert, which may have lost a race to a parallel attempt.
 */
async function alreadySent(
  ctx: Ctx<"database">,
  reporterId: string | null,
  clientId: string | undefined,
): Promise<string | undefined> {
  return clientId ? findReportIdByClientId(ctx.database.db, reporterId, clientId) : undefined;
}

/**
 * A student's new lost or found report. The photo, when given, is checked and published first;
 * if the report then cannot be saved the photo is removed again, so nothing is half saved. Sent
 * again with the same client id (the answer was lost), it returns the report already saved.
 */
export async function createReport(
  ctx: Ctx<"database" | "storage" | "outbox" | "config" | "clock">,
  user: SessionUser,
  input: NewReport,
): Promise<ReportDetails> {
  const { database } = ctx;
  const earlier = await alreadySent(ctx, user.id, input.clientId);
  if (earlier) return getReport(ctx, user, earlier);
  await requireActiveLocation(database.db, input.locationId);
  const image = input.image ? await publishUploadedImage(ctx, user.id, input.image) : null;
  const id = randomUUID();
  try {
    await insertChecked(
      ctx,
      {
        id,
        type: input.type,
        ...itemColumns(input),
        custody: input.type === "found" ? input.custody : null,
        image,
        reporter_id: user.id,
        client_id: input.clientId ?? null,
        created_at: ctx.clock().toISOString(),
      },
      input.type === "found" ? input.hiddenDetails : null,
    );
  } catch (error) {
    await removePublishedImage(ctx, image);
    const raced = await alreadySent(ctx, user.id, input.clientId).catch(() => undefined);
    if (raced) return getReport(ctx, user, raced);
    throw error;
  }
  return getReport(ctx, user, id);
}

/**
 * A visitor's found report: pending like any other, with the visitor's name and contact and an
 * optional photo (a visitor's upload, checked like a student's). It gets its reference number to
 * quote at the counter; a visitor who gave an email is sent it (in `language`) by a job saved
 * with the report. Safe to send again with the same client id.
 */
export async function createVisitorReport(
  ctx: Ctx<"database" | "storage" | "outbox" | "config" | "clock">,
  input: VisitorReport,
  language: Language,
): Promise<{ id: string; reference: string }> {
  const earlier = await alreadySent(ctx, null, input.clientId);
  if (earlier) return idAndReference(ctx, earlier);
  await requireActiveLocation(ctx.database.db, input.locationId);
  const image = input.image ? await publishVisitorImage(ctx, input.image) : null;
  const id = randomUUID();
  const reference = await freshReference(ctx.database.db);
  const visitorEmail = input.visitorEmail;
  try {
    await insertChecked(
      ctx,
      {
        id,
        type: "found",
        ...itemColumns(input),
        custody: input.custody,
        image,
        reference,
        visitor_name: input.visitorName,
        visitor_email: visitorEmail,
        visitor_phone: input.visitorPhone,
        client_id: input.clientId ?? null,
        created_at: ctx.clock().toISOString(),
      },
      null,
      visitorEmail
        ? async (trx) => {
            await ctx.outbox.enqueue(trx, [notificationJobs.visitorReceipt(id, language)]);
          }
        : undefined,
    );
  } catch (error) {
    await removePublishedImage(ctx, image);
    const raced = await alreadySent(ctx, null, input.clientId).catch(() => undefined);
    if (raced) return idAndReference(ctx, raced);
    throw error;
  }
  return { id, reference };
}

/**
 * A found report the office records at its counter (custody's intake): reported by the
 * administrator, already in the office's keeping at `storagePlaceId`, with an optional photo
 * the administrator uploaded. `alongside` writes the custody step in the same transaction, so a
 * refusal there leaves nothing (the photo is removed again). Matching runs as for any found
 * report. Safe to send again with the same client id.
 */
export async function createCounterReport(
  ctx: Ctx<"database" | "storage" | "outbox" | "config" | "clock">,
  admin: SessionUser,
  input: ItemFields & { image?: string | null | undefined; clientId?: string | undefined; storagePlaceId: string },
  alongside: AlongsideReport,
): Promise<{ id: string; reference: string; earlier: boolean }> {
  const earlier = await alreadySent(ctx, admin.id, input.clientId);
  if (earlier) return { ...(await idAndReference(ctx, earlier)), earlier: true };
  await requireActiveLocation(ctx.database.db, input.locationId);
  const image = input.image ? await publishUploadedImage(ctx, admin.id, input.image) : null;
  const id = randomUUID();
  const reference = await freshReference(ctx.database.db);
  try {
    await insertChecked(
      ctx,
      {
        id,
        type: "found",
        ...itemColumns(input),
        custody: "office",
        storage_place_id: input.storagePlaceId,
        image,
        reference,
        reporter_id: admin.id,
        client_id: input.clientId ?? null,
        created_at: ctx.clock().toISOString(),
      },
      null,
      alongside,
    );
  } catch (error) {
    await removePublishedImage(ctx, image);
    const raced = await alreadySent(ctx, admin.id, input.clientId).catch(() => undefined);
    if (raced) return { ...(await idAndReference(ctx, raced)), earlier: true };
    throw error;
  }
  return { id, reference, earlier: false };
}

/** One report as `viewer` may see it; 404 when missing or deleted. */
export async function getReport(ctx: Ctx<"database">, viewer: SessionUser, id: string): Promise<ReportDetails> {
  const { database } = ctx;
  const row = await findReport(database.db, id);
  if (!row) throw notFound();
  return presentDetails(row, viewer);
}

/** Every report `viewer` made (not deleted), oldest first, as they see each on its page. */
export async function ownReports(ctx: Ctx<"database">, viewer: SessionUser): Promise<ReportDetails[]> {
  const ids = await reportIdsOfReporter(ctx.database.db, viewer.id);
  const reports: ReportDetails[] = [];
  for (const id of ids) reports.push(await getReport(ctx, viewer, id));
  return reports;
}

/** A page of the reports the filters select, newest first unless asked otherwise. */
export async function searchReports(
  ctx: Ctx<"database" | "config">,
  viewer: SessionUser,
  filters: ReportSearch,
): Promise<ReportPage> {
  const { database } = ctx;
  const { rows, total, totalCapped } = await searchReportRows(database.db, database.dialect, filters, viewer.id, {
    cache: ctx.config.searchCache,
  });
  return {
    reports: rows.map((row) => presentSummary(row, viewer.id)),
    total,
    totalCapped,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Marks a report solved, recording when and by whom. The reporter or an admin. */
export async function completeReport(
  ctx: Ctx<"database" | "clock">,
  viewer: SessionUser,
  id: string,
): Promise<ReportDetails> {
  const { database } = ctx;
  const row = await findReport(database.db, id);
  if (!row) throw notFound();
  if (!reportPolicy.manage(viewer, { reporterId: row.reporter_id }))
    throw new AppError(403, "FORBIDDEN", "reports.errors.notYours");
  if (row.status === "solved") throw new AppError(409, "ALREADY_SOLVED", "reports.errors.alreadySolved");
  const solved = await database.db.transaction().execute(async (trx) => {
    const done = await markSolved(trx, id, viewer.id, ctx.clock().toISOString());
    if (done && hasOfficePowers(viewer))
      await recordAudit(ctx, trx, viewer, {
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
export async function solveAfterHandover(
  ctx: Ctx<"database" | "clock">,
  id: string,
  reporterId: string,
  db: Kysely<DB> = ctx.database.db,
): Promise<boolean> {
  return markSolved(db, id, reporterId, ctx.clock().toISOString());
}

/** The student's own pending lost reports, newest first (what a handover in chat may solve with a found item). */
export async function pendingLostReportsOf(ctx: Ctx<"database">, reporterId: string) {
  return findPendingReportsOf(ctx.database.db, reporterId, "lost");
}

/**
 * Deletes a report for everyone: it leaves every list and search and its photo leaves storage;
 * the row stays, marked deleted, for the audit trail. The reporter or an admin.
 */
export async function deleteReport(
  ctx: Ctx<"database" | "storage" | "clock">,
  viewer: SessionUser,
  id: string,
): Promise<void> {
  const { database } = ctx;
  const row = await findReport(database.db, id);
  if (!row) throw notFound();
  if (!reportPolicy.manage(viewer, { reporterId: row.reporter_id }))
    throw new AppError(403, "FORBIDDEN", "reports.errors.notYours");
  const deleted = await database.db.transaction().execute(async (trx) => {
    const done = await softDeleteReport(trx, id, ctx.clock().toISOString());
    if (done && hasOfficePowers(viewer))
      await recordAudit(ctx, trx, viewer, {
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
  ctx: Ctx<"database" | "config" | "clock">,
  view: StatsView,
  date = todayIn(ctx.config.timeZone, ctx.clock()),
): Promise<ReportStats> {
  const { database } = ctx;
  const period = statsPeriod(view, date);
  return statsFromCounts(view, date, await countsByPeriod(database.db, period, statsLength(view, date)));
}

/** How many characters of a period the view groups by: the day (10), month (7) or year (4). */
export function statsLength(view: StatsView, date: string): number {
  return { day: 10, month: 7, year: 4 }[statsPeriod(view, date).unit];
}

/** The summary chart from counts already read (countsByPeriod's rows for statsLength). */
export function statsFromCounts(
  view: StatsView,
  date: string,
  rows: Awaited<ReturnType<typeof countsByPeriod>>,
): ReportStats {
  const period = statsPeriod(view, date);
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

/**
 * The reports made in a window for one administrator's morning summary, leaving out those they
 * made themselves (an intake at the counter): at most `limit`, and how many in all.
 */
export async function reportsCreatedBetween(
  ctx: Ctx<"database">,
  window: { from: Date; to: Date },
  limit: number,
  adminId: string,
) {
  return findReportsCreatedBetween(ctx.database.db, window.from.toISOString(), window.to.toISOString(), limit, adminId);
}

/** Privacy housekeeping: the personal data of reports closed before `before` (a visitor's contacts, hidden details). */
export async function forgetClosedReports(ctx: Ctx<"database">, before: Date): Promise<number> {
  return forgetClosedReportsPersonalData(ctx.database.db, before.toISOString());
}

/** A test, for other modules' housekeeping, that the report in `reportIdColumn` was closed (solved or deleted) before `before`. */
export function closedReportTest(before: Date) {
  return (reportIdColumn: string) => reportClosedBefore(reportIdColumn, before.toISOString());
}
