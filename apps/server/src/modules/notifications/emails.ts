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

/**
 * To a visitor who reported a found item and gave an email: the reference number to quote at the
 * counter, or when asking about an item they already left at the office (`handedIn`).
 */
export function visitorReceiptEmail(input: {
  to: string;
  name: string;
  language: Language;
  item: string;
  reference: string;
  handedIn: boolean;
  url: string;
  university: string;
  messageId: string;
}): MailMessage {
  const t = (key: string) =>
    translateDynamic(input.language, `email.visitorReceipt.${key}`, {
      name: input.name,
      item: input.item,
      reference: input.reference,
      university: input.university,
    });
  return letter({
    to: input.to,
    language: input.language,
    messageId: input.messageId,
    subject: t("subject"),
    paragraphs: [t("greeting"), t("body"), t(input.handedIn ? "referenceHandedIn" : "reference")],
    action: { label: t("action"), url: input.url },
    closing: [t("signature")],
  });
}
