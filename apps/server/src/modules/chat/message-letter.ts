import { type Language, translateDynamic } from "@campus/shared";
import { letter } from "../../infra/mail/letter";
import type { MailMessage } from "../../infra/mail/mailer";

/** To a student who was not online: someone wrote to them in a conversation. */
export function newMessageEmail(input: {
  to: string;
  recipient: string;
  language: Language;
  sender: string;
  about: string;
  body: string;
  url: string;
  university: string;
  messageId: string;
}): MailMessage {
  const t = (key: string) =>
    translateDynamic(input.language, `email.newMessage.${key}`, {
      name: input.sender,
      recipient: input.recipient,
      about: input.about,
      university: input.university,
    });
  return letter({
    to: input.to,
    language: input.language,
    messageId: input.messageId,
    subject: t("subject"),
    paragraphs: [t("greeting"), t("body"), input.body],
    action: { label: t("action"), url: input.url },
    closing: [t("limit"), t("signature")],
  });
}
