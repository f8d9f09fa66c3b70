import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInAdmin, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { readable, startSmtpPeer, type SmtpPeer, mailsTo as mailsToPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { dueJobsDone } from "../../../test/due-jobs";
import { flag } from "../../db/dialect";
import { nextDigest } from "../../core/daily-digest";
import { insertLocations } from "../locations/repository";

/**
 * Email preferences: each kind of email (possible matches, unread messages,
 * new reports for the office) comes each time, in one morning summary, or not at all, and the
 * outbox honours the choice when the email is due.
 */
let t: TestApp;
let smtp: SmtpPeer;
let owner: string;
let friend: string;
let finder: string;
const library = randomUUID();
const zone = "Asia/Kuala_Lumpur";
const today = todayIn(zone);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, TIME_ZONE: zone });
  await insertLocations(t.app.context.database.db, [
    {
      id: library,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(t.app.context.database.dialect, true),
      area: "library",
    },
  ]);
  await addToRoster(t.app, [
    { matrixNo: "A22CS0700" },
    { matrixNo: "A22CS0701" },
    { matrixNo: "A22CS0702" },
    { matrixNo: "A22CS0703" },
  ]);
  owner = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0700",
    email: "owner@student.demo.edu.my",
    name: "Olivia Owner",
  });
  friend = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0701",
    email: "friend@student.demo.edu.my",
    name: "Fiona Friend",
  });
  finder = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0702",
    email: "finder@student.demo.edu.my",
    name: "Farid Finder",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const choose = (cookie: string, preferences: object) =>
  send("PUT", "/api/profile/notifications", cookie, {
    matchEmails: "each",
    messageEmails: "each",
    reportEmails: "each",
    ...preferences,
  });
const mailsTo = (address: string) => mailsToPeer(smtp, address);
const db = () => t.app.context.database.db;
const settled = () => dueJobsDone(db());

/** The summaries waiting for a user (their key names the user). */
async function summariesOf(email: string) {
  const user = await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return db()
    .selectFrom("jobs")
    .select(["idempotency_key", "run_at"])
    .where("kind", "=", "daily-digest")
    .where("idempotency_key", "like", `daily-digest:${user.id}:%`)
    .where("done_at", "is", null)
    .execute();
}

/** Moves the clock of the waiting jobs of `kinds` on: the morning (or the message delay) has come. */
async function dueNow(...kinds: string[]) {
  await db()
    .updateTable("jobs")
    .set({ run_at: new Date().toISOString() })
    .where("kind", "in", kinds)
    .where("done_at", "is", null)
    .execute();
  t.app.context.outbox.wake();
  await settled();
}

describe("choosing", () => {
  it("starts with every email each time; saves a choice and says so in the user's language", async () => {
    const start = await send("GET", "/api/profile/notifications", owner);
    expect(start.statusCode).toBe(200);
    expect(start.json().preferences).toEqual({ matchEmails: "each", messageEmails: "each", reportEmails: "each" });

    const saved = await send("PUT", "/api/profile/notifications", owner, {
      matchEmails: "daily",
      messageEmails: "daily",
      reportEmails: "each",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      preferences: { matchEmails: "daily", messageEmails: "daily", reportEmails: "each" },
      message: "Email settings saved.",
    });
    expect((await send("GET", "/api/profile/notifications", owner)).json().preferences.matchEmails).toBe("daily");

    const malay = await t.app.inject({
      method: "PUT",
      url: "/api/profile/notifications",
      headers: { origin: ORIGIN, cookie: friend, "accept-language": "ms-MY" },
      payload: { matchEmails: "off", messageEmails: "off", reportEmails: "each" },
    });
    expect(malay.json().message).toBe("Tetapan e-mel disimpan.");
  });

  it("refuses an unknown choice, a missing one, a visitor and a request from another site", async () => {
    expect((await choose(finder, { matchEmails: "weekly" })).statusCode).toBe(400);
    expect((await send("PUT", "/api/profile/notifications", finder, { matchEmails: "off" })).statusCode).toBe(400);
    expect((await send("GET", "/api/profile/notifications")).statusCode).toBe(401);
    expect((await send("PUT", "/api/profile/notifications", undefined, { matchEmails: "off" })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: "PUT",
      url: "/api/profile/notifications",
      headers: { origin: "https://evil.example", cookie: finder },
      payload: { matchEmails: "off", messageEmails: "off", reportEmails: "off" },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await send("GET", "/api/profile/notifications", finder)).json().preferences.matchEmails).toBe("each");
  });
});

