import { isLanguage, paths, translateDynamic } from "@campus/shared";
import { rowTitle } from "../reports/present";
import type { Config } from "../../config";
import type { ClaimedJob, JobHandler } from "../../infra/jobs/worker";
import { emailAboutMessage } from "../chat/message-email";
import { sendClaimEmail } from "../claims/claim-email";
import { sendFinderReminder } from "../custody/finder-reminder";
import { MATCH_EMAIL_JOB, sendMatchEmail } from "../matching/match-email";
import { runMatching } from "../matching/service";
import { reportForNotification } from "../reports/service";
import { activeAdmins, notificationRecipient } from "../users/service";
import { adminNewReportEmail, visitorReceiptEmail } from "./emails";
import { sendDailyDigest } from "./daily-digest";
import { DAILY_DIGEST_JOB, scheduleDailyDigest } from "../../core/daily-digest";
import { notificationJobs } from "../../core/job-kinds";
import type { Ctx } from "../../core/context";

function messageId(key: string, config: Config): string {
  return `<${key.replace(/[^\w.-]/g, ".")}@${new URL(config.publicUrl).hostname}>`;
}

const text = (payload: Record<string, unknown>, name: string): string => {
  const value = payload[name];
  if (typeof value !== "string") throw new Error(`job payload lacks ${name}`);
  return value;
};

/**
 * The outbox's job handlers. Each is idempotent for its key: a job run again after a crash finds
 * its notices and emails already recorded as jobs of their own, each with its own key.
 */
export function notificationHandlers(
  ctx: Ctx<"database" | "bus" | "mailer" | "outbox" | "config" | "clock">,
): Record<string, JobHandler> {
  const { database, bus, mailer, outbox, config } = ctx;

  /** Matches a new report: matching stores the pairs and raises the notices (and their email) itself. */
  const matchReport = async (job: ClaimedJob) => {
    await runMatching(ctx, text(job.payload, "reportId"));
  };

  /** The day's match email of a lost report ("match-email" jobs queued before the digest run the same way). */
  const matchEmail = (job: ClaimedJob) =>
    sendMatchEmail(ctx, text(job.payload, "lostReportId"), messageId(job.key, config));

  /** Tells admins online at once, and gives each admin an email job of their own. */
  const adminNewReport = async (job: ClaimedJob) => {
    const reportId = text(job.payload, "reportId");
    const report = await reportForNotification(ctx, reportId);
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
              itemType: report.item_type,
              itemTypeOther: report.item_type_other,
              brand: report.brand,
              model: report.model,
              byVisitor: report.reporter_id === null,
            },
          },
        })
        .catch(() => {});
    }
    // Each admin as they chose: an email of their own now, the morning summary, or none. The
    // clerk who took an item in at the counter is not told of her own report.
    const admins = (await activeAdmins(ctx)).filter((admin) => admin.id !== report.reporter_id);
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

  const adminEmail = async (job: ClaimedJob) => {
    const [reportId, adminId] = [text(job.payload, "reportId"), text(job.payload, "adminId")];
    const [admin, report] = await Promise.all([
      notificationRecipient(ctx, adminId),
      reportForNotification(ctx, reportId),
    ]);
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
        item: rowTitle(t, report),
        reporter: report.reporter_id ? (report.reporter_name ?? "") : null,
        location: admin.language === "my" ? report.location_name_my : report.location_name_en,
        date: String(report.event_date).slice(0, 10),
        url: `${config.publicUrl}/dashboard/report-${report.type}/${reportId}`,
        university: config.universityName,
        messageId: messageId(job.key, config),
      }),
    );
  };

  /** The visitor's reference number, to the email they gave, in the language of their form. */
  const visitorReceipt = async (job: ClaimedJob) => {
    const report = await reportForNotification(ctx, text(job.payload, "reportId"));
    if (!report?.visitor_email || !report.reference) return;
    const asked = job.payload.language;
    const language = isLanguage(asked) ? asked : "en";
    const t = (key: string) => translateDynamic(language, key);
    await mailer.send(
      visitorReceiptEmail({
        to: report.visitor_email,
        name: report.visitor_name ?? "",
        language,
        item: rowTitle(t, report),
        reference: report.reference,
        handedIn: report.custody === "office",
        url: `${config.publicUrl}${paths.visitorReport}`,
        university: config.universityName,
        messageId: messageId(job.key, config),
      }),
    );
  };

  const messageEmail = (job: ClaimedJob) =>
    emailAboutMessage(ctx, text(job.payload, "messageId"), messageId(job.key, config));

  /** Tells one side of a claim (the claimant or the student who found the item) of its step. */
  const claimEmail = (job: ClaimedJob) =>
    sendClaimEmail(
      ctx,
      {
        claimId: text(job.payload, "claimId"),
        recipientId: text(job.payload, "recipientId"),
        event: text(job.payload, "event"),
      },
      messageId(job.key, config),
    );

  /** Reminds the finder keeping a found item past its retention date to hand it in. */
  const finderReminder = (job: ClaimedJob) =>
    sendFinderReminder(ctx, text(job.payload, "reportId"), messageId(job.key, config));

  const dailyDigest = (job: ClaimedJob) =>
    sendDailyDigest(
      ctx,
      { userId: text(job.payload, "userId"), day: text(job.payload, "day") },
      messageId(job.key, config),
    );

  return {
    [DAILY_DIGEST_JOB]: dailyDigest,
    "match-report": matchReport,
    [MATCH_EMAIL_JOB]: matchEmail,
    "match-email": matchEmail,
    "admin-new-report": adminNewReport,
    "admin-email": adminEmail,
    "message-email": messageEmail,
    "visitor-receipt": visitorReceipt,
    "claim-email": claimEmail,
    "finder-reminder": finderReminder,
  };
}
