import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { readable, startSmtpPeer, type SmtpPeer, mailsTo as mailsToPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { flag } from "../../db/dialect";
import { pendingJobCount } from "../../infra/jobs/worker";
import { insertLocations } from "../locations/repository";
import { candidateGroups, UNKNOWN_GROUP } from "../item-profile/profile";
import { findCandidates } from "./repository";

let t: TestApp;
let smtp: SmtpPeer;
let owner: string;
let finder: string;
let admin: string;
const library = randomUUID();
const libraryCafe = randomUUID();
const sports = randomUUID();
const today = todayIn("Asia/Kuala_Lumpur");
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  const { dialect } = t.app.context.database;
  await insertLocations(t.app.context.database.db, [
    {
      id: library,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(dialect, true),
      area: "library",
    },
    {
      id: libraryCafe,
      name_en: "Library Cafe",
      name_my: "Kafe Perpustakaan",
      active: flag(dialect, true),
      area: "library",
    },
    { id: sports, name_en: "Sports Complex", name_my: "Kompleks Sukan", active: flag(dialect, true), area: "sports" },
  ]);
  await addToRoster(t.app, [{ matrixNo: "A22CS0200" }, { matrixNo: "A22CS0201" }]);
  owner = await signUpAndLogIn(t.app, { matrixNo: "A22CS0200", email: "owner@student.demo.edu.my", name: "Nur Owner" });
  finder = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0201",
    email: "finder@student.demo.edu.my",
    name: "Fikri Finder",
  });
  await t.app.context.database.db
    .updateTable("users")
    .set({ language: "my" })
    .where("email", "=", "owner@student.demo.edu.my")
    .execute();
  admin = await signInOfficeAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const report = async (cookie: string, fields: object): Promise<string> => {
  const res = await send("POST", "/api/reports", cookie, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ report: { id: string } }>().report.id;
};
const settled = () =>
  waitFor("the outbox to empty", async () => (await pendingJobCount(t.app.context.database.db)) === 0);
const mailsTo = (address: string) => mailsToPeer(smtp, address);

