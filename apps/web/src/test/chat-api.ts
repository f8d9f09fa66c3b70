import {
  chatRecipientSchema,
  conversationListSchema,
  conversationResponseSchema,
  sentMessageResponseSchema,
  startConversationResponseSchema,
  unreadCountsSchema,
  type ChatMessage,
  type Conversation,
} from "@campus/shared";
import { messagePage, readMessagePageQuery } from "./chat-paging";
import { json, refusal, type Refusal } from "./fake-answers";
import type { ApiHandler } from "./render-app";

/** A conversation as the server lists it, with the test's changes. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: "c1",
    other: { id: "u9", name: "Tan Wei Jie", image: null },
    office: false,
    handover: { mine: false, theirs: false, lostReport: null, choices: [] },
    resolution: { mine: false, theirs: false },
    report: {
      id: "found-1",
      type: "found",
      itemType: "phone",
      itemTypeOther: null,
      brand: "Samsung",
      model: "Galaxy S23",
      status: "pending",
      mine: false,
    },
    lastMessage: null,
    lastMessageAt: "2026-03-03T03:00:00.000Z",
    unread: 0,
    state: "open",
    expiresAt: "2026-03-10T03:00:00.000Z",
    expired: false,
    ...overrides,
  };
}

let nextId = 1;
/** A stored message; `at` counts minutes after 1 Mar 2026 00:00 UTC (later ones are newer). */
export function message(overrides: Partial<ChatMessage> & { at?: number } = {}): ChatMessage {
  const { at = nextId, ...rest } = overrides;
  const id = `m${nextId++}`;
  return {
    id,
    conversationId: "c1",
    senderId: "u9",
    body: `Message ${id}`,
    createdAt: new Date(Date.UTC(2026, 2, 1) + at * 60_000).toISOString(),
    clientId: null,
    ...rest,
  };
}

/** What a send answers: the message (stored), or an error status with its code and message. */
export type SendAnswer = "ok" | ({ status: number } & Refusal);

/**
 * The chat endpoints as the server answers them, on data the test holds: conversations, each
 * one's messages (paged as the server pages them: test/chat-paging.ts), sends (answers from
 * `sendAnswers`, one per attempt, then "ok"; a send may wait for `holdSends`), resolution and
 * unread counts.
 */
