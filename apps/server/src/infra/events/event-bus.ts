import type { RealtimeEvent } from "@campus/shared";

/** Who an event is for: one user's open tabs, or every admin online. */
export type Audience = { userId: string } | { admins: true };

/**
 * An event for the audience's sockets, or an order to close one user's sockets (their account
 * was disabled or its role changed: `code` tells the client whether to reconnect).
 */
export type BusMessage = { to: Audience; event: RealtimeEvent } | { to: { userId: string }; disconnect: { code: number; reason: string } };

/**
 * Carries realtime events to every server instance, each of which hands them to its own open
 * WebSockets. In-process by default; PostgreSQL LISTEN/NOTIFY or Redis when there are many.
 * Every instance receives each published message once, its own included.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** Listeners, for the implementations. */
export class Listeners {
  private readonly set = new Set<(message: BusMessage) => void>();
  add(listener: (message: BusMessage) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  deliver(message: BusMessage): void {
    for (const listener of this.set) listener(message);
  }
}
