import type { RealtimeEvent } from "@campus/shared";
import WebSocket from "ws";
import { waitFor } from "./wait";

export interface TestSocket {
  socket: WebSocket;
  /** Every event received so far, in order. */
  events: RealtimeEvent[];
  /** Waits for the n-th event of a type (1 = the first) and returns it. */
  next<T extends RealtimeEvent["type"]>(
    type: T,
    nth?: number,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeEvent, { type: T }>>;
  close(): Promise<void>;
}

/** Opens the realtime channel as a browser tab would: the session cookie and the page's Origin. */
export async function openRealtime(
  baseUrl: string,
  options: { cookie?: string; origin?: string },
): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/realtime`, {
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
  const events: RealtimeEvent[] = [];
  socket.on("message", (data) => events.push(JSON.parse((data as Buffer).toString("utf8")) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once("error", reject);
  });
  return {
    socket,
    events,
    async next(type, nth = 1, timeoutMs = 10_000) {
      return waitFor(
        `realtime event ${type} #${nth}`,
        () => events.filter((event) => event.type === type)[nth - 1] as never,
        timeoutMs,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
}

/** The HTTP status the server answered instead of upgrading. */
export async function refusedStatus(baseUrl: string, options: { cookie?: string; origin?: string }): Promise<number> {
  try {
    const opened = await openRealtime(baseUrl, options);
    await opened.close();
    return 101;
  } catch (error) {
    const match = /refused: (\d+)/.exec(String(error));
    if (!match) throw error;
    return Number(match[1]);
  }
}
