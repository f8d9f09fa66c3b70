import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { ORIGIN, rosteredStudent } from "../../../test/accounts";
import { addLocation } from "../../../test/locations";
import { createTestApp, type TestApp } from "../../../test/test-app";

/** The home page's "my open reports": the student's own pending reports and how their matching stands. */
let t: TestApp;
let owner: string;
let finder: string;
let library: string;
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  t = await createTestApp({}, { runWorker: false });
  library = await addLocation(t.app);
  owner = await rosteredStudent(t.app, {
    matrixNo: "A22CS0300",
    email: "home.owner@student.demo.edu.my",
    name: "Home Owner",
  });
  finder = await rosteredStudent(t.app, {
    matrixNo: "A22CS0301",
    email: "home.finder@student.demo.edu.my",
    name: "Home Finder",
  });
});
afterAll(() => t.close());

const send = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
const report = async (cookie: string, body: object) =>
  (await send("POST", "/api/reports", cookie, { locationId: library, eventDate: today, ...body })).json().report
    .id as string;
const mine = async (cookie: string) =>
  (await send("GET", "/api/reports/mine/open", cookie)).json<{
    total: number;
    reports: Array<{ id: string; suggestions: number; strongToCheck: number; claimed: boolean }>;
  }>();

describe("my open reports", () => {
  it("lists the student's pending reports, newest first, with their suggestions and strong matches to check", async () => {
    const laptop = await report(owner, {
      type: "lost",
      itemType: "laptop",
      brand: "Dell",
      model: "XPS 13",
      color: "Silver",
      serialNumber: "CN-0X4 7713",
    });
    const wallet = await report(owner, { type: "lost", itemType: "wallet", brand: "Bonia", color: "Brown" });
    const found = await report(finder, {
      type: "found",
      itemType: "laptop",
      brand: "Dell",
      color: "silver",
      serialNumber: "cn0x47713",
      custody: "office",
    });
    expect((await send("GET", `/api/report-match?report_id=${found}&report_type=found`, finder)).statusCode).toBe(200);

    const before = await mine(owner);
    expect(before.total).toBe(2);
    expect(before.reports.map((row) => row.id)).toEqual([wallet, laptop]);
    expect(before.reports[1]).toMatchObject({ suggestions: 1, strongToCheck: 1, claimed: false });
    expect(before.reports[0]).toMatchObject({ suggestions: 0, strongToCheck: 0, claimed: false });

    // Claimed: no longer waiting for an answer. Solved: no longer open.
    expect((await send("POST", `/api/reports/${laptop}/matches/${found}/confirm`, owner)).statusCode).toBe(200);
    expect((await mine(owner)).reports.find((row) => row.id === laptop)).toMatchObject({
      suggestions: 1,
      strongToCheck: 0,
      claimed: true,
    });
    expect((await send("POST", `/api/reports/${wallet}/complete`, owner)).statusCode).toBe(200);
    expect((await mine(owner)).reports.map((row) => row.id)).toEqual([laptop]);

    // Each student sees only their own.
    expect((await mine(finder)).reports.map((row) => row.id)).toEqual([found]);
    expect((await t.app.inject({ method: "GET", url: "/api/reports/mine/open" })).statusCode).toBe(401);
  });
});
