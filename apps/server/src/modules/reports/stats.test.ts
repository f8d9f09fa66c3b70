import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { insertReports } from "./repository";

let t: TestApp;
let cookie: string;
const location = randomUUID();

/** A report created at `createdAt` (UTC). */
const report = (
  type: "lost" | "found",
  createdAt: string,
  extra: { status?: "pending" | "solved"; deleted_at?: string } = {},
) => ({
  id: randomUUID(),
  type,
  item_type: "wallet" as const,
  location_id: location,
  event_date: createdAt.slice(0, 10),
  created_at: createdAt,
  status: extra.status ?? ("pending" as const),
  deleted_at: extra.deleted_at ?? null,
});

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: "Asia/Kuala_Lumpur" });
  await insertLocations(t.app.context.database.db, [
    { id: location, name_en: "Library", name_my: "Perpustakaan", active: flag(t.app.context.database.dialect, true) },
  ]);
  await addToRoster(t.app, [{ matrixNo: "A22CS0100" }]);
  cookie = await signUpAndLogIn(t.app);
  await insertReports(t.app.context.database.db, [
    // Monday 16 Nov 2026, 07:30 in Kuala Lumpur (Sunday 23:30 UTC): counts on Monday.
    report("lost", "2026-11-15T23:30:00.000Z"),
    // Sunday 15 Nov 2026, 23:59 in Kuala Lumpur: the week before.
    report("lost", "2026-11-15T15:59:00.000Z"),
    // Saturday 21 Nov 2026, 10:00 in Kuala Lumpur: shown on its own bar.
    report("found", "2026-11-21T02:00:00.000Z"),
    report("found", "2026-11-18T03:00:00.000Z", { status: "solved" }),
    report("found", "2026-11-18T04:00:00.000Z"),
    report("found", "2026-11-18T05:00:00.000Z", { deleted_at: "2026-11-19T00:00:00.000Z" }),
    report("lost", "2026-11-30T10:00:00.000Z"),
    report("lost", "2025-03-01T10:00:00.000Z", { status: "solved" }),
  ]);
});
afterAll(() => t.close());

const stats = async (query: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/reports/stats?${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("summary statistics", () => {
  it("daily: Monday to Friday in the university's time zone, a weekend day when it holds reports, deleted reports left out", async () => {
    const body = await stats("view=daily&date=2026-11-19");
    expect([body.from, body.to]).toEqual(["2026-11-16", "2026-11-22"]);
    expect(body.buckets.map((bucket: { key: string }) => bucket.key)).toEqual([
      "mon",
      "tue",
      "wed",
      "thu",
      "fri",
      "sat",
    ]);
    expect(body.buckets[0]).toEqual({ key: "mon", lostPending: 1, lostSolved: 0, foundPending: 0, foundSolved: 0 });
    expect(body.buckets[2]).toEqual({ key: "wed", lostPending: 0, lostSolved: 0, foundPending: 1, foundSolved: 1 });
    expect(body.buckets[5]).toEqual({ key: "sat", lostPending: 0, lostSolved: 0, foundPending: 1, foundSolved: 0 });
    // A week without weekend reports shows Monday to Friday only.
    expect((await stats("view=daily&date=2026-11-26")).buckets.map((bucket: { key: string }) => bucket.key)).toEqual([
      "mon",
      "tue",
      "wed",
      "thu",
      "fri",
    ]);
  });

  it("weekly, monthly and yearly views", async () => {
    const weekly = await stats("view=weekly&date=2026-11-02");
    expect(weekly.buckets.map((b: { key: string; lostPending: number }) => [b.key, b.lostPending])).toEqual([
      ["week1", 0],
      ["week2", 0],
      ["week3", 2],
      ["week4", 1],
    ]);
    const monthly = await stats("view=monthly&date=2026-05-05");
    expect(monthly.buckets[10]).toEqual({ key: "11", lostPending: 3, lostSolved: 0, foundPending: 2, foundSolved: 1 });
    const yearly = await stats("view=yearly&date=2026-05-05");
    expect(yearly.buckets.find((b: { key: string }) => b.key === "2025")).toMatchObject({ lostSolved: 1 });
  });

  it("refuses an unknown view or a malformed date", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/reports/stats?view=hourly&date=soon",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});
