import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  type Claim,
  type ClaimStatus,
  type claimQuerySchema,
  type claimHandoverSchema,
  type ItemClaims,
  type NewClaim,
  type SessionUser,
} from "@campus/shared";
import type { Ctx } from "../../core/context";
import { notificationJobs } from "../../core/jobs";
import { toIso } from "../../db/dialect";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { recordAudit } from "../audit/service";
import { recordClaimStep } from "../custody/service";
import { claimantsMatchedLostReports } from "../matching/claimant-service";
import { solveForClaimant } from "../reports/hidden-details-service";
import { presentImage } from "../reports/present";
import { claimRefusal } from "../reports/policy";
import { auditedFacts, reportFacts } from "../reports/report-facts";
import { closedReportTest } from "../reports/service";
import { publishUploadedImage, removePublishedImage } from "../uploads/service";
import { isOfficeAccount } from "../users/service";
import {
  type ClaimRow,
  findApprovedClaim,
  findClaim,
  findOpenClaim,
  forgetClaimsOn,
  withdrawClaimsOf,
  insertClaim,
  insertHandover,
  listClaimsOfClaimant,
  listClaimsOfReport,
  listClaimsWithStatus,
  updateClaimFrom,
} from "./repository";

const reportNotFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");
const claimNotFound = () => new AppError(404, "CLAIM_NOT_FOUND", "claims.errors.notFound");
const claimExists = () => new AppError(409, "CLAIM_EXISTS", "claims.errors.exists");

/** The message of each reason a claim is refused (reports' claimRefusal). */
const claimRefusalMessages = {
  NOT_CLAIMABLE: "claims.errors.notClaimable",
  OWN_REPORT: "claims.errors.ownReport",
  REPORT_SOLVED: "claims.errors.solved",
} as const;

/** A claim as its claimant and the office see it (the claimant's email for the office only). */
function presentClaim(row: ClaimRow, forOffice: boolean): Claim {
  return {
    id: row.id,
    status: row.status,
    item: {
      id: row.report_id,
      reference: row.reference,
      itemType: row.item_type,
      itemTypeOther: row.item_type_other,
      brand: row.brand,
      model: row.model,
      color: row.color,
    },
    claimant: { name: row.claimant_name, email: forOffice ? row.claimant_email : null },
    details: row.details,
    lostWhere: row.lost_where,
    lostOn: String(row.lost_on).slice(0, 10),
    image: presentImage(row.image),
    createdAt: toIso(row.created_at),
    decision:
      row.decided_at && row.decision_reason
        ? { reason: row.decision_reason, at: toIso(row.decided_at), by: row.decided_by_name ?? "" }
        : null,
    handover:
      row.handed_over_on && row.identity_check
        ? {
            handedOverOn: String(row.handed_over_on).slice(0, 10),
            identityCheck: row.identity_check,
            note: row.handover_note,
            staffName: row.handover_staff_name ?? "",
          }
        : null,
  };
}

async function claimOrThrow(db: Kysely<DB>, id: string): Promise<ClaimRow> {
  const row = await findClaim(db, id);
  if (!row) throw claimNotFound();
  return row;
}

/**
 * A student says a found item is theirs: what only the owner would know, where and when they lost
 * it, and a photo if they have one. Not their own report, not a solved one, one open claim per
 * student per item. The office decides; nobody else sees it.
 */
export async function fileClaim(
  ctx: Ctx<"database" | "storage" | "config" | "clock">,
  user: SessionUser,
  reportId: string,
  input: NewClaim,
): Promise<Claim> {
  const { database } = ctx;
  const report = await reportFacts(ctx, reportId);
  if (!report) throw reportNotFound();
  const refusal = claimRefusal(user, report);
  if (refusal) throw new AppError(409, refusal, claimRefusalMessages[refusal]);
  if (await findOpenClaim(database.db, reportId, user.id)) throw claimExists();
  const image = input.image ? await publishUploadedImage(ctx, user.id, input.image) : null;
  const id = randomUUID();
  try {
    await insertClaim(database.db, {
      id,
      report_id: reportId,
      claimant_id: user.id,
      status: "open",
      details: input.details,
      lost_where: input.lostWhere,
      lost_on: input.lostOn,
      image,
      created_at: ctx.clock().toISOString(),
    });
  } catch (error) {
    await removePublishedImage(ctx, image);
    // Two tabs at once: the unique index keeps one open claim.
    if (await findOpenClaim(database.db, reportId, user.id).catch(() => undefined)) throw claimExists();
    throw error;
  }
  return presentClaim(await claimOrThrow(database.db, id), false);
}