describe("potential matches", () => {
  let lostId: string;
  let foundId: string;

  it("pairs a found report with the lost one it may be, across languages, with the reasons", async () => {
    lostId = await report(owner, {
      type: "lost",
      itemType: "phone",
      brand: "Samsung",
      model: "Galaxy A54",
      color: "Hitam",
      description: "sarung biru, skrin retak",
      locationId: library,
      eventDate: daysAgo(2),
    });
    await report(finder, {
      type: "found",
      itemType: "phone",
      brand: "Apple",
      color: "White",
      locationId: sports,
      eventDate: daysAgo(1),
      custody: "office",
    });
    foundId = await report(finder, {
      type: "found",
      itemType: "phone",
      brand: "samsung",
      color: "black",
      description: "blue case, cracked screen",
      locationId: libraryCafe,
      eventDate: daysAgo(1),
      custody: "finder",
    });
    await settled();

    const res = await send("GET", `/api/reports/${lostId}/matches`, owner);
    expect(res.statusCode).toBe(200);
    const { matches } = res.json<{
      matches: Array<{
        report: { id: string; type: string };
        score: number;
        reasons: Array<{ code: string; days?: number }>;
        isNew: boolean;
      }>;
    }>();
    expect(matches.map((match) => match.report.id)).toEqual([foundId]);
    expect(matches[0]!.report.type).toBe("found");
    expect(matches[0]!.isNew).toBe(true);
    expect(matches[0]!.reasons).toEqual(
      expect.arrayContaining([
        { code: "sameBrand" },
        { code: "sameColour" },
        { code: "nearbyLocation" },
        { code: "foundDaysAfter", days: 1 },
        { code: "similarDescription" },
      ]),
    );
  });

  it("answers GET /api/report-match from either side, and only to the reporter or an admin", async () => {
    const fromFound = await send("GET", `/api/report-match?report_type=found&report_id=${foundId}`, finder);
    expect(fromFound.statusCode).toBe(200);
    expect(fromFound.json().matches.map((match: { report: { id: string } }) => match.report.id)).toEqual([lostId]);
    expect(
      (await send("GET", `/api/report-match?report_type=lost&report_id=${lostId}`, admin)).json().matches,
    ).toHaveLength(1);

    const foreign = await send("GET", `/api/report-match?report_type=lost&report_id=${lostId}`, finder);
    expect(foreign.statusCode).toBe(403);
    expect((await send("GET", `/api/reports/${lostId}/matches`, finder)).statusCode).toBe(403);
    expect((await send("GET", `/api/report-match?report_type=found&report_id=${lostId}`, owner)).statusCode).toBe(404);
    expect((await send("GET", `/api/report-match?report_type=lost&report_id=${randomUUID()}`, owner)).statusCode).toBe(
      404,
    );
    const badType = await send("GET", `/api/report-match?report_type=stolen&report_id=${lostId}`, owner);
    expect(badType.statusCode).toBe(400);
    expect((await send("GET", `/api/report-match?report_type=lost&report_id=${lostId}`)).statusCode).toBe(401);
  });

  it("stores a notice for the owner, which only they can acknowledge", async () => {
    const notices = (await send("GET", "/api/match-notices", owner)).json<{
      notices: Array<{ id: string; lostReportId: string; foundReportId: string }>;
    }>().notices;
    expect(notices).toEqual([expect.objectContaining({ lostReportId: lostId, foundReportId: foundId })]);
    expect((await send("GET", "/api/match-notices", finder)).json().notices).toEqual([]);
    expect((await send("POST", `/api/match-notices/${notices[0]!.id}/ack`, finder)).statusCode).toBe(404);
    expect((await send("POST", `/api/match-notices/${notices[0]!.id}/ack`, owner)).statusCode).toBe(204);
    // Acknowledged, it is still listed (one entry per pair told), marked so.
    expect((await send("GET", "/api/match-notices", owner)).json().notices).toEqual([
      expect.objectContaining({ id: notices[0]!.id, acknowledged: true, fromOffice: false, open: true }),
    ]);
    expect((await send("GET", `/api/reports/${lostId}/matches`, owner)).json().matches[0].isNew).toBe(false);
  });

  it("emails the owner once, in their language, as text and HTML", async () => {
    const mails = mailsTo("owner@student.demo.edu.my");
    expect(mails).toHaveLength(1);
    const body = readable(mails[0]!.data);
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain("Content-Type: text/html");
    expect(body).toContain("Samsung Galaxy A54 (Telefon)");
    expect(body).toContain("warna sama");
    expect(body).toContain(`/dashboard/report-lost/${lostId}`);
    // Matching the report again finds nothing new, so nothing more is sent.
    await send("GET", `/api/report-match?report_type=lost&report_id=${lostId}`, owner);
    await settled();
    expect(mailsTo("owner@student.demo.edu.my")).toHaveLength(1);
  });

  it("compares a laptop lost in its bag with the bag its finder reported", async () => {
    const laptop = await report(owner, {
      type: "lost",
      itemType: "laptop",
      brand: "Asus",
      color: "hitam",
      description: "Asus TUF laptop dalam beg galas kelabu Targus, ada charger",
      locationId: library,
      eventDate: daysAgo(2),
    });
    const bag = await report(finder, {
      type: "found",
      itemType: "other",
      itemTypeOther: "backpack",
      brand: "Targus",
      color: "grey",
      description: "Grey Targus backpack with an Asus laptop and a charger inside",
      locationId: library,
      eventDate: daysAgo(1),
      custody: "office",
    });
    await settled();
    const matches = (await send("GET", `/api/reports/${laptop}/matches`, owner)).json().matches;
    expect(matches.map((match: { report: { id: string } }) => match.report.id)).toContain(bag);
  });

  it("reads candidates the same through the driver's arrays (SQLite) as through Kysely's rows", async () => {
    const { database } = t.app.context;
    const every = candidateGroups({ group: UNKNOWN_GROUP, mentioned: [] });
    const window = { from: daysAgo(60), to: today };
    const viaArrays = await findCandidates(database, "found", every, window);
    const viaRows = await findCandidates({ ...database, readArrays: undefined }, "found", every, window);
    expect(viaArrays.length).toBeGreaterThan(1);
    expect(viaArrays).toEqual(viaRows);
    expect(viaArrays.some((candidate) => candidate.reporterId !== null && candidate.profile.brands.length > 0)).toBe(
      true,
    );
  });

  it("compares a thing the vocabulary does not know with the found reports of every kind", async () => {
    const gadget = await report(owner, {
      type: "lost",
      itemType: "other",
      itemTypeOther: "quillet",
      brand: "Casio",
      color: "green",
      description: "Casio fx-570EX, nama AMIRA tertulis di belakang",
      locationId: sports,
      eventDate: daysAgo(3),
    });
    const calculator = await report(finder, {
      type: "found",
      itemType: "other",
      itemTypeOther: "calculator",
      brand: "Casio",
      color: "hijau",
      description: "Casio fx-570EX calculator, AMIRA written on the back",
      locationId: sports,
      eventDate: daysAgo(2),
      custody: "office",
    });
    await settled();
    const matches = (await send("GET", `/api/reports/${gadget}/matches`, owner)).json().matches;
    expect(matches.map((match: { report: { id: string } }) => match.report.id)).toContain(calculator);
  });
  it("never confirms a found item's hidden serial number to a lost report; the office sees it", async () => {
    const device = await report(finder, {
      type: "found",
      itemType: "laptop",
      brand: "Lenovo",
      color: "Grey",
      model: "ThinkPad X1",
      serialNumber: "PF-3K 9QZ2",
      description: "Grey Lenovo ThinkPad with a UTM sticker on the lid",
      locationId: library,
      eventDate: today,
      custody: "office",
    });
    const lost = (serialNumber: string) =>
      report(owner, {
        type: "lost",
        itemType: "laptop",
        brand: "Lenovo",
        color: "Grey",
        model: "ThinkPad X1",
        serialNumber,
        description: "Grey Lenovo ThinkPad with a UTM sticker on the lid",
        locationId: library,
        eventDate: daysAgo(1),
      });
    const guessed = await lost("pf3k9qz2");
    const wrong = await lost("PF-3K 0000");
    const none = await lost("");
    await settled();
    const seen = async (lostId: string) => {
      const res = await send("GET", `/api/report-match?report_type=lost&report_id=${lostId}`, owner);
      expect(res.body.toUpperCase()).not.toContain("9QZ2");
      const match = (res.json().matches as Array<{ report: { id: string }; score: number; reasons: object[] }>).find(
        (entry) => entry.report.id === device,
      );
      expect(match, lostId).toBeDefined();
      return { score: match!.score, reasons: match!.reasons };
    };
    // The right guess, a wrong one and none at all: the owner sees the same score and reasons.
    const withGuess = await seen(guessed);
    expect(withGuess.reasons).not.toContainEqual({ code: "sameSerial" });
    expect(await seen(wrong)).toEqual(withGuess);
    expect(await seen(none)).toEqual(withGuess);

    // The office compares serial numbers: the report that gives this one comes first, saying so.
    const owners = (await send("GET", `/api/admin/reports/${device}/likely-owners`, admin)).json().owners as Array<{
      lostReport: { id: string };
      reasons: object[];
    }>;
    expect(owners[0]?.lostReport.id).toBe(guessed);
    expect(owners[0]?.reasons[0]).toEqual({ code: "sameSerial" });
    expect(
      owners.filter((entry) => entry.reasons.some((reason) => "code" in reason && reason.code === "sameSerial")),
    ).toHaveLength(1);
  });

  it("lets the owner dismiss a match for good, and undo it", async () => {
    const laptop = await report(owner, {
      type: "lost",
      itemType: "laptop",
      brand: "Acer",
      color: "Red",
      model: "Swift 3",
      description: "Red Acer Swift 3 with a cracked corner",
      locationId: library,
      eventDate: daysAgo(2),
    });
    const device = await report(finder, {
      type: "found",
      itemType: "laptop",
      brand: "Acer",
      color: "Red",
      model: "Swift 3",
      description: "Red Acer Swift laptop, one corner cracked",
      locationId: library,
      eventDate: today,
      custody: "office",
    });
    await settled();
    const suggested = async () =>
      (
        (await send("GET", `/api/reports/${laptop}/matches`, owner)).json().matches as Array<{ report: { id: string } }>
      ).map((match) => match.report.id);
    expect(await suggested()).toContain(device);

    expect((await send("POST", `/api/reports/${laptop}/matches/${device}/dismiss`, finder)).statusCode).toBe(403);
    const dismissed = await send("POST", `/api/reports/${laptop}/matches/${device}/dismiss`, owner);
    expect(dismissed.json()).toEqual({ message: "Match dismissed" });
    const rerun = async () =>
      (
        (await send("GET", `/api/report-match?report_type=lost&report_id=${laptop}`, owner)).json().matches as Array<{
          report: { id: string };
        }>
      ).map((match) => match.report.id);
    expect(await rerun()).not.toContain(device);
    // Again (from another tab): the same answer; a pair that does not exist: 404.
    expect((await send("POST", `/api/reports/${laptop}/matches/${device}/dismiss`, owner)).statusCode).toBe(200);
    expect((await send("POST", `/api/reports/${laptop}/matches/${randomUUID()}/dismiss`, owner)).statusCode).toBe(404);

    // Undo (the toast's button): suggested again; only the owner may; after matching runs again too.
    expect((await send("POST", `/api/reports/${laptop}/matches/${device}/restore`, finder)).statusCode).toBe(403);
    const restored = await send("POST", `/api/reports/${laptop}/matches/${device}/restore`, owner);
    expect(restored.json()).toEqual({ message: "Suggestion restored" });
    expect(await suggested()).toContain(device);
    expect(await rerun()).toContain(device);
    expect((await send("POST", `/api/reports/${laptop}/matches/${randomUUID()}/restore`, owner)).statusCode).toBe(404);
  });

  it("drops a match once the found item is solved or deleted", async () => {
    expect((await send("POST", `/api/reports/${foundId}/complete`, finder)).statusCode).toBe(200);
    expect((await send("GET", `/api/reports/${lostId}/matches`, owner)).json().matches).toEqual([]);
  });
});

