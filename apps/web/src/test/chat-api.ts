import { messagePageQuerySchema, type ChatMessage, type Conversation } from "@campus/shared";
import type { ApiHandler } from "./render-app";

/** A conversation as the server lists it, with the test's changes. */
export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: "c1",
    other: { id: "u9", name: "Tan Wei Jie", image: null },
    office: false,
    handover: { mine: false, theirs: false },
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
export type SendAnswer = "ok" | { status: number; code: string; message: string; fields?: Record<string, string> };

/**
 * The chat endpoints as the server answers them, on data the test holds: conversations, each
 * one's messages (newest first, paged by a cursor), sends (answers from `sendAnswers`, one per
 * attempt, then "ok"; a send may wait for `holdSends`), resolution and unread counts.
 */
export function chatApi(
  options: {
    conversations?: Conversation[];
    messages?: Record<string, ChatMessage[]>;
    unread?: Record<string, number>;
    sendAnswers?: SendAnswer[];
    holdSends?: () => Promise<void>;
    startAnswer?: { status: number; body: unknown };
    pageSize?: number;
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
  const pageSize = options.pageSize ?? 30;
  const handler: ApiHandler = async (request, path) => {
    const method = request.method;
    if (path === "/api/conversations" && method === "GET") return Response.json({ conversations: state.conversations });
    if (path === "/api/conversations/recipient" && method === "GET") {
      const email = new URL(request.url).searchParams.get("email") ?? "";
      return email.startsWith("nobody@")
        ? Response.json(
            {
              code: "UNKNOWN_EMAIL",
              message: "Nobody with this email uses Campus Lost & Found.",
              fields: { email: "Nobody with this email uses Campus Lost & Found." },
            },
            { status: 404 },
          )
        : Response.json({ ok: true, office: email.endsWith("@ujian.edu.my") && !email.includes("@student.") });
    }
    if (path === "/api/conversations" && method === "POST") {
      if (options.startAnswer) return Response.json(options.startAnswer.body, { status: options.startAnswer.status });
      const body = (await request.clone().json()) as { reportId?: string; email?: string; office?: true };
      const started = body.office
        ? conversation({ id: "c-office", office: true, other: { id: "office", name: "", image: null }, report: null })
        : conversation({ id: "c-new", report: body.reportId ? conversation().report : null });
      state.conversations = [started, ...state.conversations];
      return Response.json({ conversation: started }, { status: 201 });
    }
    if (path === "/api/conversations/unread") return Response.json({ counts: state.unread });
    if (path === "/api/conversations/read-all" && method === "POST") {
      state.unread = {};
      return Response.json({ counts: {} });
    }
    const match = /^\/api\/conversations\/([^/]+)(\/[a-z]+)?$/.exec(path);
    if (!match) return undefined;
    const [, id, rest = ""] = match;
    const found = state.conversations.find((item) => item.id === id);
    if (!found)
      return Response.json(
        { code: "CONVERSATION_NOT_FOUND", message: "This conversation does not exist." },
        { status: 404 },
      );
    if (rest === "" && method === "GET") return Response.json({ conversation: found });
    if (rest === "/messages" && method === "GET") {
      // The server's paging: newest first by (time, id); the cursor is the last message's "time|id".
      const query = messagePageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      const limit = new URL(request.url).searchParams.has("limit") ? query.limit : pageSize;
      const newestFirst = [...(state.messages[id!] ?? [])].sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
      );
      const [beforeAt, beforeId] = query.before ? query.before.split("|") : [];
      const older = beforeAt
        ? newestFirst.filter(
            (item) => item.createdAt < beforeAt || (item.createdAt === beforeAt && item.id < beforeId!),
          )
        : newestFirst;
      const page = older.slice(0, limit);
      return Response.json({
        messages: page,
        nextBefore: older.length > limit ? `${page.at(-1)!.createdAt}|${page.at(-1)!.id}` : null,
      });
    }
    if (rest === "/messages" && method === "POST") {
      const body = (await request.clone().json()) as { body: string; clientId: string };
      await options.holdSends?.();
      const answer = sendAnswers.shift() ?? "ok";
      if (answer !== "ok")
        return Response.json(
          { code: answer.code, message: answer.message, ...(answer.fields ? { fields: answer.fields } : {}) },
          { status: answer.status },
        );
      const all = state.messages[id!] ?? [];
      const existing = all.find((item) => item.clientId === body.clientId);
      const stored = existing ?? {
        ...message({ conversationId: id!, senderId: "u1", body: body.body.trim(), clientId: body.clientId }),
        createdAt: new Date().toISOString(),
      };
      if (!existing) state.messages[id!] = [stored, ...all];
      return Response.json({ message: stored }, { status: 201 });
    }
    if (rest === "/read" && method === "POST") {
      delete state.unread[id!];
      return Response.json({ counts: state.unread });
    }
    if (rest === "/resolution" && method === "POST") {
      const body = (await request.clone().json()) as { resolved: boolean; handedOver?: true };
      const handover = body.handedOver && found.handover ? { ...found.handover, mine: true } : found.handover;
      const updated: Conversation = body.resolved
        ? { ...found, handover, state: "resolved", expired: false }
        : { ...found, state: "open", expired: false, expiresAt: "2026-03-17T03:00:00.000Z" };
      state.conversations = state.conversations.map((item) => (item.id === id ? updated : item));
      const message = body.resolved
        ? "Chat marked resolved"
        : found.state === "resolved"
          ? "Conversation reopened"
          : "Chat marked still open";
      return Response.json({ conversation: updated, message });
    }
    if (rest === "/handover" && method === "POST") {
      const { handedOver } = (await request.clone().json()) as { handedOver: boolean };
      const handover = { mine: handedOver, theirs: found.handover?.theirs ?? false };
      const solved = handover.mine && handover.theirs;
      const updated: Conversation = {
        ...found,
        handover,
        report: found.report && { ...found.report, status: solved ? "solved" : found.report.status },
      };
      state.conversations = state.conversations.map((item) => (item.id === id ? updated : item));
      return Response.json({
        conversation: updated,
        message: solved
          ? "You both confirmed the handover: the report is marked solved."
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
