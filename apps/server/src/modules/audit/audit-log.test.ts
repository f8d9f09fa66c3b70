import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@campus/shared";
import { ORIGIN, signInOfficeAdmin } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { recordAudit } from "./service";

let t: TestApp;
let admin: string;
const actor = (name: string) => ({ id: null, name }) as unknown as SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOfficeAdmin(t.app);
  const { db } = t.app.context.database;
  // Kuala Lumpur is UTC+8: 2026-05-31T16:30Z is already 1 June there.
  await recordAudit(t.app.context, db, actor("Nurul Huda"), {
    action: "report.delete",
    targetType: "report",
    targetId: "r1",
    at: "2026-05-31T15:30:00.000Z",
  });
  await recordAudit(t.app.context, db, actor("Nurul Huda"), {
    action: "location.add",
    targetType: "location",
    targetId: "l1",
    at: "2026-05-31T16:30:00.000Z",
    detail: { location: { nameEn: "Gym", nameMy: "Gimnasium", area: null } },
  });
  await recordAudit(t.app.context, db, actor("Daniel Wong"), {
    action: "report.edit",
    targetType: "report",
    targetId: "r2",
    at: "2026-06-02T01:00:00.000Z",
  });
  await recordAudit(t.app.context, db, actor("Daniel Wong"), {
    action: "user.role",
    targetType: "user",
    targetId: "u1",
    at: "2026-06-30T17:00:00.000Z",
  });
});
afterAll(() => t.close());

const entries = async (query: string, cookie = admin) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/admin/audit?${query}`,
    headers: { origin: ORIGIN, cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{
    entries: Array<{ targetId: string; action: string; actor: { name: string }; detail: unknown }>;
    total: number;
  }>();
};

describe("audit log", () => {
  it("lists every entry newest first with who, what and when, and the detail as recorded", async () => {
    const all = await entries("");
    expect(all.total).toBe(4);
    expect(all.entries.map((entry) => entry.targetId)).toEqual(["u1", "r2", "l1", "r1"]);
    expect(all.entries[2]).toMatchObject({
      action: "location.add",
      actor: { name: "Nurul Huda" },
      at: "2026-05-31T16:30:00.000Z",
      detail: { location: { nameEn: "Gym" } },
    });
  });

  it("filters by action, by actor and by whole days in the university's time zone", async () => {
    expect((await entries("action=report.edit")).entries.map((entry) => entry.targetId)).toEqual(["r2"]);
    expect((await entries("actor=nurul")).entries.map((entry) => entry.targetId)).toEqual(["l1", "r1"]);
    expect((await entries("from=2026-06-01&to=2026-06-30")).entries.map((entry) => entry.targetId)).toEqual([
      "r2",
      "l1",
    ]);
    expect((await entries("to=2026-05-31")).entries.map((entry) => entry.targetId)).toEqual(["r1"]);
    expect((await entries("from=2026-07-01")).entries.map((entry) => entry.targetId)).toEqual(["u1"]);
    expect((await entries("pageSize=1&page=2")).entries.map((entry) => entry.targetId)).toEqual(["r2"]);
  });

  it("refuses an unknown action and anyone but an admin", async () => {
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=drop.tables",
      headers: { origin: ORIGIN, cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/audit" })).statusCode).toBe(401);
  });
});
