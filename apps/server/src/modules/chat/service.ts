import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  hasOfficePowers,
  type ChatMessage,
  type Conversation,
  type MessagePage,
  type SessionUser,
  type UnreadCounts,
  type MessageKey,
} from "@campus/shared";
import type { Ctx } from "../../core/context";
import type { DB } from "../../db/schema";
import { DAY_MS } from "../../core/calendar";
import { flag, toIso } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { notificationJobs } from "../../core/jobs";
import { contactRefusal } from "../reports/policy";
import { reportFacts } from "../reports/report-facts";
import { pendingLostReportsOf, solveAfterHandover } from "../reports/service";
import { claimantsMatchedLostReports } from "../matching/claimant-service";
import { findUserByEmailForChat, isOfficeAccount } from "../users/service";
import { presentConversation, presentMessage } from "./present";
import { MESSAGE_PUSH_DELAY_MS, messagePushRecipient } from "./message-push";
import {
  findConversation,
  findConversationByPair,
  findMessage,
  findMessageByClientId,
  insertConversation,
  insertMessage,
  lastMessages,
  listConversationsOf,
  markAllRead,
  markDelivered,
  markRead,
  messagePage,
  setConversationState,
  setHandover,
  setHandoverReport,
  setResolveMark,
  unreadCounts,
  deleteConversationsIdleSince,
  type ConversationRow,
} from "./repository";

/** The message of each reason a report's reporter may not be written to (reports' contactRefusal). */
const contactRefusalMessages = {
  VISITOR_REPORT: "chat.errors.visitorReport",
  OWN_REPORT: "chat.errors.ownReport",
} as const;

/** The email about a message waits this long: a recipient who gets it live meanwhile is not emailed. */
export const MESSAGE_EMAIL_DELAY_MS = 10_000;

const notFound = () => new AppError(404, "CONVERSATION_NOT_FOUND", "chat.errors.notFound");

const expiryFrom = (ctx: Ctx<"config">, from: Date) =>
  new Date(from.getTime() + ctx.config.chatExpiryDays * DAY_MS).toISOString();
/** The people of a conversation with user ids (an office conversation's student; its administrators are not listed). */
const participants = (row: Pick<ConversationRow, "user_a" | "user_b">) => [...new Set([row.user_a, row.user_b])];

/** Whether the user answers the office's inbox: an administrator with two-step sign-in on. */
const answersForOffice = (user: SessionUser) => hasOfficePowers(user);

/** The office filter for the user's lists and counts: every office conversation for an administrator. */
const officeScope = (ctx: Ctx<"database">, user: SessionUser) =>
  answersForOffice(user) ? { yes: flag(ctx.database.dialect, true) } : null;

/**
 * The conversation if `user` is one of its two people, or it is an office conversation and they
 * answer for the office; 404 otherwise (its existence is not revealed).
 */
async function ownConversation(ctx: Ctx<"database">, user: SessionUser, id: string): Promise<ConversationRow> {
  const row = await findConversation(ctx.database.db, id);
  if (!row || !(participants(row).includes(user.id) || (row.office && answersForOffice(user)))) throw notFound();
  return row;
}

/** Whether the user is the owner's side of a conversation about a pending found item: the one who did not report it. */
const ownerOfFoundItem = (row: ConversationRow, user: SessionUser) =>
  Boolean(row.report_id) && !row.office && row.report_type === "found" && row.report_reporter_id !== user.id;

/**
 * The owner's own pending lost reports a handover of the conversation's found item may solve
 * too: those the matcher paired with the item first, then those of the same kind of item. None
 * for the finder, or once the handover is done.
 */
async function handoverChoices(ctx: Ctx<"database">, row: ConversationRow, user: SessionUser) {
  if (!ownerOfFoundItem(row, user) || row.report_status !== "pending" || !row.report_id) return [];
  const [lost, paired] = await Promise.all([
    pendingLostReportsOf(ctx, user.id),
    claimantsMatchedLostReports(ctx.database.db, row.report_id, user.id).then((ids) => new Set(ids)),
  ]);
  return lost
    .filter((report) => paired.has(report.id) || report.item_type === row.report_item_type)
    .map((report) => ({
      id: report.id,
      itemType: report.item_type,
      itemTypeOther: report.item_type_other,
      brand: report.brand,
      model: report.model,
      eventDate: report.event_date,
      status: report.status,
      paired: paired.has(report.id),
    }))
    .sort((a, b) => Number(b.paired) - Number(a.paired));
}

