import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REALTIME_CLOSE } from "@campus/shared";
import { addToRoster, logIn, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { openRealtime, type TestSocket } from "../../../test/realtime-client";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";

/**
 * Sockets per session and per user are capped (the oldest is closed, with a code the client
 * does not reconnect on), and signing out closes that session's sockets at once, not at the
 * next heartbeat (which this app sets far away).
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { realtimeHeartbeatMs: 600_000 });
  await addToRoster(t.app, [{ matrixNo: "A22CS0500" }]);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const closeCode = (tab: TestSocket) =>
  new Promise<number>((resolve) => tab.socket.once("close", (code) => resolve(code)));
const isOpen = (tab: TestSocket) => tab.socket.readyState === tab.socket.OPEN;

describe("realtime sockets", () => {
  it("keeps at most 5 per session and 10 per user, closing the oldest; signing out closes that session's at once", async () => {
    const first = await signUpAndLogIn(t.app, { matrixNo: "A22CS0500", email: "many.tabs@student.demo.edu.my" });
    const tabs: TestSocket[] = [];
    for (let i = 0; i < 5; i++) tabs.push(await openRealtime(base, { cookie: first, origin: ORIGIN }));
    const oldestClosed = closeCode(tabs[0]!);
    tabs.push(await openRealtime(base, { cookie: first, origin: ORIGIN }));
    expect(await oldestClosed).toBe(REALTIME_CLOSE.replaced);
    await waitFor("five open", () => tabs.filter(isOpen).length === 5);

    // Two more sessions of the same user: 5 + 3 + 3 = 11 > 10, so the oldest overall goes too.
    const second = await logIn(t.app, "many.tabs@student.demo.edu.my", "secret123");
    const third = await logIn(t.app, "many.tabs@student.demo.edu.my", "secret123");
    const others: TestSocket[] = [];
    for (let i = 0; i < 3; i++) others.push(await openRealtime(base, { cookie: second, origin: ORIGIN }));
    for (let i = 0; i < 3; i++) others.push(await openRealtime(base, { cookie: third, origin: ORIGIN }));
    await waitFor("ten open for the user", () => [...tabs, ...others].filter(isOpen).length === 10);
    expect(isOpen(tabs[1]!)).toBe(false);
    expect(others.every(isOpen)).toBe(true);

    // Signing out the second session closes its three tabs at once, and only them.
    const closing = others.slice(0, 3).map(closeCode);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: ORIGIN, cookie: second },
    });
    expect(out.statusCode).toBe(200);
    const started = Date.now();
    expect(await Promise.all(closing)).toEqual([
      REALTIME_CLOSE.sessionEnded,
      REALTIME_CLOSE.sessionEnded,
      REALTIME_CLOSE.sessionEnded,
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(others.slice(3).every(isOpen)).toBe(true);
    expect(tabs.slice(2).every(isOpen)).toBe(true);
    await Promise.all([...tabs, ...others].map((tab) => tab.close()));
  });
});
