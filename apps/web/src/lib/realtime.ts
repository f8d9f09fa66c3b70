import { REALTIME_CLOSE, type RealtimeClientFrame, type RealtimeEvent } from "@campus/shared";
import { realtimeEventAnswer } from "./light-answers";

export type RealtimeEventType = RealtimeEvent["type"];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface RealtimeSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeOptions {
  /** Where to connect; default: this origin's `/api/realtime` (ws: or wss: to match the page). */
  url?: () => string;
  /** Opens a socket; default: the browser's WebSocket, looked up when connecting. */
  createSocket?: (url: string) => RealtimeSocket;
  /** 0 ≤ n < 1, for the jitter; default Math.random. */
  random?: () => number;
  /** The first reconnect waits up to this long; each failure doubles it… */
  minDelayMs?: number;
  /** …up to this. */
  maxDelayMs?: number;
}

const OPEN = 1;

/**
 * Close codes after which trying again cannot help: the session is gone or refused (1008, or
 * the server's `sessionEnded`), or a newer tab took this socket's place (`replaced`: this tab
 * reconnecting would only close another). The server refuses a missing session before the
 * upgrade (the browser then sees 1006 and keeps backing off).
 */
export const UNAUTHORIZED_CLOSE_CODES: ReadonlySet<number> = new Set([
  1008,
  REALTIME_CLOSE.sessionEnded,
  REALTIME_CLOSE.replaced,
]);

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first after a close): the
 * delay doubles from `minDelayMs` up to `maxDelayMs`, and a random half of it is taken off so
 * that tabs dropped together do not all come back at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number, minDelayMs = 1000, maxDelayMs = 30_000): number {
  const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

function defaultUrl(): string {
  return `${window.location.origin.replace(/^http/, "ws")}/api/realtime`;
}

/**
 * The realtime channel (design §7): one WebSocket, events parsed with the shared schema (anything
 * else is ignored), listeners by event type, reconnects with back-off until stopped.
 */
export function createRealtimeClient(options: RealtimeOptions = {}) {
  const url = options.url ?? defaultUrl;
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address));
  const random = options.random ?? Math.random;
  const { minDelayMs = 1000, maxDelayMs = 30_000 } = options;

  const listeners = new Map<RealtimeEventType, Set<(event: RealtimeEvent) => void>>();
  let socket: RealtimeSocket | null = null;
  let running = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;

  function dispatch(data: unknown) {
    if (typeof data !== "string") return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = realtimeEventAnswer.safeParse(json);
    if (!parsed.success) return;
    for (const listener of [...(listeners.get(parsed.data.type) ?? [])]) {
      try {
        listener(parsed.data);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function connect() {
    retry = null;
    const current = createSocket(url());
    socket = current;
    current.onopen = () => {
      if (socket === current) attempt = 0;
    };
    current.onmessage = (event) => {
      if (socket === current) dispatch(event.data);
    };
    // A failed connection closes too; the reconnect is decided there.
    current.onerror = () => {};
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (!running) return;
      if (UNAUTHORIZED_CLOSE_CODES.has(event.code)) {
        running = false;
        return;
      }
      retry = setTimeout(connect, reconnectDelay(attempt++, random, minDelayMs, maxDelayMs));
    };
  }

  return {
    /** Opens the channel (once: calling it again while running does nothing). */
    start(): void {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    /** Closes the channel and stops reconnecting, until the next start. */
    stop(): void {
      running = false;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = socket;
      socket = null;
      current?.close(1000);
    },
    /** Calls `listener` with every event of that type; returns the unsubscribe. */
    subscribe<T extends RealtimeEventType>(type: T, listener: (event: RealtimeEventOf<T>) => void): () => void {
      const forType = listeners.get(type) ?? new Set();
      listeners.set(type, forType);
      const wrapped = listener as (event: RealtimeEvent) => void;
      forType.add(wrapped);
      return () => {
        forType.delete(wrapped);
      };
    },
    /** Sends a frame when the channel is open; false when it is not (the caller may use HTTP instead). */
    send(frame: RealtimeClientFrame): boolean {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    /** True while the channel should be open (started and not refused). */
    get running(): boolean {
      return running;
    },
  };
}

/** This tab's one realtime channel; the dashboard layout starts and stops it. */
export const realtime = createRealtimeClient();