async function present(
  ctx: Ctx<"database" | "clock">,
  row: ConversationRow,
  viewer: SessionUser,
): Promise<Conversation> {
  const [last] = await lastMessages(ctx.database.db, [row.id]);
  const counts = await unreadCounts(ctx.database.db, viewer.id, officeScope(ctx, viewer));
  return presentConversation(row, viewer.id, {
    lastMessage: last ?? null,
    unread: counts[row.id] ?? 0,
    now: ctx.clock().getTime(),
    handoverChoices: await handoverChoices(ctx, row, viewer),
  });
}

/**
 * The person to chat with at `email` (not oneself), or the refusal on the email field: asked
 * before the consent dialog (`GET /api/conversations/recipient`) and again when starting.
 */
export async function checkRecipient(
  ctx: Ctx<"database">,
  user: SessionUser,
  email: string,
): Promise<{ id: string; office: boolean }> {
  const other = await findUserByEmailForChat(ctx, email);
  if (!other) throw new AppError(404, "UNKNOWN_EMAIL", "chat.errors.unknownEmail", {}, "email");
  if (other.id === user.id) throw new AppError(400, "CHAT_WITH_SELF", "chat.errors.withYourself", {}, "email");
  return other;
}

/** A message's first words, as `POST /api/conversations` and `.../messages` take them. */
export interface MessageInput {
  body: string;
  clientId?: string;
}

/**
 * Opens the conversation about a report (with its reporter), with the person of a university
 * email, or with the office's inbox; consent is checked by the route's schema. One conversation
 * per pair and report: asking again reopens the one there is (open again for CHAT_EXPIRY_DAYS)
 * and `message`, when given, is sent in it. A new conversation is created only together with its
 * first message, in one transaction: without `message` the answer is null (the start is allowed,
 * nothing is stored), so nothing empty is left behind by someone who never writes.
 */
export async function startConversation(
  ctx: Ctx<"database" | "bus" | "outbox" | "config" | "clock">,
  user: SessionUser,
  input: { reportId?: string; email?: string; office?: true; message?: MessageInput },
): Promise<{ conversation: Conversation | null; created: boolean }> {
  // The office answers its inbox; it does not start conversations in it.
  if (answersForOffice(user) || user.role === "admin")
    throw new AppError(403, "OFFICE_STARTS_NONE", "chat.errors.officeStartsNone");
  let otherId = "";
  let reportId: string | null = null;
  let solved = false;
  let office = input.office === true;
  if (office) {
    // Straight to the office's inbox.
  } else if (input.reportId) {
    const report = await reportFacts(ctx, input.reportId);
    if (!report) throw new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");
    const refusal = contactRefusal(user, report);
    if (refusal) throw new AppError(400, refusal, contactRefusalMessages[refusal]);
    otherId = report.reporterId!;
    reportId = report.id;
    solved = report.status === "solved";
    // A report an administrator made is the office's: the conversation goes to its inbox.
    office = await isOfficeAccount(ctx, otherId);
  } else {
    const other = await checkRecipient(ctx, user, input.email ?? "");
    [otherId, office] = [other.id, other.office];
  }

  // An office conversation holds its student in both user columns (the office is not a user).
  const [userA, userB] = office ? [user.id, user.id] : ([user.id, otherId].sort() as [string, string]);
  const pairKey = office ? `${user.id}:office:${reportId ?? "-"}` : `${userA}:${userB}:${reportId ?? "-"}`;
  const now = ctx.clock();
  const reuse = async (existing: ConversationRow) => {
    if (existing.state === "resolved" || new Date(existing.expires_at).getTime() <= now.getTime()) {
      await setConversationState(ctx.database.db, existing.id, {
        state: "open",
        expiresAt: expiryFrom(ctx, now),
        at: now.toISOString(),
      });
      await publishState(ctx, existing.id);
    }
    if (input.message) await sendMessage(ctx, user, existing.id, input.message);
    return {
      conversation: await present(ctx, (await findConversation(ctx.database.db, existing.id))!, user),
      created: false,
    };
  };
  const existing = await findConversationByPair(ctx.database.db, pairKey);
  if (existing) return reuse(existing);
  // A solved case starts no new conversation (one that exists may go on).
  if (solved) throw new AppError(409, "REPORT_SOLVED", "chat.errors.reportSolved");
  if (!input.message) return { conversation: null, created: false };
  const id = randomUUID();
  // The first message comes just after the conversation's start, so it counts as unread for the other side.
  const message = newMessage(id, user, input.message, new Date(now.getTime() + 1));
  try {
    await ctx.database.db.transaction().execute(async (trx) => {
      await insertConversation(trx, {
        id,
        pair_key: pairKey,
        report_id: reportId,
        user_a: userA,
        user_b: userB,
        started_by: user.id,
        consent_at: now.toISOString(),
        created_at: now.toISOString(),
        last_message_at: now.toISOString(),
        expires_at: expiryFrom(ctx, now),
        office: flag(ctx.database.dialect, office),
      });
      await storeMessage(ctx, trx, message, office ? null : otherId);
    });
  } catch (error) {
    // Started at the same moment from another tab: that one stands, and the message goes there.
    const raced = await findConversationByPair(ctx.database.db, pairKey);
    if (!raced) throw error;
    return reuse(raced);
  }
  const row = (await findConversation(ctx.database.db, id))!;
  await announceMessage(ctx, user, row, message);
  return { conversation: await present(ctx, row, user), created: true };
}

