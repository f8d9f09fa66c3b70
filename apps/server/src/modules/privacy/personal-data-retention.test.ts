import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { randomUUID } from "node:crypto";
import { insertReports } from "../reports/repository";
import { forgetOldPersonalData } from "./service";

const DAY = 86_400_000;
const NOW = new Date("2027-06-01T03:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const today = todayIn("Asia/Kuala_Lumpur");

let t: TestApp;
let finder: string;
let owner: string;
let locationId: string;

beforeAll(async () => {
  t = await createTestApp({ PERSONAL_DATA_KEEP_DAYS: "365" });
  await addToRoster(t.app, [{ matrixNo: "A22CS0701" }, { matrixNo: "A22CS0702" }]);
  finder = await signUpAndLogIn(t.app, { matrixNo: "A22CS0701", email: "finder.keep@student.demo.edu.my" });
  owner = await signUpAndLogIn(t.app, { matrixNo: "A22CS0702", email: "owner.keep@student.demo.edu.my" });
  const admin = await signInOfficeAdmin(t.app);
  const hall = await send("POST", "/api/admin/locations", admin, { nameEn: "Keep Hall", nameMy: "Dewan Simpan" });
  locationId = hall.json().location.id;
});
afterAll(() => t.close());

function send(method: "GET" | "POST", url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A found wallet with hidden details, a claim on it and a conversation about it; closed `closedDaysAgo` days ago. */
async function closedCase(closedDaysAgo: number) {
  const found = await send("POST", "/api/reports", finder, {
    type: "found",
    itemType: "wallet",
    color: "Brown",
    locationId,
    eventDate: today,
    custody: "office",
    hiddenDetails: "a photo of a cat inside",
  });
  const foundId = found.json().report.id as string;
  const claim = await send("POST", `/api/reports/${foundId}/claims`, owner, {
    details: "cat photo, library card of Nur Aina",
    lostWhere: "Keep Hall, second row",
    lostOn: today,
  });
  expect(claim.statusCode, claim.body).toBe(201);
  const conversation = await send("POST", "/api/conversations", owner, {
    reportId: foundId,
    consent: true,
    message: { body: "It is mine, my IC is inside" },
  });
  const conversationId = conversation.json().conversation.id as string;
  const visitor = await t.app.inject({
    method: "POST",
    url: "/api/public/found-reports",
    headers: { origin: ORIGIN, "x-forwarded-for": `10.7.0.${closedDaysAgo % 250}` },
    payload: {
      itemType: "phone",
      locationId,
      eventDate: today,
      custody: "finder",
      visitorName: "Puan Salmah",
      visitorEmail: "salmah@example.com",
      visitorPhone: "012-345 6789",
    },
  });
  expect(visitor.statusCode, visitor.body).toBe(201);
  const visitorId = visitor.json().id as string;
  const { db } = t.app.context.database;
  const closedAt = daysAgo(closedDaysAgo);
  await db
    .updateTable("reports")
    .set({ status: "solved", completed_at: closedAt })
    .where("id", "in", [foundId, visitorId])
    .execute();
  await db.updateTable("conversations").set({ last_message_at: closedAt }).where("id", "=", conversationId).execute();
  return { foundId, visitorId, conversationId };
}

describe("personal data of closed cases (PERSONAL_DATA_KEEP_DAYS)", () => {
  it("is removed a year after the case closed, while the reports stay and newer cases keep theirs", async () => {
    const old = await closedCase(400);
    const recent = await closedCase(100);
    const removed = await forgetOldPersonalData({ ...t.app.context, clock: () => NOW });
    expect(removed).toBeGreaterThanOrEqual(4);

    const { db } = t.app.context.database;
    const reports = await db
      .selectFrom("reports")
      .select(["id", "visitor_name", "visitor_email", "visitor_phone"])
      .where("id", "in", [old.foundId, old.visitorId, recent.foundId, recent.visitorId])
      .execute();
    expect(reports).toHaveLength(4);
    const byId = new Map(reports.map((row) => [row.id, row]));
    expect(byId.get(old.visitorId)).toMatchObject({ visitor_name: null, visitor_email: null, visitor_phone: null });
    expect(byId.get(recent.visitorId)).toMatchObject({
      visitor_name: "Puan Salmah",
      visitor_email: "salmah@example.com",
    });

    const hidden = await db.selectFrom("report_hidden_details").select("report_id").execute();
    expect(hidden.map((row) => row.report_id)).toEqual([recent.foundId]);

    const claims = await db.selectFrom("claims").select(["report_id", "details", "lost_where"]).execute();
    expect(claims.find((claim) => claim.report_id === old.foundId)).toMatchObject({ details: "", lost_where: "" });
    expect(claims.find((claim) => claim.report_id === recent.foundId)).toMatchObject({
      details: "cat photo, library card of Nur Aina",
    });

    const conversations = await db.selectFrom("conversations").select("id").execute();
    expect(conversations.map((row) => row.id)).toEqual([recent.conversationId]);
    const messages = await db.selectFrom("messages").select("conversation_id").execute();
    expect(new Set(messages.map((row) => row.conversation_id))).toEqual(new Set([recent.conversationId]));

    // Running again finds nothing more to remove.
    expect(await forgetOldPersonalData({ ...t.app.context, clock: () => NOW })).toBe(0);
  });

  it("forgets a backlog of many closed cases in batches, all of them", async () => {
    const visitorReport = (closedDaysAgo: number) => ({
      id: randomUUID(),
      type: "found" as const,
      item_type: "other" as const,
      item_type_other: "Umbrella",
      location_id: locationId,
      event_date: "2026-01-01",
      status: "solved" as const,
      completed_at: daysAgo(closedDaysAgo),
      visitor_name: "Encik Backlog",
      visitor_phone: "013-000 0000",
    });
    const backlog = Array.from({ length: 130 }, () => visitorReport(500));
    const kept = Array.from({ length: 3 }, () => visitorReport(10));
    await insertReports(t.app.context.database.db, [...backlog, ...kept]);

    expect(await forgetOldPersonalData({ ...t.app.context, clock: () => NOW })).toBe(backlog.length);
    const rows = await t.app.context.database.db
      .selectFrom("reports")
      .select(["id", "visitor_name", "visitor_phone"])
      .where("visitor_name", "=", "Encik Backlog")
      .execute();
    expect(rows.map((row) => row.id).sort()).toEqual(kept.map((report) => report.id).sort());
  });
});
