import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn, type MatchNotice, type PotentialMatch } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { dueJobsDone } from "../../../test/due-jobs";
import { startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { serialNumbersOfficeOnly } from "../../db/migrations/0026-serial-numbers-office-only";
import { shortlist } from "./shortlist";

/**
 * What an owner is told, through the API as the web app uses it: the
 * shortlist of each pending lost report (up to three found items, close look-alikes together,
 * near-certain ones always), one entry per pair in GET /api/match-notices, the next candidate
 * after "Not mine", nothing once the report is solved, and the office's likely owners and notice.
 */
let t: TestApp;
let smtp: SmtpPeer;
let owner: string;
let finder: string;
let admin: string;
const library = randomUUID();
const cafe = randomUUID();
const sports = randomUUID();
const today = todayIn("Asia/Kuala_Lumpur");
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { worker: { pollMs: 50 } });
  const { dialect, db } = t.app.context.database;
  await insertLocations(db, [
    { id: library, name_en: "Main Library", name_my: "Perpustakaan Utama", active: flag(dialect, true), area: "lib" },
    { id: cafe, name_en: "Library Cafe", name_my: "Kafe Perpustakaan", active: flag(dialect, true), area: "lib" },
    { id: sports, name_en: "Sports Complex", name_my: "Kompleks Sukan", active: flag(dialect, true), area: "sports" },
  ]);
  await addToRoster(t.app, [{ matrixNo: "A22CS0400" }, { matrixNo: "A22CS0401" }]);
  owner = await signUpAndLogIn(t.app, { matrixNo: "A22CS0400", email: "sl-owner@student.demo.edu.my", name: "Siti" });
  finder = await signUpAndLogIn(t.app, { matrixNo: "A22CS0401", email: "sl-finder@student.demo.edu.my" });
  admin = await signInOfficeAdmin(t.app);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const send = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
async function report(cookie: string, fields: object): Promise<string> {
  const res = await send("POST", "/api/reports", cookie, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ report: { id: string } }>().report.id;
}
const settled = () => dueJobsDone(t.app.context.database.db);
const noticesOf = async (lostId: string) =>
  (await send("GET", "/api/match-notices", owner))
    .json<{ notices: MatchNotice[] }>()
    .notices.filter((notice) => notice.lostReportId === lostId);
const matchesOf = async (lostId: string) =>
  (await send("GET", `/api/reports/${lostId}/matches`, owner)).json<{ matches: PotentialMatch[] }>().matches;
/** The shortlist the rule makes of the candidates the owner's page lists. */
const expectedShortlist = (matches: PotentialMatch[]) =>
  shortlist(
    matches
      .map((match) => ({ foundReportId: match.report.id, score: match.score, reasons: match.reasons }))
      .sort((a, b) => b.score - a.score || a.foundReportId.localeCompare(b.foundReportId)),
  );
const toldIds = (notices: MatchNotice[]) => notices.map((notice) => notice.foundReportId).sort();

const umbrella = { type: "found", itemType: "other", itemTypeOther: "umbrella", custody: "office" } as const;

