import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInAdmin, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { openRealtime } from "../../../test/realtime-client";
import { readable, startSmtpPeer, type SmtpPeer, mailsTo as mailsToPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { flag } from "../../db/dialect";
import { pendingJobCount } from "../../infra/jobs/worker";
import { insertLocations } from "../locations/repository";

let t: TestApp;
let smtp: SmtpPeer;
let base: string;
let claimant: string;
let finder: string;
let stranger: string;
let office: string;
let foundId: string;
let visitorReportId: string;
const library = randomUUID();
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await insertLocations(t.app.context.database.db, [
    {
      id: library,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(t.app.context.database.dialect, true),
      area: null,
    },
  ]);
  await addToRoster(t.app, [{ matrixNo: "A22CS0600" }, { matrixNo: "A22CS0601" }, { matrixNo: "A22CS0602" }]);
  claimant = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0600",
    email: "claimant@student.demo.edu.my",
    name: "Clara Claimant",
    phone: "012-111 2222",
  });
  finder = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0601",
    email: "finder@student.demo.edu.my",
    name: "Farid Finder",
    phone: "013-333 4444",
  });
  stranger = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0602",
    email: "stranger@student.demo.edu.my",
    name: "Sam Stranger",
  });
  await t.app.context.database.db
    .updateTable("users")
    .set({ language: "my" })
    .where("email", "=", "finder@student.demo.edu.my")
    .execute();
  office = await signInOfficeAdmin(t.app);
  const found = await send("POST", "/api/reports", finder, {
    type: "found",
    itemType: "wallet",
    brand: "Bonia",
    color: "Black",
    locationId: library,
    eventDate: today,
    custody: "finder",
  });
  foundId = found.json().report.id;
  const visitor = await t.app.inject({
    method: "POST",
    url: "/api/public/found-reports",
    headers: { origin: ORIGIN },
    payload: {
      itemType: "phone",
      locationId: library,
      eventDate: today,
      custody: "office",
      visitorName: "Pak Ali",
      visitorEmail: "ali@example.com",
      visitorPhone: "",
    },
  });
  visitorReportId = visitor.json().id;
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function send(
  method: "GET" | "POST",
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}
const settled = () =>
  waitFor("the outbox to empty", async () => (await pendingJobCount(t.app.context.database.db)) === 0);
/**
 * Moves the clock of a message's delayed notices on: its emails and its pushes (each waits
 * MESSAGE_EMAIL_DELAY_MS or MESSAGE_PUSH_DELAY_MS, 10 s, for the message to be read live) are due
 * now, so the outbox empties without the test waiting those 10 s.
 */
async function messageEmailsDueNow() {
  await t.app.context.database.db
    .updateTable("jobs")
    .set({ run_at: new Date().toISOString() })
    .where("kind", "in", ["message-email", "push"])
    .where("done_at", "is", null)
    .execute();
  t.app.context.outbox.wake();
  await settled();
}
const mailsTo = (address: string) => mailsToPeer(smtp, address);