/** The user's conversations, the most recently active first, with last message and unread count. */
export async function listConversations(ctx: Ctx<"database" | "clock">, user: SessionUser): Promise<Conversation[]> {
  const office = officeScope(ctx, user);
  const rows = await listConversationsOf(ctx.database.db, user.id, office);
  const [lasts, counts] = await Promise.all([
    lastMessages(
      ctx.database.db,
      rows.map((row) => row.id),
    ),
    unreadCounts(ctx.database.db, user.id, office),
  ]);
  const lastBy = new Map(lasts.map((message) => [message.conversation_id, message]));
  const now = ctx.clock().getTime();
  return rows.map((row) =>
    presentConversation(row, user.id, { lastMessage: lastBy.get(row.id) ?? null, unread: counts[row.id] ?? 0, now }),
  );
}

export async function getConversation(
  ctx: Ctx<"database" | "clock">,
  user: SessionUser,
  id: string,
): Promise<Conversation> {
  return present(ctx, await ownConversation(ctx, user, id), user);
}

const encodeCursor = (message: ChatMessage) => `${message.createdAt}|${message.id}`;
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [createdAt, id] = cursor.split("|");
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)))
    throw new AppError(400, "BAD_CURSOR", "errors.validation");
  return { createdAt: new Date(createdAt).toISOString(), id };
}

/** A page of the conversation's history, newest first. */
export async function conversationMessages(
  ctx: Ctx<"database">,
  user: SessionUser,
  id: string,
  query: { before?: string; limit: number },
): Promise<MessagePage> {
  const conversation = await ownConversation(ctx, user, id);
  const rows = await messagePage(ctx.database.db, id, decodeCursor(query.before), query.limit + 1);
  const messages = rows.slice(0, query.limit).map((message) => presentMessage(message, conversation, user.id));
  return { messages, nextBefore: rows.length > query.limit ? encodeCursor(messages.at(-1)!) : null };
}

/** Publishes the user's unread counts to their open tabs (`office`: an administrator's, with the office's inbox). */
async function publishUnread(
  ctx: Ctx<"database" | "bus">,
  userId: string,
  office: { yes: boolean | number } | null = null,
): Promise<UnreadCounts> {
  const counts = await unreadCounts(ctx.database.db, userId, office);
  await ctx.bus.publish({ to: { userId }, event: { type: "unread", counts } }).catch(() => {});
  return counts;
}

async function publishState(ctx: Ctx<"database" | "bus">, id: string): Promise<void> {
  const row = await findConversation(ctx.database.db, id);
  if (!row) return;
  const event = {
    type: "conversation" as const,
    conversationId: id,
    state: row.state,
    expiresAt: toIso(row.expires_at),
  };
  for (const userId of participants(row)) await ctx.bus.publish({ to: { userId }, event }).catch(() => {});
  if (row.office) await ctx.bus.publish({ to: { admins: true }, event }).catch(() => {});
}

type NewMessage = ReturnType<typeof newMessage>;

function newMessage(conversationId: string, user: SessionUser, input: MessageInput, at: Date) {
  return {
    id: randomUUID(),
    conversation_id: conversationId,
    sender_id: user.id,
    body: input.body,
    client_id: input.clientId ?? null,
    created_at: at.toISOString(),
  };
}

