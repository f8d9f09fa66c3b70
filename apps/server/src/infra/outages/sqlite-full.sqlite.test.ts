import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../../modules/locations/repository";

/**
 * The SQLite file can no longer grow (the disk is full; SQLite's own page limit stands in for
 * it here and gives the same SQLITE_FULL): writes get a clear 503 in the user's language with
 * Retry-After, reads still work, the process carries on, and writes work again once there is room.
 */
let t: TestApp;
const locationId = randomUUID();
beforeAll(async () => {
  t = await createTestApp();
  await insertLocations(t.app.context.database.db, [
    {
      id: locationId,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(t.app.context.database.dialect, true),
    },
  ]);
});
afterAll(() => t.close());

const report = (n: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/public/found-reports",
    headers: { origin: ORIGIN, "accept-language": "ms" },
    remoteAddress: `10.8.0.${n}`,
    payload: {
      itemType: "other",
      itemTypeOther: "Umbrella",
      color: "Black",
      description: `Full disk ${n} ${"x".repeat(900)}`,
      locationId,
      eventDate: "2026-01-05",
      custody: "office",
      visitorName: "Pak Penuh",
      visitorPhone: "012-987 6543",
    },
  });

describe("a full disk under SQLite", () => {
  it("answers 503 with Retry-After for writes, keeps reads working, and recovers when there is room", async () => {
    const { db } = t.app.context.database;
    expect((await report(1)).statusCode).toBe(201);

    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    let refused = 0;
    for (let n = 2; n < 40; n++) {
      const res = await report(n);
      if (res.statusCode === 201) continue;
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: "Perkhidmatan tidak tersedia buat seketika. Sila cuba lagi sebentar lagi.",
      });
      refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "GET", url: "/api/locations" })).statusCode).toBe(200);

    await sql.raw("pragma max_page_count = 1073741823").execute(db);
    expect((await report(50)).statusCode).toBe(201);
  });
});

describe("SQLite's durability setting", () => {
  it("is NORMAL by default and FULL with SQLITE_SYNCHRONOUS=full", async () => {
    const level = async (app: TestApp) =>
      Number(
        (await sql<{ synchronous: number }>`pragma synchronous`.execute(app.app.context.database.db)).rows[0]!
          .synchronous,
      );
    expect(await level(t)).toBe(1);
    const full = await createTestApp({ SQLITE_SYNCHRONOUS: "full" });
    try {
      expect(await level(full)).toBe(2);
    } finally {
      await full.close();
    }
  });
});
