import { sql, type Insertable, type Kysely } from "kysely";
import type { ConversationState } from "@campus/shared";
import type { ConversationsTable, DB, MessagesTable } from "../../db/schema";

/** A conversation with what its screens show: both people's names and photos, and its report. */
function conversations(db: Kysely<DB>) {
  return db
    .selectFrom("conversations as c")
    .innerJoin("users as a", "a.id", "c.user_a")
    .innerJoin("users as b", "b.id", "c.user_b")
    .leftJoin("reports as r", (join) => join.onRef("r.id", "=", "c.report_id").on("r.deleted_at", "is", null))
    .leftJoin("reports as h", (join) => join.onRef("h.id", "=", "c.handover_report_id").on("h.deleted_at", "is", null))
    .select([
      "c.id",
      "c.report_id",
      "c.user_a",
      "c.user_b",
      "c.started_by",
      "c.last_message_at",
      "c.expires_at",
      "c.state",
      "c.office",
      "c.handover_a_at",
      "c.handover_b_at",
      "c.resolve_a_at",
      "c.resolve_b_at",
      "a.name as a_name",
      "a.profile_image as a_image",
      "b.name as b_name",
      "b.profile_image as b_image",
      "r.type as report_type",
      "r.item_type as report_item_type",
      "r.item_type_other as report_item_type_other",
      "r.brand as report_brand",
      "r.model as report_model",
      "r.status as report_status",
      "r.reporter_id as report_reporter_id",
      "c.handover_report_id",
      "h.item_type as handover_report_item_type",
      "h.item_type_other as handover_report_item_type_other",
      "h.brand as handover_report_brand",
      "h.model as handover_report_model",
      "h.event_date as handover_report_event_date",
      "h.status as handover_report_status",
    ]);
}
export type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversations>["executeTakeFirstOrThrow"]>>;

export async function findConversation(db: Kysely<DB>, id: string) {
  return conversations(db).where("c.id", "=", id).executeTakeFirst();
}

export async function findConversationByPair(db: Kysely<DB>, pairKey: string) {
  return conversations(db).where("c.pair_key", "=", pairKey).executeTakeFirst();
}

/** A user's conversations, the most recently active first; with `office` (an administrator), every office conversation too. */
export async function listConversationsOf(
  db: Kysely<DB>,
  userId: string,
  office: { yes: boolean | number } | null,
  limit = 200,
) {
  return conversations(db)
    .where((eb) =>
      eb.or([
        eb("c.user_a", "=", userId),
        eb("c.user_b", "=", userId),
        ...(office ? [eb("c.office", "=", office.yes)] : []),
      ]),
    )
    .orderBy("c.last_message_at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit)
    .execute();
}

/** The newest message of each of these conversations. */
export async function lastMessages(db: Kysely<DB>, conversationIds: string[]) {
  if (!conversationIds.length) return [];
  return db
    .selectFrom("messages as m")
    .select(["m.conversation_id", "m.sender_id", "m.body", "m.created_at"])
    .where("m.conversation_id", "in", conversationIds)
    .where((eb) =>
      eb(
        "m.id",
        "=",
        eb
          .selectFrom("messages as n")
          .select("n.id")
          .whereRef("n.conversation_id", "=", "m.conversation_id")
          .orderBy("n.created_at", "desc")
          .orderBy("n.id", "desc")
          .limit(1),
      ),
    )
    .execute();
}

/** A new conversation and both people's read markers (nothing unread yet). */
export async function insertConversation(db: Kysely<DB>, row: Insertable<ConversationsTable>): Promise<void> {
  await db.insertInto("conversations").values(row).execute();
  const at = String(row.last_message_at);
  await db
    .insertInto("conversation_reads")
    // An office conversation holds its student twice: one marker. Administrators get theirs when they first read it.
    .values(
      [...new Set([row.user_a, row.user_b])].map((user_id) => ({ conversation_id: row.id, user_id, last_read_at: at })),
    )
    .execute();
}

/** One side's word on the handover: when they said yes, or null. */
export async function setHandover(
  db: Kysely<DB>,
  id: string,
  side: "handover_a_at" | "handover_b_at",
  at: string | null,
): Promise<void> {
  await db
    .updateTable("conversations")
    .set({ [side]: at })
    .where("id", "=", id)
    .execute();
}

/** The owner's lost report a handover solves with the found one (their choice), or none. */
export async function setHandoverReport(db: Kysely<DB>, id: string, reportId: string | null): Promise<void> {
  await db.updateTable("conversations").set({ handover_report_id: reportId }).where("id", "=", id).execute();
}

/** One side's word that the case is resolved: when they said it, or null. */
export async function setResolveMark(
  db: Kysely<DB>,
  id: string,
  side: "resolve_a_at" | "resolve_b_at",
  at: string | null,
): Promise<void> {
  await db
    .updateTable("conversations")
    .set({ [side]: at })
    .where("id", "=", id)
    .execute();
}

/** Resolved (read-only) or open again; opening it clears both sides' "resolved". */
export async function setConversationState(
  db: Kysely<DB>,
  id: string,
  change: { state: ConversationState; expiresAt?: string; resolvedBy?: string | null; at: string },
): Promise<void> {
  await db
    .updateTable("conversations")
    .set({
      state: change.state,
      ...(change.expiresAt ? { expires_at: change.expiresAt } : {}),
      resolved_at: change.state === "resolved" ? change.at : null,
      resolved_by: change.state === "resolved" ? (change.resolvedBy ?? null) : null,
      ...(change.state === "open" ? { resolve_a_at: null, resolve_b_at: null } : {}),
    })
    .where("id", "=", id)
    .execute();
}

const messageColumns = [
  "messages.id",
  "messages.conversation_id",
  "messages.sender_id",
  "messages.body",
  "messages.client_id",
  "messages.created_at",
] as const;

/** One page of a conversation, newest first, before the (created_at, id) cursor when given. */
export async function messagePage(
  db: Kysely<DB>,
  conversationId: string,
  before: { createdAt: string; id: string } | null,
  limit: number,
) {
  let query = db.selectFrom("messages").select(messageColumns).where("messages.conversation_id", "=", conversationId);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb("messages.created_at", "<", before.createdAt),
        eb.and([eb("messages.created_at", "=", before.createdAt), eb("messages.id", "<", before.id)]),
      ]),
    );
  }
  return query.orderBy("messages.created_at", "desc").orderBy("messages.id", "desc").limit(limit).execute();
}

