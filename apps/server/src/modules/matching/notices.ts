import type { MatchNotice, SessionUser } from "@campus/shared";
import { toIso } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { acknowledgeNotice, findNotice, pendingNotices } from "./repository";
import type { Ctx } from "../../core/context";

/** A student's match notices not yet acknowledged (shown at their next visit). */
export async function unacknowledgedNotices(ctx: Ctx<"database">, user: SessionUser): Promise<MatchNotice[]> {
  const { database } = ctx;
  return (await pendingNotices(database.db, user.id)).map((row) => ({
    id: row.id,
    lostReportId: row.lost_report_id,
    foundReportId: row.found_report_id,
    createdAt: toIso(row.created_at),
  }));
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
