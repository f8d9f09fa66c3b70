import type { MatchNotice, SessionUser } from "@campus/shared";
import { toIso } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { acknowledgeNotice, findNotice, pendingNotices } from "./repository";
import { noticesOf } from "./shortlist-repository";
import type { Ctx } from "../../core/context";

/** A student's match notices not yet acknowledged whose shortlist is still open (shown at their next visit). */
export async function unacknowledgedNotices(ctx: Ctx<"database">, user: SessionUser): Promise<MatchNotice[]> {
  const { database } = ctx;
  return (await pendingNotices(database.db, user.id)).map((row) => ({
    id: row.id,
    lostReportId: row.lost_report_id,
    foundReportId: row.found_report_id,
    createdAt: toIso(row.created_at),
    acknowledged: false,
    fromOffice: row.office_notice_at !== null,
    open: true,
  }));
}

/** Every found report a user was told of, one per (lost report, found report) pair, newest first, acknowledged or not. */
export async function allNotices(ctx: Ctx<"database">, user: SessionUser): Promise<MatchNotice[]> {
  return noticesOf(ctx.database.db, user.id);
}

/** The student has seen the notice: it is not shown again. Only its own user may; others get 404. */
export async function acknowledgeMatchNotice(
  ctx: Ctx<"database" | "clock">,
  user: SessionUser,
  id: string,
): Promise<void> {
  const { database } = ctx;
  const notice = await findNotice(database.db, id);
  if (!notice || notice.user_id !== user.id) throw new AppError(404, "NOTICE_NOT_FOUND", "matches.errors.notFound");
  await acknowledgeNotice(database.db, user.id, id, ctx.clock().toISOString());
}