/** The sender's message with this client id, if they sent it already (a retried send). */
export async function findMessageByClientId(db: Kysely<DB>, senderId: string, clientId: string) {
  return db
    .selectFrom("messages")
    .select(messageColumns)
    .where("sender_id", "=", senderId)
    .where("client_id", "=", clientId)
    .executeTakeFirst();
}

export async function findMessage(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("messages")
    .innerJoin("conversations", "conversations.id", "messages.conversation_id")
    .select([
      ...messageColumns,
      "messages.delivered_at",
      "conversations.user_a",
      "conversations.user_b",
      "conversations.report_id",
      "conversations.office",
    ])
    .where("messages.id", "=", id)
    .executeTakeFirst();
}

/** Stores a message and moves the conversation on (last message, new expiry); the sender has read up to it. */
export async function insertMessage(db: Kysely<DB>, row: Insertable<MessagesTable>, expiresAt: string): Promise<void> {
  await db.insertInto("messages").values(row).execute();
  await db
    .updateTable("conversations")
    .set({ last_message_at: row.created_at, expires_at: expiresAt })
    .where("id", "=", row.conversation_id)
    .execute();
  await markRead(db, row.conversation_id, row.sender_id, String(row.created_at));
}

export async function markRead(db: Kysely<DB>, conversationId: string, userId: string, at: string): Promise<void> {
  // An administrator reading an office conversation for the first time has no marker yet.
  await db
    .insertInto("conversation_reads")
    .values({ conversation_id: conversationId, user_id: userId, last_read_at: at })
    .onConflict((conflict) => conflict.columns(["conversation_id", "user_id"]).doNothing())
    .execute();
  await db
    .updateTable("conversation_reads")
    .set({ last_read_at: at })
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId)
    .where("last_read_at", "<", at)
    .execute();
}

export async function markAllRead(db: Kysely<DB>, userId: string, at: string): Promise<void> {
  await db
    .updateTable("conversation_reads")
    .set({ last_read_at: at })
    .where("user_id", "=", userId)
    .where("last_read_at", "<", at)
    .execute();
}

/**
 * Messages from the other side after the user's read marker, per conversation (only those with
 * any). With `office` (an administrator): also the office conversations' messages from their
 * student after this administrator's marker (all of them before their first read); what other
 * administrators wrote there is the office's own.
 */
export async function unreadCounts(
  db: Kysely<DB>,
  userId: string,
  office: { yes: boolean | number } | null = null,
): Promise<Record<string, number>> {
  const own = await db
    .selectFrom("conversation_reads as r")
    .innerJoin("conversations as c", "c.id", "r.conversation_id")
    .innerJoin("messages as m", (join) =>
      join.onRef("m.conversation_id", "=", "r.conversation_id").onRef("m.created_at", ">", "r.last_read_at"),
    )
    .select(["r.conversation_id", (eb) => eb.fn.countAll<number | string>().as("unread")])
    .where("r.user_id", "=", userId)
    // Their own conversations (an administrator's marker on an office conversation is counted below).
    .where((eb) => eb.or([eb("c.user_a", "=", userId), eb("c.user_b", "=", userId)]))
    .where("m.sender_id", "<>", userId)
    .groupBy("r.conversation_id")
    .execute();
  const counts: Record<string, number> = Object.fromEntries(
    own.map((row) => [row.conversation_id, Number(row.unread)]),
  );
  if (!office) return counts;
  const inbox = await db
    .selectFrom("conversations as c")
    .innerJoin("messages as m", (join) =>
      join.onRef("m.conversation_id", "=", "c.id").onRef("m.sender_id", "=", "c.user_a"),
    )
    .leftJoin("conversation_reads as r", (join) =>
      join.onRef("r.conversation_id", "=", "c.id").on("r.user_id", "=", userId),
    )
    .select(["c.id", (eb) => eb.fn.countAll<number | string>().as("unread")])
    .where("c.office", "=", office.yes)
    .where((eb) => eb.or([eb("r.last_read_at", "is", null), eb("m.created_at", ">", eb.ref("r.last_read_at"))]))
    .groupBy("c.id")
    .execute();
  for (const row of inbox) counts[row.id] = Number(row.unread);
  return counts;
}

