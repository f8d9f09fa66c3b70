import { translate, type Language } from "@campus/shared";
import type { MailMessage } from "../../infra/mail/mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The password-reset email in the recipient's language, as plain text and HTML. */
export function resetPasswordEmail(input: { to: string; name: string; language: Language; url: string; university: string }): MailMessage {
  const t = (key: string) => translate(input.language, `email.resetPassword.${key}`, { name: input.name, university: input.university });
  const text = [t("greeting"), "", t("body"), "", `${t("action")}: ${input.url}`, "", t("ignore"), "", t("signature")].join("\n");
  const html = `<!doctype html><html lang="${input.language === "my" ? "ms" : "en"}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(t("greeting"))}</p>
<p>${escapeHtml(t("body"))}</p>
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#12355b;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t("action"))}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(input.url)}</p>
<p>${escapeHtml(t("ignore"))}</p>
<p>${escapeHtml(t("signature"))}</p>
</body></html>`;
  return { to: input.to, subject: t("subject"), text, html };
}
