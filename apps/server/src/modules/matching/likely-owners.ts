import { randomUUID } from "node:crypto";
import type { LikelyOwner, SessionUser } from "@campus/shared";
import { toIso } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { recordAudit } from "../audit/service";
import { auditedFacts, reportFacts } from "../reports/report-facts";
import { reportSummaries } from "../reports/service";
import type { Ctx } from "../../core/context";
import { notificationJobs } from "../../core/jobs";
import { scheduleMatchEmail } from "./match-email";
import { findMatchSubject, nearbyPlaces } from "./repository";
import { scorePair, type MatchReason } from "./score";
import { shortlist } from "./shortlist";
import {
  keepOfficePair,
  lostReportsPairedWith,
  lostReportsWithSerialOf,
  saveOfficeNotice,
  shortlistCandidates,
} from "./shortlist-repository";

const notFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");

/** The found report itself, for the office; 404 when it is missing, deleted or not a found report. */
async function foundReport(ctx: Ctx<"database">, id: string) {
  const report = await reportFacts(ctx, id);
  if (!report || report.type !== "found") throw notFound();
  return report;
}

/** A likely owner as the office's list reads it; `stored` is false for a pair the matcher keeps no row of. */
interface LikelyOwnerRow {
  lost_report_id: string;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  score: number;
  reasons: MatchReason[];
  same_serial: boolean;
  told_at: string | Date | null;
  office_notice_at: string | Date | null;
  stored: boolean;
}

/**
 * The pairs the matcher keeps no row of but the serial numbers tie (lostReportsWithSerialOf), with
 * the score an owner would see (0 when the matcher would not pair them at all: another kind).
 */
async function serialOnlyRows(ctx: Ctx<"database">, foundReportId: string): Promise<LikelyOwnerRow[]> {
  const rows = await lostReportsWithSerialOf(ctx.database.db, foundReportId);
  if (!rows.length) return [];
  const [found, nearby] = await Promise.all([
    findMatchSubject(ctx.database.db, foundReportId),
    nearbyPlaces(ctx.database.db),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const lost = await findMatchSubject(ctx.database.db, row.lost_report_id);
      const pair = lost && found ? scorePair(lost.profile, found.profile, nearby) : null;
      return {
        ...row,
        score: pair?.score ?? 0,
        reasons: pair?.reasons ?? [],
        same_serial: true,
        stored: false,
      };
    }),
  );
}

/**
 * The pending lost reports whose shortlist holds the found report, or that give its serial number
 * (which only the office may compare: students never see a found item's), with their owners: the
 * same serial first, then best first.
 */
async function likelyOwnerRows(ctx: Ctx<"database">, foundReportId: string): Promise<LikelyOwnerRow[]> {
  const paired = await lostReportsPairedWith(ctx.database.db, foundReportId);
  const shortlists = await shortlistCandidates(
    ctx.database.db,
    paired.map((row) => row.lost_report_id),
  );
  const stored = paired
    .filter(
      (row) => Boolean(row.same_serial) || shortlist(shortlists.get(row.lost_report_id) ?? []).includes(foundReportId),
    )
    .map((row) => ({
      ...row,
      score: Number(row.score),
      reasons: JSON.parse(row.reasons) as MatchReason[],
      same_serial: Boolean(row.same_serial),
      stored: true,
    }));
  return [...stored, ...(await serialOnlyRows(ctx, foundReportId))].sort(
    (a, b) =>
      Number(b.same_serial) - Number(a.same_serial) ||
      b.score - a.score ||
      a.lost_report_id.localeCompare(b.lost_report_id),
  );
}

/**
 * The office's "Likely owners" of a found item: every pending lost report whose shortlist holds
 * it or that gives its serial number (likelyOwnerRows), with the owner, the reasons, and what they were told already. Admins only (the
 * route's guard).
 */
export async function likelyOwners(ctx: Ctx<"database">, admin: SessionUser, id: string): Promise<LikelyOwner[]> {
  await foundReport(ctx, id);
  const rows = await likelyOwnerRows(ctx, id);
  const summaries = await reportSummaries(
    ctx,
    admin,
    rows.map((row) => row.lost_report_id),
  );
  return rows.flatMap((row) => {
    const lostReport = summaries.get(row.lost_report_id);
    if (!lostReport) return [];
    return [
      {
        lostReport,
        owner: { name: row.owner_name, email: row.owner_email },
        score: row.score,
        reasons: [...(row.same_serial ? [{ code: "sameSerial" } as const] : []), ...row.reasons],
        toldAt: row.told_at === null ? null : toIso(row.told_at),
        officeNoticeAt: row.office_notice_at === null ? null : toIso(row.office_notice_at),
      },
    ];
  });
}

/**
 * The office tells a likely owner "The office may have your item: bring your student card": a
 * notice marked as the office's (shown again if they had seen the shortlist's), live now, in
 * that lost report's match email and as a push to their devices, and an entry in the audit log. Only for a lost report whose
 * shortlist holds the item; 404 otherwise. Sending it again is fine (another reminder).
 */
export async function sendOfficeNotice(
  ctx: Ctx<"database" | "bus" | "outbox" | "config" | "clock">,
  admin: SessionUser,
  foundReportId: string,
  lostReportId: string,
): Promise<{ ownerName: string }> {
  const found = await foundReport(ctx, foundReportId);
  const row = (await likelyOwnerRows(ctx, foundReportId)).find((owner) => owner.lost_report_id === lostReportId);
  if (!row) throw new AppError(404, "MATCH_NOT_FOUND", "matches.errors.notFound");
  const at = ctx.clock().toISOString();
  const noticeId = await ctx.database.db.transaction().execute(async (trx) => {
    if (!row.stored)
      await keepOfficePair(trx, { lostReportId, foundReportId, score: row.score, reasons: row.reasons, at });
    const id = await saveOfficeNotice(trx, {
      id: randomUUID(),
      userId: row.owner_id,
      lostReportId,
      foundReportId,
      at,
    });
    await scheduleMatchEmail(ctx, trx, lostReportId);
    // Each notice the office sends is pushed (sending it again is another reminder).
    await ctx.outbox.enqueue(trx, [notificationJobs.pushMatch(row.owner_id, lostReportId, true, `${id}:office:${at}`)]);
    await recordAudit(ctx, trx, admin, {
      action: "match.officeNotice",
      targetType: "report",
      targetId: foundReportId,
      detail: { report: auditedFacts(found), lostReportId },
      at,
    });
    return id;
  });
  const notice = {
    id: noticeId,
    lostReportId,
    foundReportId,
    createdAt: at,
    acknowledged: false,
    fromOffice: true,
    open: true,
  };
  await ctx.bus.publish({ to: { userId: row.owner_id }, event: { type: "match", notice } }).catch(() => undefined);
  ctx.outbox.wake();
  return { ownerName: row.owner_name };
}