/**
 * Stores the message with the conversation moved on, its email job (which runs later, and only if
 * the recipient had no open tab) and its push to `pushTo`'s devices (later too, unless they have
 * read it by then; null: nobody, a message to the office's inbox).
 */
async function storeMessage(
  ctx: Ctx<"outbox" | "config">,
  trx: Kysely<DB>,
  message: NewMessage,
  pushTo: string | null,
) {
  const at = new Date(message.created_at);
  await insertMessage(trx, message, expiryFrom(ctx, at));
  await ctx.outbox.enqueue(trx, [
    notificationJobs.messageEmail(message.id, new Date(at.getTime() + MESSAGE_EMAIL_DELAY_MS)),
    ...(pushTo
      ? [notificationJobs.pushMessage(pushTo, message.id, new Date(at.getTime() + MESSAGE_PUSH_DELAY_MS))]
      : []),
  ]);
}

/** Both people's tabs get a stored message live (in an office conversation: the student's and every administrator's). */
async function announceMessage(
  ctx: Ctx<"database" | "bus">,
  user: SessionUser,
  row: ConversationRow,
  message: NewMessage,
): Promise<ChatMessage> {
  // In an office conversation the student writes to the office (every administrator), and an administrator to the student.
  const toOffice = Boolean(row.office) && user.id === row.user_a;
  const recipient = row.office ? row.user_a : participants(row).find((userId) => userId !== user.id)!;
  const view = presentMessage(message, row, user.id);
  if (toOffice) {
    // The office's administrators learn of it live (their tabs count the inbox's unread again).
    await ctx.bus.publish({ to: { admins: true }, event: { type: "message", message: view } }).catch(() => {});
    await ctx.bus.publish({ to: { userId: user.id }, event: { type: "message", message: view } }).catch(() => {});
    return view;
  }
  for (const userId of [recipient, user.id])
    await ctx.bus
      .publish({ to: { userId }, event: { type: "message", message: presentMessage(message, row, userId) } })
      .catch(() => {});
  await publishUnread(ctx, recipient);
  return view;
}

/**
 * Sends a message: refused on an expired or resolved conversation. Stored with the conversation
 * moved on and the email job (which runs later, and only if the recipient had no open tab);
 * then both people's tabs get it live. Sending the same `clientId` again returns the message
 * stored the first time.
 */
export async function sendMessage(
  ctx: Ctx<"database" | "bus" | "outbox" | "config" | "clock">,
  user: SessionUser,
  id: string,
  input: MessageInput,
): Promise<ChatMessage> {
  const row = await ownConversation(ctx, user, id);
  if (input.clientId) {
    const sent = await findMessageByClientId(ctx.database.db, user.id, input.clientId);
    if (sent) {
      if (sent.conversation_id !== id) throw new AppError(409, "CLIENT_ID_REUSED", "chat.errors.sendFailed");
      return presentMessage(sent, row, user.id);
    }
  }
  if (row.state === "resolved") throw new AppError(409, "CHAT_RESOLVED", "chat.errors.resolved");
  const now = ctx.clock();
  if (new Date(row.expires_at).getTime() <= now.getTime())
    throw new AppError(409, "CHAT_EXPIRED", "chat.errors.expired");

  // Strictly after the last message, so the order is the order sent.
  const last = new Date(row.last_message_at).getTime();
  const message = newMessage(id, user, input, new Date(Math.max(now.getTime(), last + 1)));
  await ctx.database.db
    .transaction()
    .execute((trx) => storeMessage(ctx, trx, message, messagePushRecipient(row, user.id)));
  return announceMessage(ctx, user, row, message);
}

/** The user has read the conversation up to now; their tabs get the new counts. */
export async function readConversation(
  ctx: Ctx<"database" | "bus" | "clock">,
  user: SessionUser,
  id: string,
): Promise<UnreadCounts> {
  await ownConversation(ctx, user, id);
  await markRead(ctx.database.db, id, user.id, ctx.clock().toISOString());
  return publishUnread(ctx, user.id, officeScope(ctx, user));
}

/** Entering the chat screens resets every count. */
export async function readAllConversations(
  ctx: Ctx<"database" | "bus" | "clock">,
  user: SessionUser,
): Promise<UnreadCounts> {
  await markAllRead(ctx.database.db, user.id, ctx.clock().toISOString());
  return publishUnread(ctx, user.id, officeScope(ctx, user));
}