describe("match emails", () => {
  const phone = {
    itemType: "phone",
    brand: "Samsung",
    model: "Galaxy A54",
    color: "Black",
    description: "blue case, cracked screen",
    locationId: library,
    eventDate: today,
  };
  let ownerLost: string;

  it("daily: told in the app now, emailed once in the morning summary; off: told in the app only", async () => {
    ownerLost = (await send("POST", "/api/reports", owner, { type: "lost", ...phone })).json().report.id;
    const friendLost = (await send("POST", "/api/reports", friend, { type: "lost", ...phone })).json().report.id;
    await settled();
    const found = await send("POST", "/api/reports", finder, { type: "found", custody: "finder", ...phone });
    expect(found.statusCode).toBe(201);
    await settled();

    // Both owners have their notice in the app.
    for (const lost of [ownerLost, friendLost])
      expect(
        await db().selectFrom("match_notices").select("id").where("lost_report_id", "=", lost).execute(),
      ).toHaveLength(1);
    // Neither got an email now; the owner's summary waits for the next morning at 8.
    expect(mailsTo("owner@student.demo.edu.my")).toEqual([]);
    expect(mailsTo("friend@student.demo.edu.my")).toEqual([]);
    const waiting = await summariesOf("owner@student.demo.edu.my");
    expect(waiting).toHaveLength(1);
    const next = nextDigest(zone, new Date());
    expect(new Date(waiting[0]!.run_at).getTime()).toBe(next.runAt.getTime());
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await summariesOf("friend@student.demo.edu.my")).toEqual([]);

    await dueNow("daily-digest");
    const mails = mailsTo("owner@student.demo.edu.my");
    expect(mails).toHaveLength(1);
    const body = readable(mails[0]!.data);
    expect(body).toContain(`Your lost and found summary for ${next.day}`);
    expect(body).toContain("Found items that may be yours");
    expect(body).toContain(`/dashboard/report-lost/${ownerLost}`);
    expect(body).toContain("found at Main Library");
    expect(body).toContain("because you chose daily emails");
    expect(body).not.toContain("Messages you have not read");
    expect(mailsTo("friend@student.demo.edu.my")).toEqual([]);
  });

  it("each again: the next match is emailed on its own, and the summary's match is not told twice", async () => {
    expect((await choose(owner, { messageEmails: "daily" })).statusCode).toBe(200);
    await send("POST", "/api/reports", finder, {
      type: "found",
      custody: "office",
      ...phone,
      description: "black phone, blue case, cracked screen",
    });
    await settled();
    // Today's match email of this lost report was spent on the summary: the next one waits for
    // tomorrow morning (one per lost report per day), as a match email, not a summary.
    await dueNow("match-digest");
    const mails = mailsTo("owner@student.demo.edu.my");
    expect(mails).toHaveLength(2);
    const body = readable(mails[1]!.data);
    expect(body).toContain("may be yours");
    expect(body).not.toContain("summary");
    // One match in it (the singular wording): the summary's is not told again.
    expect(body).toContain("Someone reported a found item that may be the Samsung Galaxy A54");
    expect(body).not.toContain("Found items were reported");
  });
});