export function chatApi(
  options: {
    conversations?: Conversation[];
    messages?: Record<string, ChatMessage[]>;
    unread?: Record<string, number>;
    sendAnswers?: SendAnswer[];
    holdSends?: () => Promise<void>;
    /** How starting a conversation is refused (else it starts). */
    startRefusal?: { status: number } & Refusal;
  } = {},
): ApiHandler & {
  state: { conversations: Conversation[]; messages: Record<string, ChatMessage[]>; unread: Record<string, number> };
} {
  const state = {
    conversations: options.conversations ?? [conversation()],
    messages: options.messages ?? {},
    unread: options.unread ?? {},
  };
  const sendAnswers = [...(options.sendAnswers ?? [])];
  const handler: ApiHandler = async (request, path) => {
    const method = request.method;
    if (path === "/api/conversations" && method === "GET")
      return json(conversationListSchema, { conversations: state.conversations });
    if (path === "/api/conversations/recipient" && method === "GET") {
      const email = new URL(request.url).searchParams.get("email") ?? "";
      return email.startsWith("nobody@")
        ? refusal(404, {
            code: "UNKNOWN_EMAIL",
            message: "Nobody with this email uses Campus Lost & Found.",
            fields: { email: "Nobody with this email uses Campus Lost & Found." },
          })
        : json(chatRecipientSchema, {
            ok: true,
            office: email.endsWith("@ujian.edu.my") && !email.includes("@student."),
          });
    }
    if (path === "/api/conversations" && method === "POST") {
      if (options.startRefusal) {
        const { status, ...body } = options.startRefusal;
        return refusal(status, body);
      }
      const body = (await request.clone().json()) as {
        reportId?: string;
        email?: string;
        office?: true;
        message?: { body: string; clientId: string };
      };
      // The one there is (the office's, or about the same report), as the server reuses it.
      const existing = state.conversations.find((item) =>
        body.office ? item.office && !item.report : !item.office && body.reportId && item.report?.id === body.reportId,
      );
      const first = body.message && {
        ...message({ senderId: "u1", body: body.message.body.trim(), clientId: body.message.clientId }),
        createdAt: new Date().toISOString(),
      };
      if (existing) {
        if (first)
          state.messages[existing.id] = [
            { ...first, conversationId: existing.id },
            ...(state.messages[existing.id] ?? []),
          ];
        return json(startConversationResponseSchema, { conversation: existing });
      }
      // Nothing is stored without a first message.
      if (!first) return json(startConversationResponseSchema, { conversation: null });
      const lastMessage = { body: first.body, createdAt: first.createdAt, mine: true };
      const started = body.office
        ? conversation({
            id: "c-office",
            office: true,
            other: { id: "office", name: "", image: null },
            report: null,
            lastMessage,
          })
        : conversation({ id: "c-new", report: body.reportId ? conversation().report : null, lastMessage });
      state.conversations = [started, ...state.conversations];
      state.messages[started.id] = [{ ...first, conversationId: started.id }];
      return json(startConversationResponseSchema, { conversation: started }, 201);
    }
    if (path === "/api/conversations/unread") return json(unreadCountsSchema, { counts: state.unread });
    if (path === "/api/conversations/read-all" && method === "POST") {
      state.unread = {};
      return json(unreadCountsSchema, { counts: {} });
    }
    const match = /^\/api\/conversations\/([^/]+)(\/[a-z]+)?$/.exec(path);
    if (!match) return undefined;
    const [, id, rest = ""] = match;
    // The server checks the page query before it looks the conversation up.
    const pageQuery = rest === "/messages" && method === "GET" ? readMessagePageQuery(new URL(request.url)) : null;
    if (pageQuery && "refused" in pageQuery) return pageQuery.refused;
    const found = state.conversations.find((item) => item.id === id);
    if (!found) return refusal(404, { code: "CONVERSATION_NOT_FOUND", message: "This conversation does not exist." });
    if (rest === "" && method === "GET") return json(conversationResponseSchema, { conversation: found });
    if (pageQuery) return messagePage(state.messages[id!] ?? [], pageQuery.query);
    if (rest === "/messages" && method === "POST") {
      const body = (await request.clone().json()) as { body: string; clientId: string };
      await options.holdSends?.();
      const answer = sendAnswers.shift() ?? "ok";
      if (answer !== "ok") {
        const { status, ...body } = answer;
        // A send refused as expired means the server has the conversation expired.
        if (body.code === "CHAT_EXPIRED")
          state.conversations = state.conversations.map((item) => (item.id === id ? { ...item, expired: true } : item));
        return refusal(status, body);
      }
      const all = state.messages[id!] ?? [];
      const existing = all.find((item) => item.clientId === body.clientId);
      const stored = existing ?? {
        ...message({ conversationId: id!, senderId: "u1", body: body.body.trim(), clientId: body.clientId }),
        createdAt: new Date().toISOString(),
      };
      if (!existing) state.messages[id!] = [stored, ...all];
      return json(sentMessageResponseSchema, { message: stored }, 201);
    }
    if (rest === "/read" && method === "POST") {
      delete state.unread[id!];
      return json(unreadCountsSchema, { counts: state.unread });
    }
    if (rest === "/resolution" && method === "POST") {
      const body = (await request.clone().json()) as { resolved: boolean; handedOver?: true };
      const handover = body.handedOver && found.handover ? { ...found.handover, mine: true } : found.handover;
      // Closed once both sides said so, or on one side's word once expired (as the server does).
      const closes = body.resolved && (found.resolution.theirs || found.expired || found.state === "resolved");
      const updated: Conversation = body.resolved
        ? {
            ...found,
            handover,
            resolution: { ...found.resolution, mine: true },
            ...(closes ? { state: "resolved" as const, expired: false } : {}),
          }
        : {
            ...found,
            state: "open",
            expired: false,
            expiresAt: "2026-03-17T03:00:00.000Z",
            resolution: { mine: false, theirs: false },
          };
      state.conversations = state.conversations.map((item) => (item.id === id ? updated : item));
      const message = body.resolved
        ? closes
          ? "Chat marked resolved"
          : "You marked the case resolved. The chat closes once the other person agrees."
        : found.state === "resolved"
          ? "Conversation reopened"
          : found.resolution.mine && !found.expired
            ? "You took back your answer: the chat stays open."
            : "Chat marked still open";
      return json(conversationResponseSchema, { conversation: updated, message });
    }
    if (rest === "/handover" && method === "POST") {
      const { handedOver, lostReportId } = (await request.clone().json()) as {
        handedOver: boolean;
        lostReportId?: string | null;
      };
      const before = found.handover ?? { mine: false, theirs: false, lostReport: null, choices: [] };
      const named = before.choices.find((choice) => choice.id === lostReportId);
      const lostReport = handedOver
        ? named
          ? { ...named, paired: undefined }
          : lostReportId === undefined
            ? before.lostReport
            : null
        : null;
      const solved = handedOver && before.theirs;
      const handover = {
        mine: handedOver,
        theirs: before.theirs,
        lostReport: lostReport && {
          id: lostReport.id,
          itemType: lostReport.itemType,
          itemTypeOther: lostReport.itemTypeOther,
          brand: lostReport.brand,
          model: lostReport.model,
          eventDate: lostReport.eventDate,
          status: solved ? ("solved" as const) : lostReport.status,
        },
        choices: solved ? [] : before.choices,
      };
      const updated: Conversation = {
        ...found,
        handover,
        report: found.report && { ...found.report, status: solved ? "solved" : found.report.status },
      };
      state.conversations = state.conversations.map((item) => (item.id === id ? updated : item));
      return json(conversationResponseSchema, {
        conversation: updated,
        message: solved
          ? handover.lostReport
            ? "You both confirmed the handover: the found report and your lost report are marked solved."
            : "You both confirmed the handover: the found report is marked solved."
          : "Thanks. The report is marked solved once the other person confirms too.",
      });
    }
    return undefined;
  };
  return Object.assign(handler, { state });
}

/** The requests to a path (and method), in order. */
export const requestsTo = (calls: Request[], path: string, method = "POST") =>
  calls.filter((request) => request.method === method && new URL(request.url).pathname === path);
