import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { openRealtime, refusedStatus } from "../../../test/realtime-client";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";

let t: TestApp;
let base: string;
let owner: string;
let finder: string;
let admin: string;
const library = randomUUID();
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  t = await createTestApp({}, { realtimeHeartbeatMs: 200 });
  await insertLocations(t.app.context.database.db, [
    {
      id: library,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(t.app.context.database.dialect, true),
      area: null,
    },
  ]);
  await addToRoster(t.app, [{ matrixNo: "A22CS0300" }, { matrixNo: "A22CS0301" }]);
  owner = await signUpAndLogIn(t.app, { matrixNo: "A22CS0300", email: "rt.owner@student.demo.edu.my" });
  finder = await signUpAndLogIn(t.app, { matrixNo: "A22CS0301", email: "rt.finder@student.demo.edu.my" });
  admin = await signInOfficeAdmin(t.app);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const report = async (cookie: string, fields: object) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/reports",
    headers: { origin: ORIGIN, cookie },
    payload: fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ report: { id: string } }>().report.id;
};
const lostBottle = {
  type: "lost",
  itemType: "other",
  itemTypeOther: "water bottle",
  brand: "Hydro Flask",
  color: "Blue",
  description: "Doraemon sticker, name Aina written on it",
  locationId: library,
  eventDate: today,
};
const foundBottle = {
  type: "found",
  itemType: "other",
  itemTypeOther: "botol air",
  brand: "Hydro Flask",
  color: "Biru",
  description: "Ada pelekat Doraemon, nama Aina",
  locationId: library,
  eventDate: today,
  custody: "office",
};

describe("the realtime channel", () => {
  it("is refused without a session (401) and from a foreign Origin (403)", async () => {
    expect(await refusedStatus(base, { origin: ORIGIN })).toBe(401);
    expect(await refusedStatus(base, { cookie: owner, origin: "https://evil.example" })).toBe(403);
    expect(await refusedStatus(base, { cookie: owner })).toBe(403);
    expect(await refusedStatus(base, { cookie: "better-auth.session_token=forged.value", origin: ORIGIN })).toBe(401);
  });

  it("tells a connected owner of a new match at once, and admins of every new report", async () => {
    const ownerTab = await openRealtime(base, { cookie: owner, origin: ORIGIN });
    const otherTab = await openRealtime(base, { cookie: owner, origin: ORIGIN });
    const finderTab = await openRealtime(base, { cookie: finder, origin: ORIGIN });
    const office = await openRealtime(base, { cookie: admin, origin: ORIGIN });
    await Promise.all([ownerTab.next("ready"), finderTab.next("ready"), office.next("ready")]);

    const lostId = await report(owner, lostBottle);
    expect((await office.next("report:new")).report).toEqual({
      id: lostId,
      type: "lost",
      itemType: "other",
      itemTypeOther: "water bottle",
      brand: "Hydro Flask",
      model: null,
      byVisitor: false,
    });
    const foundId = await report(finder, foundBottle);
    const { notice } = await ownerTab.next("match");
    expect(notice).toMatchObject({ lostReportId: lostId, foundReportId: foundId });
    expect((await otherTab.next("match")).notice.id).toBe(notice.id);
    expect((await office.next("report:new", 2)).report.id).toBe(foundId);

    // Exactly once, and only to the owner (and admins get reports, not students' matches).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ownerTab.events.filter((event) => event.type === "match")).toHaveLength(1);
    expect(finderTab.events.filter((event) => event.type !== "ready" && event.type !== "unread")).toEqual([]);
    expect(office.events.filter((event) => event.type === "match")).toEqual([]);

    // The tab acknowledges it; it is not shown again at the next visit.
    ownerTab.socket.send(JSON.stringify({ type: "ack", noticeId: notice.id }));
    await waitFor("the acknowledgement", async () =>
      (await t.app.inject({ method: "GET", url: "/api/match-notices", headers: { cookie: owner } }))
        .json<{ notices: Array<{ id: string; acknowledged: boolean }> }>()
        .notices.every((entry) => entry.acknowledged),
    );
    const nextVisit = await openRealtime(base, { cookie: owner, origin: ORIGIN });
    await nextVisit.next("ready");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(nextVisit.events.filter((event) => event.type === "match")).toEqual([]);
    await Promise.all([ownerTab, otherTab, finderTab, office, nextVisit].map((tab) => tab.close()));
  });

  it("keeps a notice that arrives while the owner is offline for their next visit", async () => {
    const lostId = await report(owner, { ...lostBottle, brand: "Tupperware", color: "Pink" });
    await report(finder, { ...foundBottle, brand: "Tupperware", color: "merah jambu" });
    await waitFor(
      "the notice",
      async () =>
        (await t.app.inject({ method: "GET", url: "/api/match-notices", headers: { cookie: owner } }))
          .json<{ notices: Array<{ acknowledged: boolean }> }>()
          .notices.filter((entry) => !entry.acknowledged).length === 1,
    );
    const tab = await openRealtime(base, { cookie: owner, origin: ORIGIN });
    expect((await tab.next("match")).notice.lostReportId).toBe(lostId);
    await tab.close();
  });

  it("ignores malformed frames and other people's notices without closing", async () => {
    const pending = (
      (await t.app.inject({ method: "GET", url: "/api/match-notices", headers: { cookie: owner } })).json()
        .notices as Array<{ id: string; acknowledged: boolean }>
    ).filter((entry) => !entry.acknowledged);
    expect(pending).toHaveLength(1);
    const finderTab = await openRealtime(base, { cookie: finder, origin: ORIGIN });
    await finderTab.next("ready");
    for (const frame of [
      "not json",
      "{}",
      '{"type":"ack"}',
      '{"type":"explode"}',
      JSON.stringify({ type: "ack", noticeId: pending[0]!.id }),
      "[1,2,3]",
    ])
      finderTab.socket.send(frame);
    finderTab.socket.send(Buffer.from([0xff, 0xfe, 0x00]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finderTab.socket.readyState).toBe(finderTab.socket.OPEN);
    // The finder cannot acknowledge the owner's notice.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/match-notices", headers: { cookie: owner } }))
        .json<{ notices: Array<{ acknowledged: boolean }> }>()
        .notices.filter((entry) => !entry.acknowledged),
    ).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/api/ping" })).statusCode).toBe(200);
    await finderTab.close();
  });

  it("closes a socket once its session ends (signed out), with a code that says so", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0302" }]);
    const leaving = await signUpAndLogIn(t.app, { matrixNo: "A22CS0302", email: "rt.leaving@student.demo.edu.my" });
    const tab = await openRealtime(base, { cookie: leaving, origin: ORIGIN });
    await tab.next("ready");
    const closed = new Promise<number>((resolve) => tab.socket.once("close", (code) => resolve(code)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(tab.socket.readyState).toBe(tab.socket.OPEN);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: ORIGIN, cookie: leaving },
    });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe(4401);
  });
});
