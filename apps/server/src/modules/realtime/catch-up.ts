import type { SessionUser } from "@campus/shared";
import type { WebSocket } from "ws";
import { unreadCountsOf } from "../chat/service";
import { unacknowledgedNotices } from "../matching/notices";
import { send } from "./hub";
import type { Ctx } from "../../core/context";

/**
 * What a tab may have missed, from the database: `ready` (the client then refetches its lists),
 * the unread counts, and the match notices not yet acknowledged. Sent when a socket opens, and
 * again to every open socket after the event bus came back from an outage (events published
 * while it was down never arrived).
 */
export async function sendCatchUp(ctx: Ctx<"database">, socket: WebSocket, user: SessionUser): Promise<void> {
  send(socket, { type: "ready" });
  send(socket, { type: "unread", counts: await unreadCountsOf(ctx, user) });
  for (const notice of await unacknowledgedNotices(ctx, user)) send(socket, { type: "match", notice });
}
