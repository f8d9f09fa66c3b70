import { matchReasonText, todayIn, type Language, translateDynamic } from "@campus/shared";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { jobWaiting } from "../../infra/jobs/outbox";
import { letter } from "../../infra/mail/letter";
import type { MailMessage } from "../../infra/mail/mailer";
import { placeName, reportFacts, reportLabel } from "../reports/report-facts";
import { addDays } from "../../core/calendar";
import { notificationRecipient } from "../users/service";
import { digestTime, scheduleDailyDigest } from "../../core/daily-digest";
import { notificationJobs } from "../../core/jobs";
import { lostReportsWithNoticesToEmail, markNoticesEmailed, noticesToEmail } from "./repository";
import type { MatchReason } from "./score";
import type { Ctx } from "../../core/context";

/**
 * Makes sure a match email will list a new notice: today's (a waiting one lists every notice not
 * yet emailed when it runs), or, when today's has gone out, tomorrow morning's. So an owner gets
 * at most one match email per lost report per day. Written in the caller's transaction (`trx`).
 */
export async function scheduleMatchEmail(
  ctx: Ctx<"outbox" | "config" | "clock">,
  trx: Kysely<DB>,
  lostReportId: string,
): Promise<void> {
  const { outbox } = ctx;
  const { timeZone } = ctx.config;
  const today = todayIn(timeZone, ctx.clock());
  const todays = notificationJobs.matchEmail(lostReportId, today);
  if ((await outbox.enqueue(trx, [todays])) || (await jobWaiting(trx, todays.key))) return;
  const tomorrow = addDays(today, 1);
  await outbox.enqueue(trx, [notificationJobs.matchEmail(lostReportId, tomorrow, digestTime(tomorrow, timeZone))]);
}

/** "same serial number, same colour, found 1 day after lost" in the reader's language. */
export function reasonSentence(language: Language, reasons: MatchReason[]): string {
  return reasons
    .map((reason) => matchReasonText((key, values) => translateDynamic(language, key, values), reason))
    .join(", ");
}

export interface MatchLine {
  item: string;
  place: string;
  date: string;
  reasons: string;
  /** The office sent this one: it may have the item ("bring your student card"). */
  office: boolean;
}

/** One found item of a match email or the morning summary, in the reader's language. */
export function matchLineText(language: Language, { office, ...line }: MatchLine): string {
  return translateDynamic(language, `email.matchFound.${office ? "matchOffice" : "match"}`, line);
}

/** To the owner of a lost report: the found items that may be theirs since the last such email. */
export function matchFoundEmail(input: {
  to: string;
  name: string;
  language: Language;
  item: string;
  matches: MatchLine[];
  url: string;
  university: string;
  messageId: string;
}): MailMessage {
  const many = input.matches.length > 1;
  const office = input.matches.some((match) => match.office);
  const t = (key: string, values: Record<string, unknown> = {}) =>
    translateDynamic(input.language, `email.matchFound.${key}`, {
      name: input.name,
      item: input.item,
      university: input.university,
      count: input.matches.length,
      ...values,
    });
  return letter({
    to: input.to,
    language: input.language,
    messageId: input.messageId,
    subject: t(office ? "subjectOffice" : many ? "subjectMany" : "subject"),
    paragraphs: [
      t("greeting"),
      t(many ? "bodyMany" : "body"),
      ...input.matches.map((match) => matchLineText(input.language, match)),
    ],
    action: { label: t("action"), url: input.url },
    closing: [t("claim"), t("signature")],
  });
}

/**
 * Runs the match email job of a lost report: every notice of it not yet emailed whose pair still
 * stands, in one email, then marks them emailed. Nothing to say (all dismissed, solved or
 * emailed already): no email. The owner's preference is read now: "daily" leaves the notices to
 * the morning summary (matchDigestLines), "off" to the app alone.
 */
export async function sendMatchEmail(
  ctx: Ctx<"database" | "mailer" | "outbox" | "config" | "clock">,
  lostReportId: string,
  messageId: string,
): Promise<void> {
  const { database, mailer, config } = ctx;
  const lost = await reportFacts(ctx, lostReportId);
  if (!lost || lost.status !== "pending") return;
  const notices = await noticesToEmail(database.db, lostReportId);
  const user = notices[0] ? await notificationRecipient(ctx, notices[0].user_id) : null;
  if (!user || user.emails.match === "off") return;
  if (user.emails.match === "daily") return scheduleDailyDigest(ctx, database.db, user.id);
  const t = (key: string) => translateDynamic(user.language, key);
  const lines = await matchLines(ctx, user.language, notices);
  if (!lines.length) return;
  await mailer.send(
    matchFoundEmail({
      to: user.email,
      name: user.name,
      language: user.language,
      item: reportLabel(t, lost),
      matches: lines,
      url: `${config.publicUrl}/dashboard/report-lost/${lostReportId}`,
      university: config.universityName,
      messageId,
    }),
  );
  await markNoticesEmailed(
    database.db,
    notices.map((notice) => notice.id),
    ctx.clock().toISOString(),
  );
}

type Notice = Awaited<ReturnType<typeof noticesToEmail>>[number];

/** One line per notice whose found report is still there, in the reader's language. */
async function matchLines(ctx: Ctx<"database">, language: Language, notices: Notice[]): Promise<MatchLine[]> {
  const t = (key: string) => translateDynamic(language, key);
  const lines: MatchLine[] = [];
  for (const notice of notices) {
    const found = await reportFacts(ctx, notice.found_report_id);
    if (!found) continue;
    lines.push({
      item: reportLabel(t, found),
      place: placeName(found, language),
      date: found.day,
      reasons: reasonSentence(language, JSON.parse(notice.reasons) as MatchReason[]),
      office: notice.office_notice_at !== null,
    });
  }
  return lines;
}

/**
 * For the morning summary: each of the user's pending lost reports with notices not yet emailed,
 * its title and lines, and `markEmailed` to call once the summary has gone.
 */
export async function matchDigestLines(ctx: Ctx<"database" | "config" | "clock">, userId: string, language: Language) {
  const { database } = ctx;
  const t = (key: string) => translateDynamic(language, key);
  const sections: Array<{ item: string; url: string; matches: MatchLine[] }> = [];
  const noticeIds: string[] = [];
  for (const lostReportId of await lostReportsWithNoticesToEmail(database.db, userId)) {
    const lost = await reportFacts(ctx, lostReportId);
    if (!lost || lost.status !== "pending") continue;
    const notices = await noticesToEmail(database.db, lostReportId);
    const matches = await matchLines(ctx, language, notices);
    if (!matches.length) continue;
    noticeIds.push(...notices.map((notice) => notice.id));
    sections.push({
      item: reportLabel(t, lost),
      url: `${ctx.config.publicUrl}/dashboard/report-lost/${lostReportId}`,
      matches,
    });
  }
  return {
    sections,
    markEmailed: () => markNoticesEmailed(database.db, noticeIds, ctx.clock().toISOString()),
  };
}
