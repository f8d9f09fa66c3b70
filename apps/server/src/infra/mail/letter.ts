import { LANGUAGE_TAGS, type Language } from "@campus/shared";
import type { MailMessage } from "./mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface Letter {
  to: string;
  language: Language;
  /** See MailMessage.messageId. */
  messageId?: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string[];
}

/** An email in the product's one layout, as plain text and HTML made from the same words. */
export function letter(input: Letter): MailMessage {
  const text = [...input.paragraphs, `${input.action.label}: ${input.action.url}`, ...input.closing].join("\n\n");
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[input.language]}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${input.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(input.action.url)}</p>
${input.closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
</body></html>`;
  return { to: input.to, subject: input.subject, text, html, messageId: input.messageId };
}
