import { translate, type Language, translateDynamic } from "@campus/shared";
import { letter } from "../../infra/mail/letter";
import type { MailMessage } from "../../infra/mail/mailer";

/** To an admin: a new report came in. */
export function adminNewReportEmail(input: {
  to: string;
  name: string;
  language: Language;
  type: string;
  item: string;
  reporter: string | null;
  location: string;
  date: string;
  url: string;
  university: string;
  messageId: string;
}): MailMessage {
  const reporter = input.reporter ?? translate(input.language, "email.adminNewReport.visitor");
  const t = (key: string) =>
    translateDynamic(input.language, `email.adminNewReport.${key}`, {
      name: input.name,
      type: input.type,
      item: input.item,
      reporter,
      location: input.location,
      date: input.date,
      university: input.university,
    });
  return letter({
    to: input.to,
    language: input.language,
    messageId: input.messageId,
    subject: t("subject"),
    paragraphs: [t("greeting"), t("body")],
    action: { label: t("action"), url: input.url },
    closing: [t("signature")],
  });
}
