import type { Kysely } from "kysely";
import { hasOfficePowers, type SessionUser } from "@campus/shared";
import type { Ctx } from "../../core/context";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { auditedReport, recordAudit } from "../audit/service";
import { findHiddenDetails, writeHiddenDetails } from "./hidden-details-repository";
import { reportPolicy } from "./policy";
import { findReport, markSolved } from "./repository";

const notFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");

/**
 * Sets what proves ownership of a found item (null clears it): its finder or the office. Nobody
 * else ever reads it (presentDetails, claims). The office's change is recorded in the audit log
 * (that it changed, not the words).
 */
export async function setHiddenDetails(
  ctx: Ctx<"database" | "clock">,
  viewer: SessionUser,
  reportId: string,
  details: string | null,
): Promise<string | null> {
  const { database } = ctx;
  const row = await findReport(database.db, reportId);
  if (!row || row.type !== "found") throw notFound();
  if (!reportPolicy.manage(viewer, { reporterId: row.reporter_id }))
    throw new AppError(403, "FORBIDDEN", "reports.errors.notYours");
  await database.db.transaction().execute(async (trx) => {
    const at = ctx.clock().toISOString();
    await writeHiddenDetails(trx, reportId, details, viewer.id, at);
    if (hasOfficePowers(viewer) && row.reporter_id !== viewer.id)
      await recordAudit(ctx, trx, viewer, {
        action: "report.hiddenDetails",
        targetType: "report",
        targetId: reportId,
        detail: { report: auditedReport(row), cleared: details === null },
        at,
      });
  });
  return details;
}

/** A found item's hidden details, for the office's side-by-side view of its claims; null when none. */
export async function hiddenDetailsOf(ctx: Ctx<"database">, reportId: string): Promise<string | null> {
  return (await findHiddenDetails(ctx.database.db, reportId))?.details ?? null;
}

/**
 * Marks a report solved, in the caller's transaction, with `solverId` as the one who solved it
 * (a claim's handover: the claimant). False when it was no longer pending.
 */
export async function solveForClaimant(
  ctx: Ctx<"clock">,
  trx: Kysely<DB>,
  reportId: string,
  solverId: string,
): Promise<boolean> {
  return markSolved(trx, reportId, solverId, ctx.clock().toISOString());
}