/** Takes the office's email slot of an office conversation when the office was not emailed about it since `since`. */
export async function claimOfficeEmailSlot(
  db: Kysely<DB>,
  conversationId: string,
  at: string,
  since: string,
): Promise<boolean> {
  const result = await db
    .updateTable("conversations")
    .set({ office_emailed_at: at })
    .where("id", "=", conversationId)
    .where((eb) => eb.or([eb("office_emailed_at", "is", null), eb("office_emailed_at", "<", since)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseOfficeEmailSlot(db: Kysely<DB>, conversationId: string, takenAt: string): Promise<void> {
  await db
    .updateTable("conversations")
    .set({ office_emailed_at: sql<null>`null` })
    .where("id", "=", conversationId)
    .where("office_emailed_at", "=", takenAt)
    .execute();
}

/** Whether any administrator read the office conversation after `at`. */
export async function officeReadSince(
  db: Kysely<DB>,
  conversationId: string,
  studentId: string,
  at: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("conversation_reads")
    .select("user_id")
    .where("conversation_id", "=", conversationId)
    .where("user_id", "<>", studentId)
    .where("last_read_at", ">=", at)
    .executeTakeFirst();
  return Boolean(row);
}

export async function readMarker(db: Kysely<DB>, conversationId: string, userId: string) {
  return db
    .selectFrom("conversation_reads")
    .select(["last_read_at", "last_emailed_at"])
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function markDelivered(db: Kysely<DB>, messageId: string, at: string): Promise<void> {
  await db
    .updateTable("messages")
    .set({ delivered_at: at })
    .where("id", "=", messageId)
    .where("delivered_at", "is", null)
    .execute();
}

/**
 * Takes the conversation's email slot for the user when they were not emailed about it since
 * `since`: true when this call took it (one email per conversation per window, whoever asks).
 */
export async function claimEmailSlot(
  db: Kysely<DB>,
  conversationId: string,
  userId: string,
  at: string,
  since: string,
): Promise<boolean> {
  const result = await db
    .updateTable("conversation_reads")
    .set({ last_emailed_at: at })
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_emailed_at", "is", null), eb("last_emailed_at", "<", since)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives the slot back (the email could not be sent), so the retry may take it. */
export async function releaseEmailSlot(
  db: Kysely<DB>,
  conversationId: string,
  userId: string,
  takenAt: string,
): Promise<void> {
  await db
    .updateTable("conversation_reads")
    .set({ last_emailed_at: sql<null>`null` })
    .where("conversation_id", "=", conversationId)
    .where("user_id", "=", userId)
    .where("last_emailed_at", "=", takenAt)
    .execute();
}

/** Deletes conversations (their messages and read markers go with them) with no message since `before`. Returns how many. */
export async function deleteConversationsIdleSince(db: Kysely<DB>, before: string): Promise<number> {
  const idle = db.selectFrom("conversations").select("id").where("last_message_at", "<", before);
  await db.deleteFrom("messages").where("conversation_id", "in", idle).execute();
  await db.deleteFrom("conversation_reads").where("conversation_id", "in", idle).execute();
  const result = await db.deleteFrom("conversations").where("last_message_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Messages to `userId` written in [from, to) that reached no open tab of theirs and that they
 * have not read since, oldest first: what their morning summary tells of. (An office conversation
 * holds its student on both sides: an administrator is never one of its people, and the
 * student's messages to the office go to the office's mailbox.)
 */
export async function unreadMessagesBetween(db: Kysely<DB>, userId: string, from: string, to: string) {
  return conversations(db)
    .innerJoin("messages as m", "m.conversation_id", "c.id")
    .innerJoin("users as sender", "sender.id", "m.sender_id")
    .leftJoin("conversation_reads as seen", (join) =>
      join.onRef("seen.conversation_id", "=", "c.id").on("seen.user_id", "=", userId),
    )
    .select(["m.body as message_body", "m.created_at as message_at", "sender.name as sender_name"])
    .where((eb) => eb.or([eb("c.user_a", "=", userId), eb("c.user_b", "=", userId)]))
    .where("m.sender_id", "<>", userId)
    .where("m.created_at", ">=", from)
    .where("m.created_at", "<", to)
    .where("m.delivered_at", "is", null)
    .where((eb) => eb.or([eb("seen.last_read_at", "is", null), eb("m.created_at", ">", eb.ref("seen.last_read_at"))]))
    .orderBy("m.created_at")
    .execute();
}
