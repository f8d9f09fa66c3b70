import type { RealtimeEvent } from "@campus/shared";

/** Who an event is for: one user's open tabs, or every admin online. */
export type Audience = { userId: string } | { admins: true };

/**
 * An event for the audience's sockets, or an order to close one user's sockets (their account
 * was disabled or its role changed: `code` tells the client whether to reconnect).
 */
export type BusMessage =
  | { to: Audience; event: RealtimeEvent }
  | {
      to: { userId: string };
      disconnect: {
        code: number;
        reason: string;
        /** Only this session's sockets (its `sessionKey`). */ session?: string;
      };
    };

/**
 * Carries realtime events to every server instance, each of which hands them to its own open
 * WebSockets. In-process by default; PostgreSQL LISTEN/NOTIFY or Redis when there are many.
 * Every instance receives each published message once, its own included.
 */
export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  /**
   * Called after the bus's connection came back from an outage: messages published meanwhile
   * were lost, so listeners catch up from the database (the in-process bus never has one).
   */
  onReconnect(listener: () => void): () => void;
  /** Answers when the bus's own service (Redis) is reachable; absent when the bus has none of its own. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): doubling from 250 ms up
 * to `mostMs` (30 s unless told), with a random part taken off so that instances do not all come
 * back at once.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random, mostMs = 30_000): number {
  const ceiling = Math.min(mostMs, 250 * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
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
