import { isLanguage, translateDynamic, type Language } from "@campus/shared";
import type { Ctx } from "../../core/context";
import { letter } from "../../infra/mail/letter";
import type { MailMessage } from "../../infra/mail/mailer";
import { reportFacts, reportLabel } from "../reports/report-facts";
import { notificationRecipient } from "../users/service";

/**
 * To the student or visitor keeping a found item past its retention date: please hand it in to
 * the office, or (a student) mark the report complete if the owner has it back.
 */
export function finderReminderEmail(input: {
  to: string;
  name: string;
  language: Language;
  item: string;
  reference: string;
  date: string;
  place: string;
  /** A visitor has no report to mark complete: they tell the office instead. */
  visitor: boolean;
  url: string;
  university: string;
  messageId: string;
}): MailMessage {
  const t = (key: string) =>
    translateDynamic(input.language, `email.finderReminder.${key}`, {
      name: input.name,
      item: input.item,
      reference: input.reference,
      date: input.date,
      place: input.place,
      university: input.university,
    });
  return letter({
    to: input.to,
    language: input.language,
    messageId: input.messageId,
    subject: t("subject"),
    paragraphs: [t("greeting"), t("body"), t(input.visitor ? "askVisitor" : "ask")],
    action: { label: t(input.visitor ? "actionVisitor" : "action"), url: input.url },
    closing: [t("signature")],
  });
}

/**
 * Runs a finder-reminder job: the finder of a found item still pending in their own keeping is
 * reminded, in their language (a visitor in English: the form's language is not kept). Nothing is
 * sent when the item was handed in, solved or deleted meanwhile, or its finder cannot be reached.
 */
export async function sendFinderReminder(
  ctx: Ctx<"database" | "mailer" | "config">,
  reportId: string,
  messageId: string,
): Promise<void> {
  const { config } = ctx;
  const report = await reportFacts(ctx, reportId);
  if (!report || report.type !== "found" || report.status !== "pending" || report.custody !== "finder") return;
  const student = report.reporterId ? await notificationRecipient(ctx, report.reporterId) : null;
  const to = student?.email ?? (report.reporterId ? null : report.visitor.email);
  if (!to) return;
  const language: Language = student && isLanguage(student.language) ? student.language : "en";
  const t = (key: string) => translateDynamic(language, key);
  await ctx.mailer.send(
    finderReminderEmail({
      to,
      name: student?.name ?? report.visitor.name ?? "",
      language,
      item: reportLabel(t, report),
      reference: report.reference ?? "",
      date: report.day,
      place: language === "my" ? config.office.placeMy : config.office.place,
      visitor: !student,
      url: student ? `${config.publicUrl}/dashboard/report-found/${report.id}` : config.publicUrl,
      university: config.universityName,
      messageId,
    }),
  );
}
