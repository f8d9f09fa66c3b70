import { isLanguage, paths, translateDynamic } from "@campus/shared";
import { jobMessageId } from "../../infra/mail/message-id";
import { placeName, reportFacts, reportLabel } from "../reports/report-facts";
import { activeAdmins, notificationRecipient } from "../users/service";
import { adminNewReportEmail, visitorReceiptEmail } from "./emails";
import { sendDailyDigest } from "./daily-digest";
import { scheduleDailyDigest } from "../../core/daily-digest";
import { notificationJobs, type JobHandler, type JobHandlers } from "../../core/jobs";
import type { Ctx } from "../../core/context";

type NotificationJob = "admin-new-report" | "admin-email" | "visitor-receipt" | "daily-digest";

/**
 * The notifications module's jobs: the office told of a new report (a toast, then an email job
 * per administrator), a visitor's receipt, and the morning summary. Each is idempotent for its
 * key: a job run again after a crash finds the jobs it started already queued under their keys.
 */
export function notificationJobHandlers(
  ctx: Ctx<"database" | "bus" | "mailer" | "outbox" | "config" | "clock">,
): JobHandlers<NotificationJob> {
  const { database, bus, mailer, outbox, config } = ctx;
  const messageId = (key: string) => jobMessageId(key, config.publicUrl);

  /** Tells admins online at once, and gives each admin an email job of their own. */
  const adminNewReport: JobHandler<"admin-new-report"> = async (job) => {
    const { reportId } = job.payload;
    const report = await reportFacts(ctx, reportId);
    if (!report) return;
    if (job.attempts === 1) {
      // A toast is for now: it is not repeated when the job runs again, and its failure does not hold up the emails.
      await bus
        .publish({
          to: { admins: true },
          event: {
            type: "report:new",
            report: {
              id: report.id,
              type: report.type,
              itemType: report.item.itemType,
              itemTypeOther: report.item.itemTypeOther,
              brand: report.item.brand,
              model: report.item.model,
              byVisitor: report.reporterId === null,
            },
          },
        })
        .catch(() => {});
    }
    // Each admin as they chose: an email of their own now, the morning summary, or none. The
    // clerk who took an item in at the counter is not told of her own report.
    const admins = (await activeAdmins(ctx)).filter((admin) => admin.id !== report.reporterId);
    await outbox.enqueue(
      database.db,
      admins
        .filter((admin) => admin.report_emails === "each")
        .map((admin) => notificationJobs.adminEmail(reportId, admin.id, new Date(job.runAt))),
    );
    for (const admin of admins.filter((admin) => admin.report_emails === "daily"))
      await scheduleDailyDigest(ctx, database.db, admin.id);
    outbox.wake();
  };

  const adminEmail: JobHandler<"admin-email"> = async (job) => {
    const { reportId, adminId } = job.payload;
    const [admin, report] = await Promise.all([notificationRecipient(ctx, adminId), reportFacts(ctx, reportId)]);
    if (!admin || !report || !admin.office || admin.emails.report === "off") return;
    // Chosen since the job was queued: the morning summary will have it.
    if (admin.emails.report === "daily") return scheduleDailyDigest(ctx, database.db, admin.id);
    const t = (key: string) => translateDynamic(admin.language, key);
    await mailer.send(
      adminNewReportEmail({
        to: admin.email,
        name: admin.name,
        language: admin.language,
        type: t(`reports.types.${report.type}`).toLowerCase(),
        item: reportLabel(t, report),
        reporter: report.reporterId ? (report.reporter.name ?? "") : null,
        location: placeName(report, admin.language),
        date: report.day,
        url: `${config.publicUrl}/dashboard/report-${report.type}/${reportId}`,
        university: config.universityName,
        messageId: messageId(job.key),
      }),
    );
  };

  /** The visitor's reference number, to the email they gave, in the language of their form. */
  const visitorReceipt: JobHandler<"visitor-receipt"> = async (job) => {
    const report = await reportFacts(ctx, job.payload.reportId);
    if (!report?.visitor.email || !report.reference) return;
    const asked = job.payload.language;
    const language = isLanguage(asked) ? asked : "en";
    const t = (key: string) => translateDynamic(language, key);
    await mailer.send(
      visitorReceiptEmail({
        to: report.visitor.email,
        name: report.visitor.name ?? "",
        language,
        item: reportLabel(t, report),
        reference: report.reference,
        handedIn: report.custody === "office",
        url: `${config.publicUrl}${paths.visitorReport}`,
        university: config.universityName,
        messageId: messageId(job.key),
      }),
    );
  };

  return {
    "admin-new-report": adminNewReport,
    "admin-email": adminEmail,
    "visitor-receipt": visitorReceipt,
    "daily-digest": (job) => sendDailyDigest(ctx, job.payload, messageId(job.key)),
  };
}