describe("starting a conversation", () => {
  let conversationId: string;

  it("needs consent, and refuses visitors' reports, one's own report and unknown ones", async () => {
    const noConsent = await send("POST", "/api/conversations", claimant, { reportId: foundId });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toBeTruthy();
    expect(
      (await send("POST", "/api/conversations", claimant, { reportId: visitorReportId, consent: true })).json().code,
    ).toBe("VISITOR_REPORT");
    expect((await send("POST", "/api/conversations", finder, { reportId: foundId, consent: true })).json().code).toBe(
      "OWN_REPORT",
    );
    expect(
      (await send("POST", "/api/conversations", claimant, { reportId: randomUUID(), consent: true })).statusCode,
    ).toBe(404);
    // A solved case starts no new conversation.
    const done = (
      await send("POST", "/api/reports", finder, {
        type: "found",
        itemType: "phone",
        locationId: library,
        eventDate: today,
        custody: "finder",
      })
    ).json().report.id;
    expect((await send("POST", `/api/reports/${done}/complete`, finder)).statusCode).toBe(200);
    const solved = await send(
      "POST",
      "/api/conversations",
      claimant,
      { reportId: done, consent: true },
      { "accept-language": "ms" },
    );
    expect(solved.statusCode).toBe(409);
    expect(solved.json()).toMatchObject({
      code: "REPORT_SOLVED",
      message: expect.stringContaining("Kes ini telah selesai"),
    });
  });

  it("creates a conversation only with its first message, in one request, and reuses it after", async () => {
    const between = () =>
      t.app.context.database.db
        .selectFrom("conversations")
        .select("id")
        .where("report_id", "=", foundId)
        .where("started_by", "=", (qb) =>
          qb.selectFrom("users").select("id").where("email", "=", "claimant@student.demo.edu.my"),
        )
        .execute();
    // Allowed, but nothing is stored until the first message: someone who never writes leaves nothing behind.
    const draft = await send("POST", "/api/conversations", claimant, { reportId: foundId, consent: true });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toEqual({ conversation: null });
    expect(await between()).toEqual([]);
    // An empty first message is refused before anything is stored.
    const empty = await send("POST", "/api/conversations", claimant, {
      reportId: foundId,
      consent: true,
      message: { body: "   " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields["message.body"]).toBe("Please write a message");
    expect(await between()).toEqual([]);

    const clientId = randomUUID();
    const body = "Is this wallet mine? It has my library card inside.";
    const first = await send("POST", "/api/conversations", claimant, {
      reportId: foundId,
      consent: true,
      message: { body, clientId },
    });
    expect(first.statusCode).toBe(201);
    const { conversation } = first.json();
    conversationId = conversation.id;
    expect(conversation).toMatchObject({
      other: { name: "Farid Finder" },
      report: { id: foundId, itemType: "wallet", mine: false },
      state: "open",
      expired: false,
      unread: 0,
      lastMessage: { body, mine: true },
    });
    // Neither person's email or phone leaves the server.
    expect(first.body).not.toMatch(/finder@student|013-333|claimant@student|012-111/);
    const history = (await send("GET", `/api/conversations/${conversationId}/messages`, finder)).json().messages;
    expect(history.map((m: { body: string }) => m.body)).toEqual([body]);
    expect((await send("GET", "/api/conversations/unread", finder)).json().counts).toEqual({ [conversationId]: 1 });
    // A retry of the same first message is the same conversation and message, not a second one.
    const retry = await send("POST", "/api/conversations", claimant, {
      reportId: foundId,
      consent: true,
      message: { body, clientId },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().conversation.id).toBe(conversationId);
    expect((await send("GET", `/api/conversations/${conversationId}/messages`, finder)).json().messages).toHaveLength(
      1,
    );
    const again = await send("POST", "/api/conversations", claimant, { reportId: foundId, consent: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(conversationId);
    expect(await between()).toHaveLength(1);
    await send("POST", `/api/conversations/${conversationId}/read`, finder);
    const row = await t.app.context.database.db
      .selectFrom("conversations")
      .select(["consent_at", "started_by"])
      .where("id", "=", conversationId)
      .executeTakeFirstOrThrow();
    expect(row.consent_at).toBeTruthy();
  });

  it("says before consent whether anyone uses a university email, with the same refusals as starting", async () => {
    const ask = (email: string, language = "en") =>
      t.app.inject({
        method: "GET",
        url: `/api/conversations/recipient?email=${encodeURIComponent(email)}`,
        headers: { cookie: claimant, "accept-language": language },
      });
    expect((await ask("Finder@student.demo.edu.my")).json()).toEqual({ ok: true, office: false });
    // An administrator's address is the office's: the conversation would go to its inbox.
    expect((await ask("office@demo.edu.my")).json()).toEqual({ ok: true, office: true });
    const unknown = await ask("nobody@student.demo.edu.my", "ms");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields.email).toBe("Tiada pengguna Campus Lost & Found dengan e-mel ini.");
    expect((await ask("claimant@student.demo.edu.my")).json().code).toBe("CHAT_WITH_SELF");
    expect((await ask("someone@gmail.com")).json().fields.email).toBe("Please enter a university email address");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/conversations/recipient?email=finder@student.demo.edu.my" }))
        .statusCode,
    ).toBe(401);
  });

  it("starts one with a university email, in the caller's language when refused", async () => {
    const notUniversity = await send("POST", "/api/conversations", claimant, {
      email: "someone@gmail.com",
      consent: true,
    });
    expect(notUniversity.statusCode).toBe(400);
    expect(notUniversity.json().fields.email).toBe("Please enter a university email address");
    const unknown = await send(
      "POST",
      "/api/conversations",
      claimant,
      { email: "nobody@student.demo.edu.my", consent: true },
      { "accept-language": "ms" },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields.email).toBe("Tiada pengguna Campus Lost & Found dengan e-mel ini.");
    const self = await send("POST", "/api/conversations", claimant, {
      email: "CLAIMANT@student.demo.edu.my",
      consent: true,
    });
    expect(self.json().code).toBe("CHAT_WITH_SELF");
    const person = await send("POST", "/api/conversations", claimant, {
      email: "finder@student.demo.edu.my",
      consent: true,
      message: { body: "Hello Farid, are you the one who found my wallet?" },
    });
    expect(person.statusCode).toBe(201);
    // Titled with the person's name and photo, as a conversation about a report is, not the typed address.
    expect(person.json().conversation).toMatchObject({
      other: { name: "Farid Finder" },
      report: null,
      office: false,
    });
    const id = person.json().conversation.id as string;
    expect(
      (await send("GET", "/api/conversations", claimant)).json().conversations.find((c: { id: string }) => c.id === id)
        .other.name,
    ).toBe("Farid Finder");
    expect((await send("GET", `/api/conversations/${id}`, claimant)).json().conversation.other.name).toBe(
      "Farid Finder",
    );
    // The other person sees who wrote to them.
    expect((await send("GET", `/api/conversations/${id}`, finder)).json().conversation.other.name).toBe(
      "Clara Claimant",
    );
    await send("POST", `/api/conversations/${id}/read`, finder);
  });

  it("is for its two people only", async () => {
    expect((await send("GET", `/api/conversations/${conversationId}`, stranger)).statusCode).toBe(404);
    expect((await send("GET", `/api/conversations/${conversationId}/messages`, stranger)).statusCode).toBe(404);
    expect(
      (await send("POST", `/api/conversations/${conversationId}/messages`, stranger, { body: "hi" })).statusCode,
    ).toBe(404);
    expect((await send("POST", `/api/conversations/${conversationId}/read`, stranger)).statusCode).toBe(404);
    expect(
      (await send("GET", "/api/conversations", stranger)).json().conversations.map((c: { id: string }) => c.id),
    ).not.toContain(conversationId);
  });
});

describe("the office's inbox", () => {
  let colleague: string;
  let inboxId: string;
  beforeAll(async () => {
    colleague = await signInAdmin(t.app, {
      name: "Siti Office",
      email: "siti.office@demo.edu.my",
      password: "Office#2026-siti",
    });
  });

  it("takes a student's message to the office without consent, and any administrator sees it live and unread", async () => {
    const adminTab = await openRealtime(base, { cookie: colleague, origin: ORIGIN });
    await adminTab.next("ready");
    const started = await send("POST", "/api/conversations", stranger, {
      office: true,
      message: { body: "Is my blue umbrella at the office?" },
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().conversation).toMatchObject({
      office: true,
      other: { id: "office", image: null },
      report: null,
    });
    inboxId = started.json().conversation.id;
    // Asking again is the same conversation.
    expect((await send("POST", "/api/conversations", stranger, { office: true })).json().conversation.id).toBe(inboxId);

    expect((await adminTab.next("message")).message).toMatchObject({
      conversationId: inboxId,
      body: "Is my blue umbrella at the office?",
    });
    await adminTab.close();
    for (const admin of [office, colleague]) {
      expect((await send("GET", "/api/conversations/unread", admin)).json().counts[inboxId]).toBe(1);
      const listed = (await send("GET", "/api/conversations", admin))
        .json()
        .conversations.find((c: { id: string }) => c.id === inboxId);
      expect(listed).toMatchObject({
        office: true,
        other: { name: "Sam Stranger" },
        unread: 1,
        lastMessage: { mine: false },
      });
    }
    // Delivered live to an administrator: the office's mailbox is not emailed.
    await messageEmailsDueNow();
    expect(mailsTo("lostandfound@demo.edu.my")).toEqual([]);
  });

  it("lets any administrator answer for the office, never naming them to the student", async () => {
    expect((await send("POST", `/api/conversations/${inboxId}/read`, office)).json().counts[inboxId]).toBeUndefined();
    // Reading is per administrator: the colleague still has it unread.
    expect((await send("GET", "/api/conversations/unread", colleague)).json().counts[inboxId]).toBe(1);
    expect(
      (
        await send("POST", `/api/conversations/${inboxId}/messages`, office, {
          body: "Yes, it is here. Come by before 5 pm.",
        })
      ).statusCode,
    ).toBe(201);

    const student = (await send("GET", `/api/conversations/${inboxId}`, stranger)).json().conversation;
    expect(student).toMatchObject({
      office: true,
      other: { id: "office", name: "" },
      unread: 1,
      lastMessage: { mine: false },
    });
    expect(JSON.stringify(student)).not.toContain("Office#");
    // The student's history and export show the office as the writer, never the administrator's id.
    const officeAdminId = (await send("GET", "/api/auth/session", office)).json().user.id as string;
    const seen = (await send("GET", `/api/conversations/${inboxId}/messages`, stranger)).json().messages;
    expect(seen.map((m: { senderId: string }) => m.senderId)).toContain("office");
    expect(JSON.stringify(seen)).not.toContain(officeAdminId);
    const exported = await send("GET", "/api/profile/data", stranger);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).not.toContain(officeAdminId);
    // To the colleague the answer is the office's own: not unread, and on the office's side.
    expect((await send("GET", `/api/conversations/${inboxId}`, colleague)).json().conversation).toMatchObject({
      unread: 1,
      lastMessage: { mine: true },
    });
    const history = (await send("GET", `/api/conversations/${inboxId}/messages`, colleague)).json().messages;
    expect(history.map((m: { body: string }) => m.body)).toEqual([
      "Yes, it is here. Come by before 5 pm.",
      "Is my blue umbrella at the office?",
    ]);
    // Nobody else reads it.
    expect((await send("GET", `/api/conversations/${inboxId}`, claimant)).statusCode).toBe(404);
    expect((await send("POST", `/api/conversations/${inboxId}/messages`, claimant, { body: "hi" })).statusCode).toBe(
      404,
    );
  });

  it("emails the student and the office's mailbox when nobody had it live, naming the office", async () => {
    // The office's answer, to the student who was away.
    await messageEmailsDueNow();
    const toStudent = mailsTo("stranger@student.demo.edu.my");
    expect(toStudent).toHaveLength(1);
    expect(readable(toStudent[0]!.data)).toContain("University office");
    expect(readable(toStudent[0]!.data)).not.toContain("Siti");

    const question = `Thanks! Can my friend collect it? (${randomUUID().slice(0, 8)})`;
    await send("POST", `/api/conversations/${inboxId}/messages`, stranger, { body: question });
    await messageEmailsDueNow();
    const toOffice = mailsTo("lostandfound@demo.edu.my");
    expect(toOffice).toHaveLength(1);
    const body = readable(toOffice[0]!.data);
    expect(body).toContain("Sam Stranger");
    expect(body).toContain(question);
    expect(body).toContain(`/dashboard/chat/${inboxId}`);
  });

  it("goes to the office when a student writes to an administrator's address, and the office starts none itself", async () => {
    const byEmail = await send("POST", "/api/conversations", claimant, {
      email: "siti.office@demo.edu.my",
      consent: true,
      message: { body: "Hello, is my wallet at the office?" },
    });
    expect(byEmail.json().conversation).toMatchObject({ office: true, other: { id: "office" } });
    expect(
      (await send("GET", "/api/conversations", office)).json().conversations.map((c: { id: string }) => c.id),
    ).toContain(byEmail.json().conversation.id);
    const refused = await send(
      "POST",
      "/api/conversations",
      office,
      { email: "claimant@student.demo.edu.my", consent: true },
      { "accept-language": "ms" },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Pejabat menjawab perbualan dalam peti masuknya; ia tidak memulakannya.");
    // A person still needs consent; the office does not.
    expect(
      (await send("POST", "/api/conversations", claimant, { email: "finder@student.demo.edu.my" })).json().fields
        .consent,
    ).toBe("Please accept before contacting the reporter.");
  });
});

describe("messages", () => {
  let id: string;
  beforeAll(async () => {
    id = (await send("POST", "/api/conversations", claimant, { reportId: foundId, consent: true })).json().conversation
      .id;
  });

  it("refuses an empty or oversized message each in its own words", async () => {
    const empty = await send("POST", `/api/conversations/${id}/messages`, claimant, { body: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.body).toBe("Please write a message");
    const long = await send("POST", `/api/conversations/${id}/messages`, claimant, { body: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.body).toBe("A message can have at most 2,000 characters");
  });

  it("delivers a message live to every tab of both people, and counts it unread for the recipient", async () => {
    const finderTabs = [
      await openRealtime(base, { cookie: finder, origin: ORIGIN }),
      await openRealtime(base, { cookie: finder, origin: ORIGIN }),
    ];
    const claimantOtherTab = await openRealtime(base, { cookie: claimant, origin: ORIGIN });
    await Promise.all([...finderTabs, claimantOtherTab].map((tab) => tab.next("ready")));

    const clientId = randomUUID();
    const res = await send("POST", `/api/conversations/${id}/messages`, claimant, {
      body: "Hello! <b>I think</b> the wallet is mine.",
      clientId,
    });
    expect(res.statusCode).toBe(201);
    const { message } = res.json();
    expect(message.body).toBe("Hello! <b>I think</b> the wallet is mine.");
    for (const tab of [...finderTabs, claimantOtherTab])
      expect((await tab.next("message")).message.id).toBe(message.id);
    expect((await finderTabs[0]!.next("unread", 2)).counts).toEqual({ [id]: 1 });

    // A retry with the same clientId is the same message, not a second one.
    const retry = await send("POST", `/api/conversations/${id}/messages`, claimant, {
      body: "Hello! <b>I think</b> the wallet is mine.",
      clientId,
    });
    expect(retry.json().message.id).toBe(message.id);
    const bodies = (await send("GET", `/api/conversations/${id}/messages`, finder))
      .json()
      .messages.map((m: { body: string }) => m.body);
    expect(bodies.filter((body: string) => body === message.body)).toHaveLength(1);

    const list = (await send("GET", "/api/conversations", finder)).json().conversations;
    expect(list[0]).toMatchObject({ id, unread: 1, lastMessage: { body: message.body, mine: false } });
    expect((await send("GET", "/api/conversations/unread", finder)).json().counts).toEqual({ [id]: 1 });
    const read = await send("POST", `/api/conversations/${id}/read`, finder);
    expect(read.json().counts).toEqual({});
    expect((await finderTabs[1]!.next("unread", 3)).counts).toEqual({});
    await Promise.all([...finderTabs, claimantOtherTab].map((tab) => tab.close()));
    // Delivered live: no email about it.
    await messageEmailsDueNow();
    expect(mailsTo("finder@student.demo.edu.my")).toEqual([]);
  });

  it("emails a recipient who was not online, once per conversation per 15 minutes, in their language", async () => {
    const first = (
      await send("POST", `/api/conversations/${id}/messages`, claimant, {
        body: "Are you there?\nIt has a blue card inside.",
      })
    ).json().message;
    await send("POST", `/api/conversations/${id}/messages`, claimant, { body: "Please reply when you can." });
    await messageEmailsDueNow();
    const mails = mailsTo("finder@student.demo.edu.my");
    expect(mails).toHaveLength(1);
    const body = readable(mails[0]!.data);
    expect(body).toContain("Mesej baharu daripada Clara Claimant");
    expect(body).toContain("It has a blue card inside.");
    expect(body).toContain(`/dashboard/chat/${id}`);
    expect(body).not.toContain("claimant@student.demo.edu.my");
    // POST /api/notify/message: once per message, whoever asks; strangers are refused.
    expect((await send("POST", "/api/notify/message", claimant, { message_id: first.id })).json()).toEqual({
      queued: false,
    });
    expect((await send("POST", "/api/notify/message", stranger, { message_id: first.id })).statusCode).toBe(404);
  });

  it("loads the history in pages, newest first", async () => {
    const other = (
      await send("POST", "/api/conversations", claimant, {
        email: "stranger@student.demo.edu.my",
        consent: true,
        message: { body: "message 1" },
      })
    ).json().conversation.id;
    for (let index = 2; index <= 35; index++)
      await send("POST", `/api/conversations/${other}/messages`, index % 2 ? claimant : stranger, {
        body: `message ${index}`,
      });
    const first = (await send("GET", `/api/conversations/${other}/messages?limit=30`, stranger)).json();
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0].body).toBe("message 35");
    expect(first.messages[29].body).toBe("message 6");
    const second = (
      await send(
        "GET",
        `/api/conversations/${other}/messages?limit=30&before=${encodeURIComponent(first.nextBefore)}`,
        stranger,
      )
    ).json();
    expect(second.messages.map((message: { body: string }) => message.body)).toEqual([
      "message 5",
      "message 4",
      "message 3",
      "message 2",
      "message 1",
    ]);
    expect(second.nextBefore).toBeNull();
    expect((await send("GET", `/api/conversations/${other}/messages?before=garbage`, stranger)).statusCode).toBe(400);
  });
});

describe("closing a conversation", () => {
  it("stays open for both until the other side agrees it is resolved; the server refuses no message before", async () => {
    const id = (
      await send("POST", "/api/conversations", stranger, {
        reportId: foundId,
        consent: true,
        message: { body: "Is this wallet mine?" },
      })
    ).json().conversation.id as string;
    const strangerTab = await openRealtime(base, { cookie: stranger, origin: ORIGIN });
    await strangerTab.next("ready");
    const asked = await send("POST", `/api/conversations/${id}/resolution`, finder, { resolved: true });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe("You marked the case resolved. The chat closes once the other person agrees.");
    expect(asked.json().conversation).toMatchObject({ state: "open", resolution: { mine: true, theirs: false } });
    // The other side's tab is told, and sees who asked.
    await strangerTab.next("conversation");
    await strangerTab.close();
    expect((await send("GET", `/api/conversations/${id}`, stranger)).json().conversation).toMatchObject({
      state: "open",
      resolution: { mine: false, theirs: true },
    });
    // Both may still write.
    for (const cookie of [stranger, finder])
      expect((await send("POST", `/api/conversations/${id}/messages`, cookie, { body: "Still here" })).statusCode).toBe(
        201,
      );
    // The other side agrees: now it is closed for both.
    const agreed = await send(
      "POST",
      `/api/conversations/${id}/resolution`,
      stranger,
      { resolved: true },
      { "accept-language": "ms" },
    );
    expect(agreed.json().message).toBe("Sembang ditandakan selesai");
    expect(agreed.json().conversation).toMatchObject({ state: "resolved", resolution: { mine: true, theirs: true } });
    const refused = await send("POST", `/api/conversations/${id}/messages`, finder, { body: "One more" });
    expect(refused.json().code).toBe("CHAT_RESOLVED");
    // Opened again, both answers start over.
    const reopened = await send("POST", `/api/conversations/${id}/resolution`, finder, { resolved: false });
    expect(reopened.json().conversation).toMatchObject({ state: "open", resolution: { mine: false, theirs: false } });
  });

  it("lets the side that asked take it back, and closes an expired one on one side's word", async () => {
    const id = (
      await send("POST", "/api/conversations", stranger, {
        email: "claimant@student.demo.edu.my",
        consent: true,
        message: { body: "Hello Clara" },
      })
    ).json().conversation.id as string;
    await send("POST", `/api/conversations/${id}/resolution`, stranger, { resolved: true });
    const withdrawn = await send("POST", `/api/conversations/${id}/resolution`, stranger, { resolved: false });
    expect(withdrawn.json().message).toBe("You took back your answer: the chat stays open.");
    expect(withdrawn.json().conversation).toMatchObject({ state: "open", resolution: { mine: false, theirs: false } });
    await t.app.context.database.db
      .updateTable("conversations")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
    // Expired, it is closed already: the answer to "has the case been resolved?" settles it.
    const closed = await send("POST", `/api/conversations/${id}/resolution`, stranger, { resolved: true });
    expect(closed.json().conversation).toMatchObject({ state: "resolved" });
  });
});

describe("expiry and resolution", () => {
  let id: string;
  const expire = () =>
    t.app.context.database.db
      .updateTable("conversations")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", id)
      .execute();

  beforeAll(async () => {
    id = (await send("POST", "/api/conversations", claimant, { reportId: foundId, consent: true })).json().conversation
      .id;
  });

  it("refuses to send once expired, and asks whether the case is resolved", async () => {
    await expire();
    const refused = await send("POST", `/api/conversations/${id}/messages`, claimant, { body: "Still there?" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Chat session has expired.");
    expect((await send("GET", `/api/conversations/${id}`, claimant)).json().conversation.expired).toBe(true);
  });

  it("reopens for another period when not yet resolved", async () => {
    const res = await send("POST", `/api/conversations/${id}/resolution`, claimant, { resolved: false });
    expect(res.json().message).toBe("Chat marked still open");
    const { conversation } = res.json();
    expect(conversation.expired).toBe(false);
    expect(Date.parse(conversation.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(
      (await send("POST", `/api/conversations/${id}/messages`, claimant, { body: "Thanks, see you at the library." }))
        .statusCode,
    ).toBe(201);
  });

  it("resolves: read-only from then; the report is solved only once both sides said the item was handed over", async () => {
    await expire();
    const resolved = await send("POST", `/api/conversations/${id}/resolution`, claimant, {
      resolved: true,
      handedOver: true,
    });
    expect(resolved.json().message).toBe("Chat marked resolved");
    expect(resolved.json().conversation).toMatchObject({
      state: "resolved",
      report: { status: "pending" },
      handover: { mine: true, theirs: false },
    });
    // One side's word does not solve the other's report.
    expect((await send("GET", `/api/reports/${foundId}`, finder)).json().report.status).toBe("pending");
    expect((await send("GET", `/api/conversations/${id}`, finder)).json().conversation.handover).toMatchObject({
      mine: false,
      theirs: true,
    });
    const refused = await send("POST", `/api/conversations/${id}/messages`, claimant, { body: "One more thing" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CHAT_RESOLVED");

    const confirmed = await send(
      "POST",
      `/api/conversations/${id}/handover`,
      finder,
      { handedOver: true },
      { "accept-language": "ms" },
    );
    expect(confirmed.json().message).toBe(
      "Anda berdua telah mengesahkan penyerahan: laporan barang dijumpai anda ditandakan selesai.",
    );
    expect(confirmed.json().conversation).toMatchObject({
      handover: { mine: true, theirs: true },
      report: { status: "solved" },
    });
    const { report } = (await send("GET", `/api/reports/${foundId}`, finder)).json();
    expect(report).toMatchObject({ status: "solved", solvedBy: { name: "Farid Finder" } });
    expect((await send("POST", `/api/conversations/${id}/handover`, stranger, { handedOver: true })).statusCode).toBe(
      404,
    );
  });

  it("lets either side reopen a resolved conversation", async () => {
    const reopened = await send("POST", `/api/conversations/${id}/resolution`, claimant, { resolved: false });
    expect(reopened.json().message).toBe("Conversation reopened");
    expect(reopened.json().conversation).toMatchObject({ state: "open", expired: false });
    expect(
      (await send("POST", `/api/conversations/${id}/messages`, finder, { body: "Glad it is back with you." }))
        .statusCode,
    ).toBe(201);
  });

  it("records a handover only about a report between two people", async () => {
    const general = (
      await send("POST", "/api/conversations", claimant, { email: "stranger@student.demo.edu.my", consent: true })
    ).json().conversation.id;
    const refused = await send("POST", `/api/conversations/${general}/handover`, claimant, { handedOver: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("NO_HANDOVER");
  });
});

describe("a handover in chat solves the owner's lost report too", () => {
  let foundPhone: string;
  let pairedLost: string;
  let otherLost: string;
  let someoneElsesLost: string;
  let id: string;
  const report = (cookie: string, fields: object) =>
    send("POST", "/api/reports", cookie, { locationId: library, eventDate: today, ...fields }).then(
      (res) => res.json().report.id as string,
    );
  const status = async (reportId: string, viewer = finder) =>
    (await send("GET", `/api/reports/${reportId}`, viewer)).json().report as { status: string; solvedBy: unknown };

  beforeAll(async () => {
    foundPhone = await report(finder, {
      type: "found",
      itemType: "phone",
      brand: "Oppo",
      model: "Reno 10",
      color: "Blue",
      custody: "finder",
    });
    pairedLost = await report(stranger, { type: "lost", itemType: "phone", brand: "Oppo", color: "Blue" });
    otherLost = await report(stranger, { type: "lost", itemType: "phone", brand: "Vivo", color: "Green" });
    someoneElsesLost = await report(claimant, { type: "lost", itemType: "phone", brand: "Oppo", color: "Blue" });
    await t.app.context.database.db
      .insertInto("matches")
      .values({ lost_report_id: pairedLost, found_report_id: foundPhone, score: 0.9, reasons: "[]" })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    id = (
      await send("POST", "/api/conversations", stranger, {
        reportId: foundPhone,
        consent: true,
        message: { body: "I think this is mine." },
      })
    ).json().conversation.id;
  });

  it("offers the owner their own pending lost reports, the one paired with the item first; the finder none", async () => {
    const { handover } = (await send("GET", `/api/conversations/${id}`, stranger)).json().conversation;
    expect(handover.lostReport).toBeNull();
    expect(handover.choices.map((choice: { id: string }) => choice.id)).toEqual([pairedLost, otherLost]);
    expect(handover.choices[0]).toMatchObject({ paired: true, brand: "Oppo", itemType: "phone", status: "pending" });
    expect(handover.choices[1]).toMatchObject({ paired: false });
    expect((await send("GET", `/api/conversations/${id}`, finder)).json().conversation.handover.choices).toEqual([]);
  });

  it("solves only the owner's own pending lost report, chosen by the owner", async () => {
    const notTheirs = await send("POST", `/api/conversations/${id}/handover`, stranger, {
      handedOver: true,
      lostReportId: someoneElsesLost,
    });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().code).toBe("NOT_OWN_LOST_REPORT");
    const finderChooses = await send("POST", `/api/conversations/${id}/handover`, finder, {
      handedOver: true,
      lostReportId: pairedLost,
    });
    expect(finderChooses.statusCode).toBe(400);
    expect(finderChooses.json().code).toBe("NOT_OWN_LOST_REPORT");
    expect((await status(someoneElsesLost)).status).toBe("pending");

    const owner = await send("POST", `/api/conversations/${id}/handover`, stranger, {
      handedOver: true,
      lostReportId: pairedLost,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().conversation.handover).toMatchObject({ mine: true, lostReport: { id: pairedLost } });
    expect((await status(pairedLost)).status).toBe("pending");

    const confirmed = await send("POST", `/api/conversations/${id}/handover`, finder, { handedOver: true });
    expect(confirmed.json().message).toBe(
      "You both confirmed the handover: your found report and Sam Stranger's lost report are marked solved.",
    );
    expect(confirmed.json().conversation).toMatchObject({
      report: { status: "solved" },
      handover: { mine: true, theirs: true, lostReport: { id: pairedLost, status: "solved" } },
    });
    expect(await status(foundPhone)).toMatchObject({ status: "solved", solvedBy: { name: "Farid Finder" } });
    expect(await status(pairedLost, stranger)).toMatchObject({ status: "solved", solvedBy: { name: "Sam Stranger" } });
    expect((await status(otherLost)).status).toBe("pending");
    // The owner is told the same, in their language.
    const seen = await send("GET", `/api/conversations/${id}`, stranger);
    expect(seen.json().conversation.handover).toMatchObject({ lostReport: { status: "solved" } });
  });

  it("says exactly which report was solved when the owner chose none", async () => {
    const found = await report(finder, {
      type: "found",
      itemType: "laptop",
      brand: "Acer",
      color: "Grey",
      custody: "finder",
    });
    const chat = (
      await send("POST", "/api/conversations", stranger, {
        reportId: found,
        consent: true,
        message: { body: "I think this is mine." },
      })
    ).json().conversation.id;
    await send("POST", `/api/conversations/${chat}/handover`, stranger, { handedOver: true, lostReportId: null });
    const confirmed = await send(
      "POST",
      `/api/conversations/${chat}/handover`,
      finder,
      { handedOver: true },
      { "accept-language": "ms" },
    );
    expect(confirmed.json().message).toBe(
      "Anda berdua telah mengesahkan penyerahan: laporan barang dijumpai anda ditandakan selesai.",
    );
    expect((await status(otherLost)).status).toBe("pending");
  });
});