describe("message emails", () => {
  it("daily: unread messages wait for the summary, one line per conversation, leaving out what was read; off: none", async () => {
    const reader = await signUpAndLogIn(t.app, {
      matrixNo: "A22CS0703",
      email: "reader@student.demo.edu.my",
      name: "Rina Reader",
    });
    expect((await choose(reader, { messageEmails: "daily" })).statusCode).toBe(200);
    const foundItem = async (itemType: string, brand: string) =>
      (
        await send("POST", "/api/reports", finder, {
          type: "found",
          itemType: itemType === "umbrella" ? "other" : itemType,
          ...(itemType === "umbrella" ? { itemTypeOther: "umbrella" } : {}),
          brand,
          color: "Brown",
          locationId: library,
          eventDate: today,
          custody: "finder",
        })
      ).json().report.id as string;
    const wallet = await foundItem("wallet", "Bonia");
    const umbrella = await foundItem("umbrella", "Fulton");
    await settled();
    // A conversation starts with its first message.
    const talk = async (cookie: string, reportId: string, body: string) =>
      (await send("POST", "/api/conversations", cookie, { reportId, consent: true, message: { body } })).json()
        .conversation.id as string;
    const aboutWallet = await talk(reader, wallet, "Is it a brown Bonia?");
    const aboutUmbrella = await talk(reader, umbrella, "Is the umbrella a Fulton?");
    const friendsTalk = await talk(friend, wallet, "Could it be mine?");
    const write = (cookie: string, id: string, body: string) =>
      send("POST", `/api/conversations/${id}/messages`, cookie, { body });
    await write(finder, aboutWallet, "Yes, brown.");
    await write(finder, aboutWallet, "Come to the library at 3 pm.");
    await write(finder, aboutUmbrella, "It is a Fulton, yes.");
    await write(finder, friendsTalk, "What is inside it?");

    await dueNow("message-email");
    // The reader chose daily, the friend off: no email now.
    expect(mailsTo("reader@student.demo.edu.my")).toEqual([]);
    expect(mailsTo("friend@student.demo.edu.my")).toEqual([]);
    expect(await summariesOf("reader@student.demo.edu.my")).toHaveLength(1);
    expect(await summariesOf("friend@student.demo.edu.my")).toEqual([]);
    // The reader reads the umbrella's answer in the app before the morning.
    expect((await send("POST", `/api/conversations/${aboutUmbrella}/read`, reader)).statusCode).toBe(200);

    await dueNow("daily-digest");
    const mails = mailsTo("reader@student.demo.edu.my");
    expect(mails).toHaveLength(1);
    const body = readable(mails[0]!.data);
    expect(body).toContain("Messages you have not read");
    expect(body).toContain("Farid Finder wrote 2 messages about");
    expect(body).toContain("Come to the library at 3 pm.");
    expect(body).toContain(`/dashboard/chat/${aboutWallet}`);
    expect(body).not.toContain("It is a Fulton, yes.");
    expect(body).not.toContain("Found items that may be yours");
    expect(mailsTo("friend@student.demo.edu.my")).toEqual([]);
  });
});

describe("new-report emails for the office", () => {
  it("go to each administrator as they chose: each at once, daily in the summary, off never", async () => {
    const office = await signInOfficeAdmin(t.app);
    const morning = await signInAdmin(t.app, {
      name: "Mona Morning",
      email: "mona@demo.edu.my",
      password: "Morning#2026-x",
    });
    const quiet = await signInAdmin(t.app, {
      name: "Quincy Quiet",
      email: "quincy@demo.edu.my",
      password: "Quiet#2026-xy",
    });
    expect((await choose(morning, { reportEmails: "daily" })).statusCode).toBe(200);
    expect((await choose(quiet, { reportEmails: "off" })).statusCode).toBe(200);
    expect(office).toBeTruthy();
    await settled();

    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/public/found-reports",
      headers: { origin: ORIGIN },
      payload: {
        itemType: "laptop",
        brand: "Lenovo",
        locationId: library,
        eventDate: today,
        custody: "office",
        visitorName: "Pak Ali",
        visitorEmail: "",
        visitorPhone: "012-345 6789",
      },
    });
    expect(visitor.statusCode, visitor.body).toBe(201);
    // Mona takes an item in at the counter herself: the others are told, she is not (not in her summary either).
    const shelf = await t.app.inject({
      method: "POST",
      url: "/api/admin/storage-places",
      headers: { origin: ORIGIN, cookie: morning },
      payload: { nameEn: "Shelf M", nameMy: "Rak M", kind: "shelf" },
    });
    const intake = await t.app.inject({
      method: "POST",
      url: "/api/admin/intake",
      headers: { origin: ORIGIN, cookie: morning },
      payload: {
        itemType: "phone",
        brand: "Asus",
        color: "Grey",
        locationId: library,
        eventDate: today,
        handedInBy: "staff",
        storagePlaceId: shelf.json().place.id,
      },
    });
    expect(intake.statusCode, intake.body).toBe(201);
    await settled();
    expect(mailsTo("office@demo.edu.my").filter((mail) => readable(mail.data).includes("Asus"))).toHaveLength(1);
    const toOffice = mailsTo("office@demo.edu.my").filter((mail) => readable(mail.data).includes("Lenovo"));
    expect(toOffice).toHaveLength(1);
    expect(mailsTo("quincy@demo.edu.my")).toEqual([]);
    expect(mailsTo("mona@demo.edu.my")).toEqual([]);
    expect(await summariesOf("quincy@demo.edu.my")).toEqual([]);
    expect(await summariesOf("mona@demo.edu.my")).toHaveLength(1);

    await dueNow("daily-digest");
    const [summary] = mailsTo("mona@demo.edu.my");
    const body = readable(summary!.data);
    expect(body).toContain("New reports");
    expect(body).toMatch(/\d+ new reports? since the last summary/);
    expect(body).toContain("Found: Lenovo");
    expect(body).toContain("at Main Library");
    expect(body).not.toContain("Asus");
    expect(mailsTo("quincy@demo.edu.my")).toEqual([]);
  });
});