describe("shortlist notices", () => {
  let lost: string;

  it("tells the owner of every found item in the shortlist, once each, and lists the shortlist on the page", async () => {
    lost = await report(owner, {
      type: "lost",
      itemType: "other",
      itemTypeOther: "umbrella",
      brand: "Totes",
      color: "Green",
      description: "foldable, wooden handle",
      locationId: library,
      eventDate: daysAgo(4),
    });
    // Close look-alikes, then weaker ones: more than a shortlist holds.
    for (const fields of [
      { brand: "Totes", color: "hijau", description: "payung lipat", locationId: library, eventDate: daysAgo(3) },
      { color: "Green", description: "foldable umbrella", locationId: library, eventDate: daysAgo(3) },
      { color: "green", locationId: cafe, eventDate: daysAgo(2) },
      { color: "Green", locationId: sports, eventDate: daysAgo(1) },
      { color: "dark green", locationId: sports, eventDate: daysAgo(1) },
    ])
      await report(finder, { ...umbrella, ...fields });
    await settled();

    const matches = await matchesOf(lost);
    expect(matches.length).toBeGreaterThan(3);
    const shortlisted = matches.filter((match) => match.shortlisted).map((match) => match.report.id);
    expect(shortlisted.length).toBeGreaterThan(1);
    expect(shortlisted.length).toBeLessThanOrEqual(3);
    expect(shortlisted.sort()).toEqual(expectedShortlist(matches).sort());
    expect(matches.every((match) => match.custody === "office")).toBe(true);

    // One entry per pair told, and the page's shortlist is exactly what the owner was told.
    const notices = await noticesOf(lost);
    expect(toldIds(notices)).toEqual(shortlisted.sort());
    expect(notices.every((notice) => notice.open && !notice.acknowledged && !notice.fromOffice)).toBe(true);
    // Matching again, from either side, tells nobody twice.
    await send("GET", `/api/report-match?report_type=lost&report_id=${lost}`, owner);
    expect(await noticesOf(lost)).toHaveLength(notices.length);
  });

  it("lets the next candidate in after Not mine, and tells the owner of it", async () => {
    const before = await matchesOf(lost);
    const [first] = before.filter((match) => match.shortlisted);
    const res = await send("POST", `/api/reports/${lost}/matches/${first!.report.id}/dismiss`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const after = await matchesOf(lost);
    const now = after.filter((match) => match.shortlisted).map((match) => match.report.id);
    expect(now).not.toContain(first!.report.id);
    const notices = await noticesOf(lost);
    // Every one shortlisted now was told, and the dismissed one's entry is kept, closed.
    for (const id of now) expect(notices.map((notice) => notice.foundReportId)).toContain(id);
    expect(notices.find((notice) => notice.foundReportId === first!.report.id)).toMatchObject({ open: false });
  });

  it("never leaves a near-certain pair silent; a serial number alone is the office's to tell", async () => {
    const phone = {
      itemType: "phone",
      brand: "Samsung",
      model: "Galaxy A54",
      color: "Black",
      description: "blue case, cracked screen",
      locationId: library,
    } as const;
    const lostPhone = await report(owner, {
      type: "lost",
      ...phone,
      serialNumber: "R58N91XK2QA",
      eventDate: daysAgo(5),
    });
    // Three close look-alikes fill the shortlist first.
    for (const description of ["black case", "no case, scratched", "sticker on the back"])
      await report(finder, { ...phone, type: "found", description, eventDate: daysAgo(4), custody: "office" });
    await settled();
    const serial = await report(finder, {
      type: "found",
      itemType: "phone",
      color: "Green",
      serialNumber: "r58n91xk2qa",
      locationId: sports,
      eventDate: daysAgo(1),
      custody: "office",
    });
    const same = await report(finder, { ...phone, type: "found", eventDate: daysAgo(4), custody: "finder" });
    await settled();
    const told = toldIds(await noticesOf(lostPhone));
    expect(told).toContain(same);
    const matches = await matchesOf(lostPhone);
    expect(matches.find((match) => match.report.id === same)).toMatchObject({ shortlisted: true, custody: "finder" });
    // A found item's serial number is hidden from students: matching never tells of it...
    expect(told).not.toContain(serial);
    expect(matches.map((match) => match.report.id)).not.toContain(serial);
    // ...the office sees it among the likely owners, and its notice reaches the owner's lists.
    const owners = (await send("GET", `/api/admin/reports/${serial}/likely-owners`, admin)).json().owners;
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ lostReport: { id: lostPhone } });
    expect(owners[0].reasons[0]).toEqual({ code: "sameSerial" });
    const notified = await send("POST", `/api/admin/reports/${serial}/likely-owners/${lostPhone}/notify`, admin);
    expect(notified.statusCode, notified.body).toBe(200);
    expect(await noticesOf(lostPhone)).toContainEqual(
      expect.objectContaining({ foundReportId: serial, fromOffice: true, open: true }),
    );
    expect((await matchesOf(lostPhone)).map((match) => match.report.id)).toContain(serial);
    // Matching again keeps the pair the office told of.
    expect((await send("GET", `/api/report-match?report_type=lost&report_id=${lostPhone}`, owner)).statusCode).toBe(
      200,
    );
    expect((await matchesOf(lostPhone)).map((match) => match.report.id)).toContain(serial);
  });

  it("shows the office the likely owners of an item it keeps, and lets it send its own notice", async () => {
    const found = await report(finder, {
      ...umbrella,
      brand: "Totes",
      color: "Green",
      description: "foldable, wooden handle",
      locationId: library,
      eventDate: daysAgo(3),
    });
    await settled();
    expect((await send("GET", `/api/admin/reports/${found}/likely-owners`, owner)).statusCode).toBe(403);
    const res = await send("GET", `/api/admin/reports/${found}/likely-owners`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json<{ owners: Array<{ lostReport: { id: string }; owner: { name: string } }> }>().owners;
    expect(first).toMatchObject({ lostReport: { id: lost }, owner: { name: "Siti" }, officeNoticeAt: null });

    expect(
      (await send("POST", `/api/admin/reports/${found}/likely-owners/${randomUUID()}/notify`, admin)).statusCode,
    ).toBe(404);
    expect((await send("POST", `/api/admin/reports/${found}/likely-owners/${lost}/notify`, owner)).statusCode).toBe(
      403,
    );
    const sent = await send("POST", `/api/admin/reports/${found}/likely-owners/${lost}/notify`, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toContain("Siti");
    const notice = (await noticesOf(lost)).find((entry) => entry.foundReportId === found);
    expect(notice).toMatchObject({ fromOffice: true, acknowledged: false, open: true });
    const listed = (await send("GET", `/api/admin/reports/${found}/likely-owners`, admin)).json().owners[0];
    expect(listed.officeNoticeAt).not.toBeNull();
    const audit = await t.app.context.database.db
      .selectFrom("audit_log")
      .select("target_id")
      .where("action", "=", "match.officeNotice")
      .where("target_id", "=", found)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("scores again the pairs an older matcher stored as 'the same serial number' (migration 0026)", async () => {
    const bottle = {
      itemType: "other",
      itemTypeOther: "water bottle",
      brand: "Hydro Flask",
      color: "Teal",
      description: "dented at the bottom",
      locationId: cafe,
    } as const;
    const lostBottle = await report(owner, { ...bottle, type: "lost", eventDate: daysAgo(2) });
    const foundBottle = await report(finder, { ...bottle, type: "found", eventDate: daysAgo(1), custody: "office" });
    await settled();
    const scored = (await matchesOf(lostBottle)).find((match) => match.report.id === foundBottle);
    expect(scored).toBeDefined();
    // What an older matcher stored for a pair that gave one serial number.
    const { db } = t.app.context.database;
    const pair = (query: ReturnType<typeof db.updateTable<"matches">>) =>
      query.where("lost_report_id", "=", lostBottle).where("found_report_id", "=", foundBottle);
    await pair(db.updateTable("matches"))
      .set({ score: 1, reasons: JSON.stringify([{ code: "sameSerial" }, ...scored!.reasons]) })
      .execute();
    expect((await matchesOf(lostBottle)).find((match) => match.report.id === foundBottle)?.score).toBe(1);

    await serialNumbersOfficeOnly().up(db as never);
    await settled();
    const again = (await matchesOf(lostBottle)).find((match) => match.report.id === foundBottle);
    expect(again).toMatchObject({ score: scored!.score, reasons: scored!.reasons });
  });

  it("closes the shortlist when the lost report is solved: no more notices", async () => {
    const res = await send("POST", `/api/reports/${lost}/complete`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const before = (await noticesOf(lost)).length;
    await report(finder, {
      ...umbrella,
      brand: "Totes",
      color: "Green",
      description: "foldable umbrella, wooden handle",
      locationId: library,
      eventDate: daysAgo(2),
    });
    await settled();
    const notices = await noticesOf(lost);
    expect(notices).toHaveLength(before);
    expect(notices.every((notice) => !notice.open)).toBe(true);
  });
});