export async function unreadFor(ctx: Ctx<"database">, user: SessionUser): Promise<UnreadCounts> {
  return unreadCounts(ctx.database.db, user.id, officeScope(ctx, user));
}

/** What a handover solved, and so what its answer says (see handoverMessage). */
interface HandoverOutcome {
  solved: boolean;
  lostSolved: boolean;
}

/**
 * One side's word on whether the item of the conversation's report was handed over. The owner of
 * a found item may name their own pending lost report of it (`lostReportId`; null: none). When
 * both sides have said yes, the report (if still pending) is marked solved, its reporter counting
 * as the one who solved it, and so is the owner's named lost report (the owner solving it): one
 * person's word does not close the other's case. Both tabs are told.
 */
async function recordHandover(
  ctx: Ctx<"database" | "clock">,
  user: SessionUser,
  row: ConversationRow,
  handedOver: boolean,
  lostReportId?: string | null,
): Promise<HandoverOutcome> {
  if (!row.report_id || row.office) throw new AppError(400, "NO_HANDOVER", "chat.errors.noHandover");
  const owner = ownerOfFoundItem(row, user);
  if (lostReportId !== undefined && lostReportId !== null) {
    const own = owner && (await pendingLostReportsOf(ctx, user.id)).some((report) => report.id === lostReportId);
    if (!own) throw new AppError(400, "NOT_OWN_LOST_REPORT", "chat.errors.notOwnLostReport");
  }
  const reportId = row.report_id;
  return ctx.database.db.transaction().execute(async (trx) => {
    await setHandover(
      trx,
      row.id,
      row.user_a === user.id ? "handover_a_at" : "handover_b_at",
      handedOver ? ctx.clock().toISOString() : null,
    );
    // The owner's choice goes with their word (taking the word back takes the choice back).
    if (owner && (lostReportId !== undefined || !handedOver))
      await setHandoverReport(trx, row.id, handedOver ? (lostReportId ?? null) : null);
    const now = (await findConversation(trx, row.id))!;
    if (!handedOver || !now.handover_a_at || !now.handover_b_at) return { solved: false, lostSolved: false };
    const solved =
      now.report_status === "pending" &&
      now.report_reporter_id !== null &&
      (await solveAfterHandover(ctx, reportId, now.report_reporter_id, trx));
    // The owner is the participant who did not report the found item.
    const ownerId = [now.user_a, now.user_b].find((id) => id !== now.report_reporter_id);
    const lostSolved =
      solved &&
      now.report_type === "found" &&
      now.handover_report_id !== null &&
      ownerId !== undefined &&
      // Checked as the owner's own pending lost report when they named it; solved only if still pending.
      (await solveAfterHandover(ctx, now.handover_report_id, ownerId, trx));
    return { solved, lostSolved };
  });
}

/** What the answer to a handover says: exactly which reports were marked solved, as the viewer knows them. */
function handoverMessage(
  row: ConversationRow,
  user: SessionUser,
  outcome: HandoverOutcome,
  otherName: string,
): { key: MessageKey; params?: Record<string, string> } | null {
  if (!outcome.solved) return null;
  const reporter = row.report_reporter_id === user.id;
  if (outcome.lostSolved)
    return reporter
      ? { key: "chat.handover.solvedYourFoundTheirLost", params: { name: otherName } }
      : { key: "chat.handover.solvedFoundYourLost" };
  if (row.report_type === "found")
    return { key: reporter ? "chat.handover.solvedYourFound" : "chat.handover.solvedFound" };
  return { key: reporter ? "chat.handover.solvedYourLost" : "chat.handover.solvedLost" };
}

/** `POST /api/conversations/:id/handover`: says (or takes back) that the item was handed over. */
export async function answerHandover(
  ctx: Ctx<"database" | "bus" | "clock">,
  user: SessionUser,
  id: string,
  input: { handedOver: boolean; lostReportId?: string | null },
): Promise<{ conversation: Conversation; message: { key: MessageKey; params?: Record<string, string> } }> {
  const row = await ownConversation(ctx, user, id);
  const outcome = await recordHandover(ctx, user, row, input.handedOver, input.lostReportId);
  await publishState(ctx, id);
  const conversation = await getConversation(ctx, user, id);
  return {
    conversation,
    message: handoverMessage(row, user, outcome, conversation.other.name) ?? {
      key: input.handedOver ? "chat.handover.recorded" : "chat.handover.withdrawn",
    },
  };
}