/** The student's own claims, oldest first: never anyone else's. */
export async function myClaims(ctx: Ctx<"database">, user: SessionUser): Promise<Claim[]> {
  return (await listClaimsOfClaimant(ctx.database.db, user.id)).map((row) => presentClaim(row, false));
}

/** The office's work list: open and approved claims (or those of one status), oldest first. */
export async function claimsToWorkThrough(
  ctx: Ctx<"database">,
  query: z.output<typeof claimQuerySchema>,
): Promise<Claim[]> {
  const statuses: ClaimStatus[] = query.status ? [query.status] : ["open", "approved"];
  return (await listClaimsWithStatus(ctx.database.db, statuses)).map((row) => presentClaim(row, true));
}

/** A found item's hidden details beside every claim on it: for the office. */
export async function itemClaims(ctx: Ctx<"database">, reportId: string): Promise<ItemClaims> {
  const report = await reportFacts(ctx, reportId);
  if (!report || report.type !== "found") throw reportNotFound();
  return {
    item: {
      id: report.id,
      reference: report.reference,
      itemType: report.item.itemType,
      itemTypeOther: report.item.itemTypeOther,
      brand: report.item.brand,
      model: report.item.model,
      color: report.item.color,
      status: report.status,
      description: report.item.description,
      serialNumber: report.item.serialNumber,
      hiddenDetails: report.item.hiddenDetails,
    },
    claims: (await listClaimsOfReport(ctx.database.db, reportId)).map((row) => presentClaim(row, true)),
  };
}

type ClaimEvent = "approved" | "rejected" | "returned";

/**
 * Who is told of a claim's step: the claimant (not of the handover, which they were at) and the
 * student who found the item (not a visitor, not the office's own intake).
 */
async function sidesToTell(ctx: Ctx<"database">, row: ClaimRow, finderId: string | null, event: ClaimEvent) {
  const finder = finderId && !(await isOfficeAccount(ctx, finderId)) ? finderId : null;
  return [...(event === "returned" ? [] : [row.claimant_id]), ...(finder ? [finder] : [])];
}

/** Tabs open now learn of the step at once (the emails are jobs, written with the change). */
async function tellTabs(ctx: Ctx<"bus">, row: ClaimRow, recipients: string[], status: ClaimStatus) {
  await Promise.all(
    [...new Set([row.claimant_id, ...recipients])].map((userId) =>
      ctx.bus
        .publish({
          to: { userId },
          event: { type: "claim", claimId: row.id, reportId: row.report_id, status },
        })
        .catch(() => {}),
    ),
  );
}

/**
 * The office decides a claim, with its reason: approve (only an open claim, only one approved per
 * item, only while the item is not returned) or reject (an open or approved one). Approving is a
 * custody step ("claimed"); each decision is in the audit log; the claimant and the finder are
 * emailed and pushed in their language (jobs written in the same transaction) and told in open tabs.
 */
export async function decideClaim(
  ctx: Ctx<"database" | "outbox" | "bus" | "clock">,
  admin: SessionUser,
  claimId: string,
  decision: "approve" | "reject",
  reason: string,
): Promise<Claim> {
  const { database, outbox } = ctx;
  const row = await claimOrThrow(database.db, claimId);
  const report = await reportFacts(ctx, row.report_id);
  if (!report) throw reportNotFound();
  const event: ClaimEvent = decision === "approve" ? "approved" : "rejected";
  const recipients = await sidesToTell(ctx, row, report.reporterId, event);
  await database.db.transaction().execute(async (trx) => {
    if (decision === "approve") {
      if (row.status !== "open") throw new AppError(409, "CLAIM_NOT_OPEN", "claims.errors.notOpen");
      if (report.status !== "pending") throw new AppError(409, "REPORT_SOLVED", "claims.errors.solved");
      if (await findApprovedClaim(trx, row.report_id))
        throw new AppError(409, "CLAIM_ALREADY_APPROVED", "claims.errors.alreadyApproved");
    } else if (row.status !== "open" && row.status !== "approved")
      throw new AppError(409, "CLAIM_NOT_OPEN", "claims.errors.notOpen");
    const at = ctx.clock().toISOString();
    const moved = await updateClaimFrom(trx, claimId, decision === "approve" ? ["open"] : ["open", "approved"], {
      status: event,
      decision_reason: reason,
      decided_by: admin.id,
      decided_by_name: admin.name,
      decided_at: at,
    });
    if (!moved) throw new AppError(409, "CLAIM_NOT_OPEN", "claims.errors.notOpen");
    if (decision === "approve")
      await recordClaimStep(trx, admin, row.report_id, { kind: "claimed", note: row.claimant_name, at });
    await recordAudit(ctx, trx, admin, {
      action: decision === "approve" ? "claim.approve" : "claim.reject",
      targetType: "report",
      targetId: row.report_id,
      detail: { report: auditedFacts(report), claimId, claimant: row.claimant_name, reason },
      at,
    });
    await outbox.enqueue(
      trx,
      recipients.flatMap((recipient) => [
        notificationJobs.claimEmail(claimId, recipient, event),
        notificationJobs.pushClaim(claimId, recipient, event),
      ]),
    );
  });
  outbox.wake();
  await tellTabs(ctx, row, recipients, event);
  return presentClaim(await claimOrThrow(database.db, claimId), true);
}

