import type { SessionUser } from "@campus/shared";
import { AppError } from "../../http/app-error";
import { reportPolicy } from "../reports/policy";
import { reportFacts } from "../reports/report-facts";
import { notificationJobs } from "../../core/jobs";
import type { Ctx } from "../../core/context";

/** A visitor (no session) may ask for their own report's notice for this long after sending it. */
const VISITOR_WINDOW_MS = 3_600_000;

/**
 * `POST /api/notify/admin-new-report`: enqueues the office's notice of a report, once per report
 * whoever asks and however often (the server already did when the report was made). Asked by the
 * reporter or an admin, or without a session for a visitor's report just sent. Returns whether
 * this call added the job.
 */
export async function askToNotifyOffice(
  ctx: Ctx<"database" | "outbox" | "clock">,
  caller: SessionUser | null,
  reportId: string,
): Promise<boolean> {
  const { database, outbox } = ctx;
  const report = await reportFacts(ctx, reportId);
  if (!report) throw new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");
  const visitorJustNow =
    report.reporterId === null && ctx.clock().getTime() - new Date(report.createdAt).getTime() < VISITOR_WINDOW_MS;
  if (!(caller ? reportPolicy.manage(caller, report) || visitorJustNow : visitorJustNow)) {
    throw new AppError(
      caller ? 403 : 401,
      caller ? "FORBIDDEN" : "NOT_SIGNED_IN",
      caller ? "reports.errors.notYours" : "auth.errors.notSignedIn",
    );
  }
  const added = await outbox.enqueue(database.db, [notificationJobs.adminNewReport(reportId)]);
  outbox.wake();
  return added > 0;
}
