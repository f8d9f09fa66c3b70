import { randomUUID } from "node:crypto";
import type { LikelyOwner, SessionUser } from "@campus/shared";
import { toIso } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { auditedReport, recordAudit } from "../audit/service";
import { reportForNotification, reportSummaries } from "../reports/service";
import type { Ctx } from "../../core/context";
import { scheduleMatchEmail } from "./match-email";
import type { MatchReason } from "./score";
import { shortlist } from "./shortlist";
import { lostReportsPairedWith, saveOfficeNotice, shortlistCandidates } from "./shortlist-repository";

const notFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");

/** The found report itself, for the office; 404 when it is missing, deleted or not a found report. */
async function foundReport(ctx: Ctx<"database">, id: string) {
  const report = await reportForNotification(ctx, id);
  if (!report || report.type !== "found") throw notFound();
  return report;
}

/** The pending lost reports whose shortlist holds the found report, best first, with their owners. */
async function likelyOwnerRows(ctx: Ctx<"database">, foundReportId: string) {
  const paired = await lostReportsPairedWith(ctx.database.db, foundReportId);
  const shortlists = await shortlistCandidates(
    ctx.database.db,
    paired.map((row) => row.lost_report_id),
  );
  return paired
    .filter((row) => shortlist(shortlists.get(row.lost_report_id) ?? []).includes(foundReportId))
    .sort((a, b) => Number(b.score) - Number(a.score) || a.lost_report_id.localeCompare(b.lost_report_id));
}

/**
 * The office's "Likely owners" of a found item: every pending lost report whose shortlist holds
 * it, best first, with the owner, the reasons, and what they were told already. Admins only (the
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
        score: Number(row.score),
        reasons: JSON.parse(row.reasons) as MatchReason[],
        toldAt: row.told_at === null ? null : toIso(row.told_at),
        officeNoticeAt: row.office_notice_at === null ? null : toIso(row.office_notice_at),
      },
    ];
  });
}

/**
 * The office tells a likely owner "The office may have your item: bring your student card": a
 * notice marked as the office's (shown again if they had seen the shortlist's), live now and in
 * that lost report's match email, and an entry in the audit log. Only for a lost report whose
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
    const id = await saveOfficeNotice(trx, {
      id: randomUUID(),
      userId: row.owner_id,
      lostReportId,
      foundReportId,
      at,
    });
    await scheduleMatchEmail(ctx, trx, lostReportId);
    await recordAudit(ctx, trx, admin, {
      action: "match.officeNotice",
      targetType: "report",
      targetId: foundReportId,
      detail: { report: auditedReport(found), lostReportId },
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