/**
 * The approved claimant collected the item: the handover (day, staff member, how identity was
 * checked, a note) is recorded; the found report is solved with the claimant as the one who
 * solved it, and so is each pending lost report of theirs the matcher paired with it. A custody
 * step ("returned") and an audit entry; the finder is emailed and pushed.
 */
export async function recordHandover(
  ctx: Ctx<"database" | "outbox" | "bus" | "clock">,
  admin: SessionUser,
  claimId: string,
  input: z.output<ReturnType<typeof claimHandoverSchema>>,
): Promise<Claim> {
  const { database, outbox } = ctx;
  const row = await claimOrThrow(database.db, claimId);
  const report = await reportFacts(ctx, row.report_id);
  if (!report) throw reportNotFound();
  const recipients = await sidesToTell(ctx, row, report.reporterId, "returned");
  await database.db.transaction().execute(async (trx) => {
    if (row.status !== "approved") throw new AppError(409, "CLAIM_NOT_APPROVED", "claims.errors.notApproved");
    const at = ctx.clock().toISOString();
    if (!(await updateClaimFrom(trx, claimId, ["approved"], { status: "returned" })))
      throw new AppError(409, "CLAIM_NOT_APPROVED", "claims.errors.notApproved");
    if (!(await solveForClaimant(ctx, trx, row.report_id, row.claimant_id)))
      throw new AppError(409, "REPORT_SOLVED", "claims.errors.solved");
    const lostReports = await claimantsMatchedLostReports(trx, row.report_id, row.claimant_id);
    for (const lostId of lostReports) await solveForClaimant(ctx, trx, lostId, row.claimant_id);
    await insertHandover(trx, {
      claim_id: claimId,
      report_id: row.report_id,
      handed_over_on: input.handedOverOn,
      identity_check: input.identityCheck,
      note: input.note,
      staff_id: admin.id,
      staff_name: admin.name,
      created_at: at,
    });
    await recordClaimStep(trx, admin, row.report_id, { kind: "returned", note: input.note, at });
    await recordAudit(ctx, trx, admin, {
      action: "claim.handover",
      targetType: "report",
      targetId: row.report_id,
      detail: {
        report: auditedFacts(report),
        claimId,
        claimant: row.claimant_name,
        identityCheck: input.identityCheck,
        handedOverOn: input.handedOverOn,
        lostReports,
      },
      at,
    });
    await outbox.enqueue(
      trx,
      recipients.flatMap((recipient) => [
        notificationJobs.claimEmail(claimId, recipient, "returned"),
        notificationJobs.pushClaim(claimId, recipient, "returned"),
      ]),
    );
  });
  outbox.wake();
  await tellTabs(ctx, row, recipients, "returned");
  return presentClaim(await claimOrThrow(database.db, claimId), true);
}

/** What a claim's email needs: the claim and whether the recipient is its claimant; null when gone. */
export async function claimForEmail(ctx: Ctx<"database">, claimId: string) {
  const row = await findClaim(ctx.database.db, claimId);
  if (!row) return null;
  const report = await reportFacts(ctx, row.report_id);
  return report ? { claim: row, report } : null;
}

/** Privacy housekeeping: what claimants wrote and sent about items closed before `before`, and handover notes. */
export async function forgetClosedClaims(ctx: Ctx<"database" | "storage">, before: Date): Promise<number> {
  const { images, claims } = await forgetClaimsOn(ctx.database.db, closedReportTest(before));
  for (const image of images) await removePublishedImage(ctx, image);
  return claims;
}

/** Before a student's account is removed: their waiting claims are withdrawn, the others keep no words or photo of theirs. */
export async function withdrawClaimsOfLeavingStudent(ctx: Ctx<"database" | "storage">, userId: string): Promise<void> {
  const images = await ctx.database.db.transaction().execute((trx) => withdrawClaimsOf(trx, userId));
  for (const image of images) await removePublishedImage(ctx, image);
}
