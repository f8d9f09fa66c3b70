import type { RealtimeEvent } from "@campus/shared";
import type { RealtimeSocket } from "../lib/realtime";

/**
 * A WebSocket that never touches the network: tests open, feed and close it by hand and read
 * what the app sent. Every instance made is kept in `FakeWebSocket.instances`, newest last.
 */
export class FakeWebSocket implements RealtimeSocket {
  static instances: FakeWebSocket[] = [];
  static get last(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }

  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error("not open");
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The frames the app sent, parsed. */
  get frames(): unknown[] {
    return this.sent.map((text) => JSON.parse(text) as unknown);
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  /** The server sends a frame (an event, or any raw text). */
  receive(event: RealtimeEvent | string): void {
    this.onmessage?.(new MessageEvent("message", { data: typeof event === "string" ? event : JSON.stringify(event) }));
  }

  /** The connection ends from the server's side (or fails: 1006). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent("close", { code }));
  }
}
