import { randomUUID } from "node:crypto";
import { reportTitle, translate, type Language, type MatchNotice } from "@campus/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/dialect";
import type { EventBus } from "../../infra/events/event-bus";
import type { Outbox } from "../../infra/jobs/outbox";
import type { ClaimedJob, JobHandler } from "../../infra/jobs/worker";
import type { Mailer } from "../../infra/mail/mailer";
import { emailAboutMessage } from "../chat/message-email";
import { findMatchSubject, insertNotice, listMatches } from "../matching/repository";
import { runMatching } from "../matching/service";
import type { MatchReason } from "../matching/score";
import { reportForNotification } from "../reports/service";
import { activeAdmins, notificationRecipient } from "../users/service";
import { adminNewReportEmail, matchFoundEmail } from "./emails";
import { notificationJobs } from "./job-kinds";

export interface NotificationDeps {
  database: Database;
  bus: EventBus;
  mailer: Mailer;
  outbox: Outbox;
  config: Config;
}

/** "same serial number, same colour, found 1 day after lost" in the reader's language. */
export function reasonSentence(language: Language, reasons: MatchReason[]): string {
  return reasons
    .map((reason) =>
      reason.code === "foundDaysAfter"
        ? reason.days === 1
          ? translate(language, "matches.reasons.foundOneDayAfter")
          : translate(language, "matches.reasons.foundDaysAfter", { days: reason.days })
        : translate(language, `matches.reasons.${reason.code}`),
    )
    .join(", ");
}

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
export function notificationHandlers(deps: NotificationDeps): Record<string, JobHandler> {
  const { database, bus, mailer, outbox, config } = deps;

  /** Matches a new report; each new pair becomes a stored notice for the lost item's owner, an event and an email job, together. */
  const matchReport = async (job: ClaimedJob) => {
    const reportId = text(job.payload, "reportId");
    const published: Array<{ userId: string; notice: MatchNotice }> = [];
    await runMatching(database, reportId, async (trx, subject, fresh) => {
      for (const pair of fresh) {
        const ownerId = subject.type === "lost" ? subject.reporterId : (await findMatchSubject(trx, pair.lostReportId))?.reporterId;
        if (!ownerId) continue;
        const at = new Date().toISOString();
        const notice = { id: randomUUID(), userId: ownerId, lostReportId: pair.lostReportId, foundReportId: pair.foundReportId, at };
        if (!(await insertNotice(trx, notice))) continue;
        await outbox.enqueue(trx, [notificationJobs.matchEmail(pair, ownerId, notice.id)]);
        published.push({ userId: ownerId, notice: { id: notice.id, lostReportId: pair.lostReportId, foundReportId: pair.foundReportId, createdAt: at } });
      }
    });
    // After the commit: the notices are stored, so one that cannot be sent now is shown at the next visit.
    for (const { userId, notice } of published) await bus.publish({ to: { userId }, event: { type: "match", notice } });
    if (published.length) outbox.wake();
  };

  const matchEmail = async (job: ClaimedJob) => {
    const userId = text(job.payload, "userId");
    const [lostId, foundId] = [text(job.payload, "lostReportId"), text(job.payload, "foundReportId")];
    const [user, lost] = await Promise.all([notificationRecipient(database, userId), reportForNotification(database, lostId)]);
    if (!user || !lost || lost.status !== "pending") return;
    const match = (await listMatches(database.db, lostId, "lost")).find((pair) => pair.foundReportId === foundId);
    if (!match) return; // dismissed or gone since: nothing to tell
    const t = (key: string) => translate(user.language, key);
    await mailer.send(
      matchFoundEmail({
        to: user.email,
        name: user.name,
        language: user.language,
        item: reportTitle(t, { itemType: lost.item_type, itemTypeOther: lost.item_type_other, brand: lost.brand, model: lost.model }),
        reasons: reasonSentence(user.language, match.reasons),
        url: `${config.publicUrl}/dashboard/report-lost/${lostId}`,
        university: config.universityName,
        messageId: messageId(job.key, config),
      }),
    );
  };

  /** Tells admins online at once, and gives each admin an email job of their own. */
  const adminNewReport = async (job: ClaimedJob) => {
    const reportId = text(job.payload, "reportId");
    const report = await reportForNotification(database, reportId);
    if (!report) return;
    if (job.attempts === 1) {
      // A toast is for now: it is not repeated when the job runs again, and its failure does not hold up the emails.
      await bus
        .publish({
          to: { admins: true },
          event: { type: "report:new", report: { id: report.id, type: report.type, itemType: report.item_type, itemTypeOther: report.item_type_other, byVisitor: report.reporter_id === null } },
        })
        .catch(() => {});
    }
    const admins = await activeAdmins(database);
    await outbox.enqueue(
      database.db,
      admins.map((admin) => notificationJobs.adminEmail(reportId, admin.id)),
    );
    outbox.wake();
  };

  const adminEmail = async (job: ClaimedJob) => {
    const [reportId, adminId] = [text(job.payload, "reportId"), text(job.payload, "adminId")];
    const [admin, report] = await Promise.all([notificationRecipient(database, adminId), reportForNotification(database, reportId)]);
    if (!admin || !report) return;
    const t = (key: string) => translate(admin.language, key);
    await mailer.send(
      adminNewReportEmail({
        to: admin.email,
        name: admin.name,
        language: admin.language,
        type: t(`reports.types.${report.type}`).toLowerCase(),
        item: reportTitle(t, { itemType: report.item_type, itemTypeOther: report.item_type_other, brand: report.brand, model: report.model }),
        reporter: report.reporter_id ? (report.reporter_name ?? "") : null,
        location: admin.language === "my" ? report.location_name_my : report.location_name_en,
        date: String(report.event_date).slice(0, 10),
        url: `${config.publicUrl}/dashboard/report-${report.type}/${reportId}`,
        university: config.universityName,
        messageId: messageId(job.key, config),
      }),
    );
  };

  const messageEmail = (job: ClaimedJob) => emailAboutMessage({ database, mailer, config }, text(job.payload, "messageId"), messageId(job.key, config));

  return { "match-report": matchReport, "match-email": matchEmail, "admin-new-report": adminNewReport, "admin-email": adminEmail, "message-email": messageEmail };
}
