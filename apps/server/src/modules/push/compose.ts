import { getHref, LANGUAGE_TAGS, paths, translateDynamic, type Language, type PushPayload } from "@campus/shared";
import type { Ctx } from "../../core/context";
import type { PushNotice } from "../../core/jobs";
import { unreadMessageFor } from "../chat/message-push";
import { claimForEmail } from "../claims/service";
import { reportFacts, reportLabel } from "../reports/report-facts";
import { findUser, notificationRecipient } from "../users/service";

/** The web app's anchor of a lost report's potential matches (apps/web's MATCHES_ANCHOR). */
const MATCHES_ANCHOR = "matches";
/** How much of a message a push shows. */
const EXCERPT_LENGTH = 120;

/** A message's first words on one line, cut at a word with "…" when long. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * What a push says to `userId` about `notice`, in their language, read now (when the job runs):
 * null when there is nothing to say any more, or they chose not to be told. An account that is
 * disabled or removed gets nothing. A match or a message follows the user's email choice for its
 * kind: "off" stops the push too; "daily" does not (a push is per event and quiet, where a daily
 * email gathers the day's). A claim's steps are always pushed, as they are always emailed.
 */
export async function composePush(
  ctx: Ctx<"database">,
  userId: string,
  notice: PushNotice,
): Promise<PushPayload | null> {
  const recipient = await notificationRecipient(ctx, userId);
  if (!recipient) return null;
  const t = (key: string, values: Record<string, string> = {}) => translateDynamic(recipient.language, key, values);
  switch (notice.kind) {
    case "match":
      if (recipient.emails.match === "off") return null;
      return fit(await matchPush(ctx, userId, notice, t), recipient.language);
    case "message":
      if (recipient.emails.message === "off") return null;
      return fit(await messagePush(ctx, userId, notice.messageId, t), recipient.language);
    case "claim":
      return fit(await claimPush(ctx, userId, notice, t), recipient.language);
  }
}

/** What a push says, before it is fitted to the payload's lengths and tagged with its language. */
type PushText = Omit<PushPayload, "lang">;

/**
 * Within the lengths a push carries (the shared pushPayloadSchema): a long name or item is cut.
 * The notification is tagged with the recipient's language, so a screen reader reads it as Malay
 * or English whatever the phone's own language.
 */
function fit(payload: PushText | null, language: Language): PushPayload | null {
  if (!payload) return null;
  return {
    ...payload,
    title: excerpt(payload.title, 120),
    body: excerpt(payload.body, 400),
    lang: LANGUAGE_TAGS[language],
  };
}

type Translate = (key: string, values?: Record<string, string>) => string;

async function matchPush(
  ctx: Ctx<"database">,
  userId: string,
  notice: Extract<PushNotice, { kind: "match" }>,
  t: Translate,
): Promise<PushText | null> {
  const lost = await reportFacts(ctx, notice.lostReportId);
  if (!lost || lost.status !== "pending" || lost.reporterId !== userId) return null;
  const item = reportLabel(t, lost);
  return {
    title: t(notice.office ? "push.match.officeTitle" : "push.match.title"),
    body: t(notice.office ? "push.match.officeBody" : "push.match.body", { item }),
    url: `${getHref("reportLostDetails", { id: lost.id })}#${MATCHES_ANCHOR}`,
    tag: `match:${lost.id}`,
  };
}

async function messagePush(
  ctx: Ctx<"database">,
  userId: string,
  messageId: string,
  t: Translate,
): Promise<PushText | null> {
  const message = await unreadMessageFor(ctx, messageId, userId);
  if (!message) return null;
  // The office writes as the office: never an administrator's name.
  const sender = message.fromOffice ? null : await findUser(ctx, message.senderId);
  const name = message.fromOffice ? t("chat.officeName") : sender?.name || t("profile.remove.formerStudent");
  return {
    title: t("push.message.title"),
    body: t("push.message.body", { name, excerpt: excerpt(message.body) }),
    url: getHref("chatConversation", { id: message.conversationId }),
    tag: `chat:${message.conversationId}`,
  };
}

async function claimPush(
  ctx: Ctx<"database">,
  userId: string,
  notice: Extract<PushNotice, { kind: "claim" }>,
  t: Translate,
): Promise<PushText | null> {
  const found = await claimForEmail(ctx, notice.claimId);
  if (!found) return null;
  const side = found.claim.claimant_id === userId ? "claimant" : found.report.reporterId === userId ? "finder" : null;
  if (!side) return null;
  const item = reportLabel(t, found.report);
  return {
    title: t(`push.claim.${side}.${notice.event}.title`),
    body: t(`push.claim.${side}.${notice.event}.body`, { item }),
    url: side === "claimant" ? paths.myClaims : getHref("reportFoundDetails", { id: found.report.id }),
    tag: `claim:${notice.claimId}`,
  };
}
