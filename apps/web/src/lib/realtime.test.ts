import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../test/fake-websocket";
import { createRealtimeClient, reconnectDelay } from "./realtime";

const notice = {
  id: "n1",
  lostReportId: "lost-1",
  foundReportId: "found-1",
  createdAt: "2026-03-04T08:00:00.000Z",
  acknowledged: false,
  fromOffice: false,
  open: true,
};

/** A client on fake sockets, with the jitter at its largest (whole delays) unless told. */
function client(random = () => 0.999_999) {
  return createRealtimeClient({
    url: () => "ws://campus.test/api/realtime",
    createSocket: (url) => new FakeWebSocket(url),
    random,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the realtime client", () => {
  it("opens one socket however often it is started", () => {
    const realtime = client();
    realtime.start();
    realtime.start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last!.url).toBe("ws://campus.test/api/realtime");
    realtime.stop();
  });

  it("connects to this origin's /api/realtime by default, ws for http and wss for https", () => {
    const urls: string[] = [];
    const realtime = createRealtimeClient({ createSocket: (url) => (urls.push(url), new FakeWebSocket(url)) });
    realtime.start();
    expect(urls).toEqual([`${window.location.origin.replace(/^http/, "ws")}/api/realtime`]);
    expect(urls[0]).toMatch(/^wss?:\/\//);
    realtime.stop();
  });

  it("hands each valid event to the listeners of its type and ignores anything else", () => {
    const realtime = client();
    const matches = vi.fn();
    const ready = vi.fn();
    realtime.subscribe("match", matches);
    const stopReady = realtime.subscribe("ready", ready);
    realtime.start();
    const socket = FakeWebSocket.last!;
    socket.open();
    socket.receive({ type: "ready" });
    socket.receive("not json {");
    socket.receive(JSON.stringify({ type: "match" }));
    socket.receive(JSON.stringify({ type: "match", notice: { ...notice, id: 5 } }));
    socket.receive(JSON.stringify({ type: "something-else", notice }));
    socket.onmessage?.(new MessageEvent("message", { data: new ArrayBuffer(4) }));
    socket.receive({ type: "match", notice });
    expect(ready).toHaveBeenCalledTimes(1);
    expect(matches).toHaveBeenCalledTimes(1);
    expect(matches).toHaveBeenCalledWith({ type: "match", notice });

    stopReady();
    socket.receive({ type: "ready" });
    expect(ready).toHaveBeenCalledTimes(1);
    realtime.stop();
  });

  it("keeps calling the other listeners when one throws", () => {
    const realtime = client();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const second = vi.fn();
    realtime.subscribe("match", () => {
      throw new Error("listener bug");
    });
    realtime.subscribe("match", second);
    realtime.start();
    FakeWebSocket.last!.open();
    FakeWebSocket.last!.receive({ type: "match", notice });
    expect(second).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    realtime.stop();
  });

  it("sends frames only while open", () => {
    const realtime = client();
    realtime.start();
    expect(realtime.send({ type: "ack", noticeId: "n1" })).toBe(false);
    FakeWebSocket.last!.open();
    expect(realtime.send({ type: "ack", noticeId: "n1" })).toBe(true);
    expect(FakeWebSocket.last!.frames).toEqual([{ type: "ack", noticeId: "n1" }]);
    realtime.stop();
    expect(realtime.send({ type: "ping" })).toBe(false);
  });

  it("reconnects after 1 s, then 2, 4, 8, 16 and at most 30 s, and starts over after a successful open", () => {
    const realtime = client();
    realtime.start();
    const waits: number[] = [];
    for (let failure = 0; failure < 7; failure++) {
      const before = FakeWebSocket.instances.length;
      FakeWebSocket.last!.drop();
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
        if (waited > 60_000) throw new Error("no reconnect");
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);

    FakeWebSocket.last!.open();
    FakeWebSocket.last!.drop();
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(8);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(9);
    realtime.stop();
  });

  it("spreads reconnects with jitter between half and all of the delay", () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.5)).toBe(750);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
    expect(reconnectDelay(10, () => 0.999_999)).toBe(30_000);
    expect(reconnectDelay(500, () => 0.999_999)).toBe(30_000);

    const realtime = client(() => 0);
    realtime.start();
    FakeWebSocket.last!.drop();
    vi.advanceTimersByTime(499);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    realtime.stop();
  });

  it("stops reconnecting after stop(), closing the socket, and starts again on start()", () => {
    const realtime = client();
    realtime.start();
    const first = FakeWebSocket.last!;
    first.open();
    realtime.stop();
    expect(first.closedWith).toBe(1000);
    first.drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    // A stop while a reconnect is waiting cancels it.
    realtime.start();
    FakeWebSocket.last!.drop();
    realtime.stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(realtime.running).toBe(false);
  });

  it("does not reconnect when the server says the session is not allowed", () => {
    const realtime = client();
    realtime.start();
    FakeWebSocket.last!.open();
    FakeWebSocket.last!.drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(realtime.running).toBe(false);
  });

  it("ignores what an old socket says after a new one replaced it", () => {
    const realtime = client();
    const matches = vi.fn();
    realtime.subscribe("match", matches);
    realtime.start();
    const old = FakeWebSocket.last!;
    realtime.stop();
    realtime.start();
    old.receive({ type: "match", notice });
    old.drop();
    vi.advanceTimersByTime(60_000);
    expect(matches).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(2);
    realtime.stop();
  });
});