/**
 * The answer to "has the case been resolved?". Resolved is this side's word: the conversation
 * closes (read-only) once the other side has said it too, or at once when it had expired (it was
 * closed already; the answer settles it). Not resolved opens it for another CHAT_EXPIRY_DAYS,
 * clears both sides' word, and reopens a resolved one (either side may). With `handedOver`, the
 * answerer also says the item was handed over (see recordHandover). Both people's tabs are told.
 */
export async function resolveConversation(
  ctx: Ctx<"database" | "bus" | "config" | "clock">,
  user: SessionUser,
  id: string,
  input: { resolved: boolean; handedOver?: true; lostReportId?: string | null },
): Promise<{ conversation: Conversation; message: { key: MessageKey; params?: Record<string, string> } }> {
  const row = await ownConversation(ctx, user, id);
  const now = ctx.clock();
  const outcome = input.handedOver
    ? await recordHandover(ctx, user, row, true, input.lostReportId)
    : { solved: false, lostSolved: false };
  // An office conversation's student is user_a; the office (any administrator) answers as side b.
  const side = row.user_a === user.id ? "a" : "b";
  const expired = row.state === "open" && new Date(row.expires_at).getTime() <= now.getTime();
  let messageKey: MessageKey;
  if (input.resolved) {
    const closed = await ctx.database.db.transaction().execute(async (trx) => {
      await setResolveMark(trx, id, side === "a" ? "resolve_a_at" : "resolve_b_at", now.toISOString());
      const marked = (await findConversation(trx, id))!;
      const agreed = Boolean(marked.resolve_a_at && marked.resolve_b_at);
      if (marked.state === "open" && (agreed || expired))
        await setConversationState(trx, id, { state: "resolved", resolvedBy: user.id, at: now.toISOString() });
      return agreed || expired || marked.state === "resolved";
    });
    messageKey = closed ? "chat.markedResolved" : "chat.resolveAsked";
  } else {
    await setConversationState(ctx.database.db, id, {
      state: "open",
      expiresAt: expiryFrom(ctx, now),
      at: now.toISOString(),
    });
    const ownWord = Boolean(side === "a" ? row.resolve_a_at : row.resolve_b_at);
    messageKey =
      row.state === "resolved" ? "chat.reopened" : ownWord && !expired ? "chat.resolveWithdrawn" : "chat.markedOpen";
  }
  await publishState(ctx, id);
  const conversation = await getConversation(ctx, user, id);
  return {
    conversation,
    message: handoverMessage(row, user, outcome, conversation.other.name) ?? { key: messageKey },
  };
}

/**
 * `POST /api/notify/message`: enqueues the email about a message (the server already did when it
 * was sent); once per message whoever asks. Either participant may ask.
 */
export async function askToNotifyMessage(
  ctx: Ctx<"database" | "outbox">,
  user: SessionUser,
  messageId: string,
): Promise<boolean> {
  const message = await findMessage(ctx.database.db, messageId);
  const mayAsk =
    message && ([message.user_a, message.user_b].includes(user.id) || (message.office && answersForOffice(user)));
  if (!message || !mayAsk) throw new AppError(404, "MESSAGE_NOT_FOUND", "chat.errors.notFound");
  const added = await ctx.outbox.enqueue(ctx.database.db, [
    notificationJobs.messageEmail(messageId, new Date(new Date(message.created_at).getTime() + MESSAGE_EMAIL_DELAY_MS)),
  ]);
  ctx.outbox.wake();
  return added > 0;
}

/** A message reached one of its recipient's open tabs (any instance): no email about it is needed. */
export async function recordDelivery(ctx: Ctx<"database" | "clock">, messageId: string): Promise<void> {
  const { database } = ctx;
  await markDelivered(database.db, messageId, ctx.clock().toISOString());
}

/** The user's unread counts, for a socket that just opened. */
export async function unreadCountsOf(ctx: Ctx<"database">, user: SessionUser): Promise<UnreadCounts> {
  const { database } = ctx;
  return unreadCounts(database.db, user.id, answersForOffice(user) ? { yes: flag(database.dialect, true) } : null);
}

/** Privacy housekeeping: conversations with no message since `before` are deleted with their messages. */
export async function forgetIdleConversations(ctx: Ctx<"database">, before: Date): Promise<number> {
  return deleteConversationsIdleSince(ctx.database.db, before.toISOString());
}
