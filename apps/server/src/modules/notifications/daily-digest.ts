import { paths, translateDynamic, type Language } from "@campus/shared";
import { rowTitle } from "../reports/present";
import { addDays } from "../../core/calendar";
import { digestTime } from "../../core/daily-digest";
import { letter } from "../../infra/mail/letter";
import { messageDigestLines } from "../chat/message-digest";
import { matchDigestLines, matchLineText } from "../matching/match-email";
import { reportsCreatedBetween } from "../reports/service";
import { notificationRecipient } from "../users/service";
import type { Ctx } from "../../core/context";

/** The most new reports one summary lists; the rest are counted, with a link to the list. */
const REPORTS_LISTED = 30;

/**
 * The `daily-digest` job (core/daily-digest.ts): one user's morning summary of `day`, made of
 * what they chose daily for when it runs:
 * - matches: every notice of their pending lost reports not yet emailed (then marked emailed);
 * - messages: those written to them in the day before the summary's time that no tab of theirs
 *   showed and they have not read since;
 * - new reports (administrators): those made in that day.
 * Nothing to tell: no email. The day's window ends at the summary's time, not when the job runs,
 * so a late run leaves no gap and no overlap.
 */
export async function sendDailyDigest(
  ctx: Ctx<"database" | "mailer" | "config" | "clock">,
  job: { userId: string; day: string },
  messageId: string,
): Promise<void> {
  const { config } = ctx;
  const user = await notificationRecipient(ctx, job.userId);
  if (!user) return;
  const window = { from: digestTime(addDays(job.day, -1), config.timeZone), to: digestTime(job.day, config.timeZone) };
  const t = (key: string, values: Record<string, unknown> = {}) =>
    translateDynamic(user.language, `email.dailyDigest.${key}`, {
      name: user.name,
      university: config.universityName,
      ...values,
    });

  const paragraphs: string[] = [];
  const matches = user.emails.match === "daily" ? await matchDigestLines(ctx, user.id, user.language) : null;
  if (matches?.sections.length) {
    paragraphs.push(t("matchesTitle"));
    for (const section of matches.sections) {
      paragraphs.push(t("matchesFor", { item: section.item, url: section.url }));
      for (const match of section.matches) paragraphs.push(matchLineText(user.language, match));
    }
  }
  if (user.emails.message === "daily") {
    const conversations = await messageDigestLines(ctx, user.id, user.language, window);
    if (conversations.length) paragraphs.push(t("messagesTitle"));
    for (const line of conversations) paragraphs.push(t(line.count > 1 ? "messageMany" : "message", { ...line }));
  }
  if (user.emails.report === "daily" && user.office) {
    paragraphs.push(...(await reportLines(ctx, user.id, user.language, window)));
  }
  if (!paragraphs.length) return;

  await ctx.mailer.send(
    letter({
      to: user.email,
      language: user.language,
      messageId,
      subject: t("subject", { date: job.day }),
      paragraphs: [t("greeting"), t("intro"), ...paragraphs],
      action: { label: t("action"), url: `${config.publicUrl}${paths.home}` },
      closing: [t("why", { url: `${config.publicUrl}${paths.profile}` }), t("signature")],
    }),
  );
  await matches?.markEmailed();
}

/** The new reports of the window, for an administrator's summary (not those they made themselves). */
async function reportLines(
  ctx: Ctx<"database" | "config">,
  adminId: string,
  language: Language,
  window: { from: Date; to: Date },
): Promise<string[]> {
  const { rows, total } = await reportsCreatedBetween(ctx, window, REPORTS_LISTED, adminId);
  if (!total) return [];
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translateDynamic(language, `email.dailyDigest.${key}`, values);
  const plain = (key: string) => translateDynamic(language, key);
  const lines = [t("reportsTitle"), t(total > 1 ? "reportsCountMany" : "reportsCount", { count: total })];
  for (const report of rows)
    lines.push(
      t("report", {
        type: plain(`reports.types.${report.type}`),
        item: rowTitle(plain, report),
        location: language === "my" ? report.location_name_my : report.location_name_en,
        date: String(report.event_date).slice(0, 10),
        url: `${ctx.config.publicUrl}/dashboard/report-${report.type}/${report.id}`,
      }),
    );
  if (total > rows.length)
    lines.push(t("reportsMore", { count: total - rows.length, url: `${ctx.config.publicUrl}${paths.reportInfo}` }));
  return lines;
}
