import {
  hasOfficePowers,
  REALTIME_CLOSE,
  REALTIME_SOCKETS_PER_SESSION,
  REALTIME_SOCKETS_PER_USER,
  type RealtimeEvent,
  type SessionUser,
} from "@campus/shared";
import type { WebSocket } from "ws";
import type { BusMessage } from "../../infra/events/event-bus";

/**
 * This instance's open WebSockets, by user, and which of them are admins'. Every event from the
 * bus goes to the sockets here that it is for; the other instances do the same with theirs.
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly admins = new Set<WebSocket>();
  private readonly users = new Map<WebSocket, SessionUser>();
  private readonly sessions = new Map<WebSocket, string>();

  get connections(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  /** Whether the user has a tab open on this instance. */
  isOnline(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /**
   * Adds a socket of `user`'s session `session`. A session keeps at most 5 sockets and a user 10
   * (on this instance): the oldest beyond that is closed with REALTIME_CLOSE.replaced, and its tab stays closed.
   */
  attach(socket: WebSocket, user: SessionUser, session: string): () => void {
    let sockets = this.byUser.get(user.id);
    if (!sockets) this.byUser.set(user.id, (sockets = new Set()));
    sockets.add(socket);
    this.users.set(socket, user);
    this.sessions.set(socket, session);
    if (hasOfficePowers(user)) this.admins.add(socket);
    const open = [...sockets].filter((other) => other.readyState === other.OPEN || other === socket);
    const sameSession = open.filter((other) => this.sessions.get(other) === session);
    const excess = new Set([
      ...sameSession.slice(0, Math.max(0, sameSession.length - REALTIME_SOCKETS_PER_SESSION)),
      ...open.slice(0, Math.max(0, open.length - REALTIME_SOCKETS_PER_USER)),
    ]);
    for (const old of excess) old.close(REALTIME_CLOSE.replaced, "replaced by a newer connection");
    return () => {
      sockets.delete(socket);
      this.users.delete(socket);
      this.sessions.delete(socket);
      if (!sockets.size) this.byUser.delete(user.id);
      this.admins.delete(socket);
    };
  }

  /** Sends the event to this instance's sockets it is for (or closes them); returns how many it went to. */
  deliver(message: BusMessage): number {
    const targets = "userId" in message.to ? this.byUser.get(message.to.userId) : this.admins;
    if (!targets?.size) return 0;
    if ("disconnect" in message) {
      const { session } = message.disconnect;
      const closing = [...targets].filter((socket) => session === undefined || this.sessions.get(socket) === session);
      for (const socket of closing) socket.close(message.disconnect.code, message.disconnect.reason);
      return closing.length;
    }
    const frame = JSON.stringify(message.event);
    let sent = 0;
    for (const socket of targets) if (send(socket, frame)) sent++;
    return sent;
  }

  /** Every socket open on this instance, with its user. */
  open(): Array<[WebSocket, SessionUser]> {
    return [...this.users];
  }

  /** Closes every socket (shutdown). */
  closeAll(code = 1001): void {
    for (const sockets of this.byUser.values()) for (const socket of sockets) socket.close(code);
  }
}

/** Sends when the socket is open; returns whether it did. */
export function send(socket: WebSocket, event: RealtimeEvent | string): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  socket.send(typeof event === "string" ? event : JSON.stringify(event));
  return true;
}
