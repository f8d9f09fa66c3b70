import { type Language, translateDynamic } from "@campus/shared";
import { letter } from "../../infra/mail/letter";
import type { MailMessage } from "../../infra/mail/mailer";

/** The password-reset email in the recipient's language, as plain text and HTML. */
export function resetPasswordEmail(input: {
  to: string;
  name: string;
  language: Language;
  url: string;
  university: string;
}): MailMessage {
  const t = (key: string) =>
    translateDynamic(input.language, `email.resetPassword.${key}`, { name: input.name, university: input.university });
  return letter({
    to: input.to,
    language: input.language,
    subject: t("subject"),
    paragraphs: [t("greeting"), t("body")],
    action: { label: t("action"), url: input.url },
    closing: [t("ignore"), t("signature")],
  });
}
