import type { z } from "zod";
import {
  messagePageQuerySchema,
  messagePageSchema,
  translate,
  type ChatMessage,
  type MessagePage,
} from "@campus/shared";
import { json, refusal } from "./fake-answers";

/**
 * `GET /api/conversations/:id/messages` paged exactly as the server pages it (chat routes,
 * service and repository): the query is `limit` (1 to 100, default 30) and `before`, a cursor
 * "createdAt|id"; the answer is `{ messages, nextBefore }`, newest first by (createdAt, id), the
 * messages strictly older than the cursor, and `nextBefore` the cursor of the page's last
 * (oldest) message when older ones remain, else null.
 */

export type MessagePageQuery = z.output<typeof messagePageQuerySchema>;

/** The page query, or the server's refusal of it (checked before the conversation is looked up). */
export function readMessagePageQuery(url: URL): { query: MessagePageQuery } | { refused: Response } {
  const read = messagePageQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (read.success) return { query: read.data };
  const fields = Object.fromEntries(
    read.error.issues.map((issue) => [issue.path.join(".") || "_", translate("en", "errors.invalidValue")]),
  );
  return {
    refused: refusal(400, { code: "VALIDATION_ERROR", message: translate("en", "errors.validation"), fields }),
  };
}

/** The server's cursor: the time and id of a message, or null when it is not one. */
function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  const [createdAt, id] = cursor.split("|");
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt: new Date(createdAt).toISOString(), id };
}

const encodeCursor = (message: ChatMessage) => `${message.createdAt}|${message.id}`;

/** Compares as the database does (by code unit, not by locale). */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const newerFirst = (a: ChatMessage, b: ChatMessage) => byCodeUnit(b.createdAt, a.createdAt) || byCodeUnit(b.id, a.id);

/** One page of a conversation's messages, or 400 BAD_CURSOR for a cursor that is not the server's. */
export function messagePage(all: ChatMessage[], query: MessagePageQuery): Response {
  const before = query.before ? decodeCursor(query.before) : null;
  if (query.before && !before)
    return refusal(400, { code: "BAD_CURSOR", message: translate("en", "errors.validation") });
  const older = [...all]
    .sort(newerFirst)
    .filter(
      (item) =>
        !before || item.createdAt < before.createdAt || (item.createdAt === before.createdAt && item.id < before.id),
    );
  const messages = older.slice(0, query.limit);
  const page: MessagePage = {
    messages,
    nextBefore: older.length > query.limit ? encodeCursor(messages.at(-1)!) : null,
  };
  return json(messagePageSchema, page);
}
