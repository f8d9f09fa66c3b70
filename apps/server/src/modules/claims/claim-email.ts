import { translateDynamic, type Language } from "@campus/shared";
import { reportLabel } from "../reports/report-facts";
import type { Ctx } from "../../core/context";
import { letter } from "../../infra/mail/letter";
import type { MailMessage } from "../../infra/mail/mailer";
import { notificationRecipient } from "../users/service";
import { claimForEmail } from "./service";

export type ClaimEmailEvent = "approved" | "rejected" | "returned";

/** To one side of a claim: the claimant ("your claim was approved…") or the student who found the item. */
export function claimEmail(input: {
  to: string;
  name: string;
  language: Language;
  side: "claimant" | "finder";
  event: ClaimEmailEvent;
  item: string;
  reference: string;
  reason: string;
  url: string;
  university: string;
  messageId: string;
}): MailMessage {
  const t = (key: string) =>
    translateDynamic(input.language, `email.claim.${key}`, {
      name: input.name,
      item: input.item,
      reference: input.reference,
      reason: input.reason,
      university: input.university,
    });
  const own = (key: string) => t(`${input.side}.${input.event}.${key}`);
  return letter({
    to: input.to,
    language: input.language,
    messageId: input.messageId,
    subject: own("subject"),
    paragraphs: [
      t("greeting"),
      own("body"),
      ...(input.side === "claimant" && input.event !== "returned" ? [t("reason")] : []),
    ],
    action: { label: t(input.side === "claimant" ? "actionClaimant" : "actionFinder"), url: input.url },
    closing: [t("signature")],
  });
}

/**
 * Runs a claim email job: one side of the claim is told of its step, in their language. Idempotent
 * by its key (one per claim, step and recipient); nothing is sent when the claim, its item or the
 * recipient is gone.
 */
export async function sendClaimEmail(
  ctx: Ctx<"database" | "mailer" | "config">,
  job: { claimId: string; recipientId: string; event: string },
  messageId: string,
): Promise<void> {
  const { mailer, config } = ctx;
  const found = await claimForEmail(ctx, job.claimId);
  const user = await notificationRecipient(ctx, job.recipientId);
  if (!found || !user) return;
  const event = job.event as ClaimEmailEvent;
  const side = found.claim.claimant_id === user.id ? "claimant" : "finder";
  const t = (key: string) => translateDynamic(user.language, key);
  await mailer.send(
    claimEmail({
      to: user.email,
      name: user.name,
      language: user.language,
      side,
      event,
      item: reportLabel(t, found.report),
      reference: found.report.reference ?? "",
      reason: found.claim.decision_reason ?? "",
      url:
        side === "claimant"
          ? `${config.publicUrl}/dashboard/my-claims`
          : `${config.publicUrl}/dashboard/report-found/${found.report.id}`,
      university: config.universityName,
      messageId,
    }),
  );
}