describe("telling the office", () => {
  it("emails every admin once about each new report, a visitor's included; asking again sends nothing more", async () => {
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/public/found-reports",
      headers: { origin: ORIGIN, "x-forwarded-for": "10.9.9.9" },
      payload: {
        itemType: "wallet",
        color: "Brown",
        locationId: library,
        eventDate: today,
        custody: "office",
        visitorName: "Pak Ali",
        visitorEmail: "ali@example.com",
        visitorPhone: "",
      },
    });
    expect(visitor.statusCode, visitor.body).toBe(201);
    const visitorReportId = visitor.json<{ id: string }>().id;
    // Lists say a visitor reported it (there is nobody to chat with about it).
    const listed = (await send("GET", "/api/reports?type=found&itemType=wallet", owner)).json().reports;
    expect(listed.find((entry: { id: string }) => entry.id === visitorReportId)).toMatchObject({
      byVisitor: true,
      mine: false,
    });
    await settled();
    const aboutVisitor = mailsTo("office@demo.edu.my").filter((mail) => mail.data.includes(visitorReportId));
    expect(aboutVisitor).toHaveLength(1);
    expect(readable(aboutVisitor[0]!.data)).toContain("a visitor reported a found item");

    const again = await t.app.inject({
      method: "POST",
      url: "/api/notify/admin-new-report",
      headers: { origin: ORIGIN },
      payload: { report_id: visitorReportId },
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ queued: false });
    await settled();
    expect(mailsTo("office@demo.edu.my").filter((mail) => mail.data.includes(visitorReportId))).toHaveLength(1);
    // Every report so far: one email each, never two.
    const keys = mailsTo("office@demo.edu.my").map((mail) => mail.messageId);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("refuses the notify call for someone else's report and for an unknown one", async () => {
    const mine = await report(owner, { type: "lost", itemType: "wallet", locationId: library, eventDate: today });
    expect((await send("POST", "/api/notify/admin-new-report", finder, { report_id: mine })).statusCode).toBe(403);
    expect((await send("POST", "/api/notify/admin-new-report", undefined, { report_id: mine })).statusCode).toBe(401);
    expect((await send("POST", "/api/notify/admin-new-report", owner, { report_id: randomUUID() })).statusCode).toBe(
      404,
    );
    expect((await send("POST", "/api/notify/admin-new-report", owner, { report_id: mine })).json()).toEqual({
      queued: false,
    });
  });
});
