import { translate, type Language } from "@campus/shared";
import type { MailMessage } from "../../infra/mail/mailer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface Letter {
  to: string;
  language: Language;
  messageId: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string[];
}

/** A notification email as plain text and HTML, both from the same words. */
function letter(input: Letter): MailMessage {
  const text = [...input.paragraphs, `${input.action.label}: ${input.action.url}`, ...input.closing].join("\n\n");
  const html = `<!doctype html><html lang="${input.language === "my" ? "ms" : "en"}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(input.action.url)}</p>
${input.closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, messageId: input.messageId };
}

/** To a student: a found item may be what they lost. */
export function matchFoundEmail(input: { to: string; name: string; language: Language; item: string; reasons: string; url: string; university: string; messageId: string }): MailMessage {
  const t = (key: string) => translate(input.language, `email.matchFound.${key}`, { name: input.name, item: input.item, reasons: input.reasons, university: input.university });
  return letter({
    to: input.to,
    language: input.language,
    messageId: input.messageId,
    subject: t("subject"),
    paragraphs: [t("greeting"), t("body")],
    action: { label: t("action"), url: input.url },
    closing: [t("claim"), t("signature")],
  });
}

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
    translate(input.language, `email.adminNewReport.${key}`, { name: input.name, type: input.type, item: input.item, reporter, location: input.location, date: input.date, university: input.university });
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
