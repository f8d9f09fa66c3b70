import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushPayloadSchema, todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInAdmin, signUpAndLogIn } from "../../../test/accounts";
import {
  startPushEndpoint,
  testDevice,
  vapidClaims,
  type PushEndpoint,
  type TestDevice,
} from "../../../test/push-endpoint";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { notificationJobs } from "../../core/jobs";
import { resolveVapidKeys } from "../../infra/vapid-keys";
import { pushToDevice } from "./service";

/**
 * Pushes as a device gets them: the test's own push service on 127.0.0.1 receives each post, checks
 * its VAPID signature (ES256, audience the endpoint's origin) and decrypts its body with the
 * device's keys (RFC 8291, done here apart from the server's library).
 */
const TOKEN = "metrics-token-for-the-push-test";
const today = todayIn("Asia/Kuala_Lumpur");
let endpoint: PushEndpoint;
let t: TestApp;
let owner: string;
let finder: string;
let other: string;
let office: string;
let locationId: string;
const ids: Record<"owner" | "finder" | "other", string> = { owner: "", finder: "", other: "" };

const email = (name: keyof typeof ids) => `${name}.push@student.demo.edu.my`;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await createTestApp(
    { PUSH_SERVICE_HOSTS: endpoint.origin, METRICS_TOKEN: TOKEN },
    { worker: { pollMs: 50, backoffMs: () => 200, maxAttempts: 4 } },
  );
  await addToRoster(t.app, [{ matrixNo: "A22CS0801" }, { matrixNo: "A22CS0802" }, { matrixNo: "A22CS0803" }]);
  owner = await signUpAndLogIn(t.app, { matrixNo: "A22CS0801", email: email("owner"), name: "Nadia Owner" });
  finder = await signUpAndLogIn(t.app, { matrixNo: "A22CS0802", email: email("finder"), name: "Faiz Finder" });
  other = await signUpAndLogIn(t.app, { matrixNo: "A22CS0803", email: email("other"), name: "Oscar Other" });
  for (const name of Object.keys(ids) as Array<keyof typeof ids>)
    ids[name] = (
      await t.app.context.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", email(name))
        .executeTakeFirstOrThrow()
    ).id;
  // The office's administrator has a name of their own: a push from the office never shows it.
  office = await signInAdmin(t.app, { name: "Puan Rohana", email: "rohana@demo.edu.my", password: "Office#2026-x" });
  const hall = await send("POST", "/api/admin/locations", office, { nameEn: "Push Hall", nameMy: "Dewan Tolak" });
  locationId = hall.json().location.id;
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});

function send(method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
}

async function newDevice(cookie: string): Promise<TestDevice> {
  const device = testDevice(endpoint.origin);
  const saved = await send("PUT", "/api/push/subscription", cookie, device.subscription);
  expect(saved.statusCode, saved.body).toBe(204);
  return device;
}

const postsTo = (device: TestDevice) => endpoint.requests.filter((request) => request.path === device.path);
/** The pushes the device got (the push service took them), decrypted. */
const received = (device: TestDevice) =>
  postsTo(device)
    .filter((request) => request.status === 201)
    .map((request) => pushPayloadSchema.parse(device.decrypt(request.body)));

const db = () => t.app.context.database.db;

/** Waiting pushes are due now (a message's waits a few seconds for the recipient to read it), and the worker looks. */
async function pushesDueNow() {
  await db()
    .updateTable("jobs")
    .set({ run_at: new Date().toISOString() })
    .where("kind", "=", "push")
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .execute();
  t.app.context.outbox.wake();
}

/** Every push job made so far has run: done, or given up. */
const pushesSettled = () =>
  waitFor("the push jobs to run", async () => {
    await pushesDueNow();
    const waiting = await db()
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", "push")
      .where("done_at", "is", null)
      .where("failed_at", "is", null)
      .execute();
    return waiting.length === 0;
  });

/** A conversation `from` starts with `to` by email, with its first message; its id. */
async function conversation(from: string, to: keyof typeof ids, body: string): Promise<string> {
  const started = await send("POST", "/api/conversations", from, {
    email: email(to),
    consent: true,
    message: { body },
  });
  // 201 for a new conversation, 200 when the two already had one (the message goes there).
  expect([200, 201], started.body).toContain(started.statusCode);
  return started.json().conversation.id;
}

async function message(from: string, conversationId: string, body: string): Promise<string> {
  const sent = await send("POST", `/api/conversations/${conversationId}/messages`, from, { body });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().message.id;
}

describe("a push as the device gets it", () => {
  it("is signed with the server's key for the push service's origin and encrypted to the device: a new message", async () => {
    const device = await newDevice(owner);
    const text = "Hi Nadia,   I think I found your wallet\nnear the library entrance.";
    const conversationId = await conversation(finder, "owner", text);
    // It waits a few seconds (the recipient may read it meanwhile): made due now here.
    await pushesDueNow();
    const [push] = await waitFor("the message's push", () => (received(device).length ? received(device) : null));
    expect(push).toEqual({
      title: "New message",
      body: "Faiz Finder: Hi Nadia, I think I found your wallet near the library entrance.",
      lang: "en",
      url: `/dashboard/chat/${conversationId}`,
      tag: `chat:${conversationId}`,
    });
    const post = postsTo(device)[0]!;
    expect(post.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: String(3 * 24 * 3600),
      urgency: "normal",
    });
    expect(post.headers.topic).toMatch(/^[\w-]{32}$/);
    const claims = vapidClaims(post.headers.authorization, resolveVapidKeys(t.config).publicKey);
    expect(claims).toMatchObject({ aud: endpoint.origin, sub: "mailto:no-reply@demo.edu.my" });
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
    expect(Number(claims.exp) * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    // Recorded once the push service took it (just after its answer).
    await waitFor("the device's last push to be recorded", async () => {
      const row = await db()
        .selectFrom("push_subscriptions")
        .select("last_used_at")
        .where("endpoint", "=", device.endpoint)
        .executeTakeFirstOrThrow();
      return row.last_used_at !== null;
    });
  });

  it("is not sent when the recipient read the message first, nor when they turned message emails off; 'daily' still pushes", async () => {
    const device = await newDevice(owner);
    const conversationId = await conversation(finder, "owner", "First message");
    await pushesSettled();
    expect(received(device)).toHaveLength(1);
    // Read before its push went: nothing more.
    await message(finder, conversationId, "Did you see this?");
    expect((await send("POST", `/api/conversations/${conversationId}/read`, owner)).statusCode).toBe(200);
    await pushesSettled();
    expect(received(device)).toHaveLength(1);

    const choose = (messageEmails: string) =>
      send("PUT", "/api/profile/notifications", owner, { matchEmails: "each", messageEmails, reportEmails: "each" });
    expect((await choose("off")).statusCode).toBe(200);
    await message(finder, conversationId, "Are you there?");
    await pushesSettled();
    expect(received(device)).toHaveLength(1);

    expect((await choose("daily")).statusCode).toBe(200);
    await message(finder, conversationId, "The wallet is at the office now");
    await pushesSettled();
    expect(received(device).map((push) => push.body)).toEqual([
      "Faiz Finder: First message",
      "Faiz Finder: The wallet is at the office now",
    ]);
    await choose("each");
  });

  it("tells a message of the office as the office's, never an administrator's, and a message to the office goes to no device", async () => {
    const device = await newDevice(other);
    const officeDevice = await newDevice(office);
    const started = await send("POST", "/api/conversations", other, { office: true, message: { body: "Any news?" } });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().conversation.id as string;
    await message(office, conversationId, "Yes: your bottle is here at the counter.");
    await pushesSettled();
    expect(received(device)).toEqual([
      {
        title: "New message",
        body: "University office: Yes: your bottle is here at the counter.",
        lang: "en",
        url: `/dashboard/chat/${conversationId}`,
        tag: `chat:${conversationId}`,
      },
    ]);
    expect(JSON.stringify(received(device))).not.toContain("Rohana");
    expect(postsTo(officeDevice)).toEqual([]);
  });

  it("tells the owner of a lost report that found items may be theirs, once per matching run, unless match emails are off", async () => {
    const device = await newDevice(owner);
    const lost = await send("POST", "/api/reports", owner, {
      type: "lost",
      itemType: "wallet",
      brand: "Bonia",
      color: "Brown",
      description: "brown wallet with my library card",
      locationId,
      eventDate: today,
    });
    const lostId = lost.json().report.id as string;
    const found = await send("POST", "/api/reports", finder, {
      type: "found",
      itemType: "wallet",
      brand: "Bonia",
      color: "Brown",
      locationId,
      eventDate: today,
      custody: "office",
    });
    expect(found.statusCode, found.body).toBe(201);
    const [push] = await waitFor("the match's push", () => (received(device).length ? received(device) : null));
    expect(push).toEqual({
      title: "Found items may be yours",
      body: "Someone found something that may be the Bonia (Wallet) you lost. Open your report to see it.",
      lang: "en",
      url: `/dashboard/report-lost/${lostId}#matches`,
      tag: `match:${lostId}`,
    });
    // The office's own notice ("bring your student card") is pushed too, in the office's words.
    const notified = await send(
      "POST",
      `/api/admin/reports/${found.json().report.id}/likely-owners/${lostId}/notify`,
      office,
    );
    expect(notified.statusCode, notified.body).toBe(200);
    await pushesSettled();
    expect(received(device)[1]).toEqual({
      title: "The office may have your item",
      body: "The lost and found office may have the Bonia (Wallet) you lost: bring your student card.",
      lang: "en",
      url: `/dashboard/report-lost/${lostId}#matches`,
      tag: `match:${lostId}`,
    });

    // With match emails off, a new match is no push.
    await send("PUT", "/api/profile/notifications", owner, {
      matchEmails: "off",
      messageEmails: "each",
      reportEmails: "each",
    });
    const second = await send("POST", "/api/reports", owner, {
      type: "lost",
      itemType: "phone",
      brand: "Samsung",
      color: "Black",
      locationId,
      eventDate: today,
    });
    await send("POST", "/api/reports", finder, {
      type: "found",
      itemType: "phone",
      brand: "Samsung",
      color: "Black",
      locationId,
      eventDate: today,
      custody: "office",
    });
    const told = await waitFor("the phone's match push job", () =>
      db()
        .selectFrom("jobs")
        .select(["done_at", "payload"])
        .where("kind", "=", "push")
        .where("payload", "like", `%${second.json().report.id}%`)
        .executeTakeFirst(),
    );
    expect(told.payload).toContain('"kind":"match"');
    await pushesSettled();
    expect(received(device)).toHaveLength(2);
    await send("PUT", "/api/profile/notifications", owner, {
      matchEmails: "each",
      messageEmails: "each",
      reportEmails: "each",
    });
  });

  it("tells each side of a claim's decision in their language, with the screen to open", async () => {
    await t.app.context.database.db.updateTable("users").set({ language: "my" }).where("id", "=", ids.other).execute();
    const claimant = await newDevice(other);
    const finderDevice = await newDevice(finder);
    const found = await send("POST", "/api/reports", finder, {
      type: "found",
      itemType: "laptop",
      brand: "Lenovo",
      locationId,
      eventDate: today,
      custody: "office",
    });
    const foundId = found.json().report.id as string;
    const claim = await send("POST", `/api/reports/${foundId}/claims`, other, {
      details: "a sticker of a cat on the lid",
      lostWhere: "Push Hall",
      lostOn: today,
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const approved = await send("POST", `/api/admin/claims/${claim.json().claim.id}/approve`, office, {
      reason: "The sticker matches",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await pushesSettled();
    expect(received(claimant)).toContainEqual({
      title: "Tuntutan anda diluluskan",
      body: "Tuntutan anda ke atas Lenovo (Komputer riba) diluluskan. Bawa kad pelajar atau kad pengenalan anda ke pejabat untuk mengambilnya.",
      lang: "ms",
      url: "/dashboard/my-claims",
      tag: `claim:${claim.json().claim.id}`,
    });
    expect(received(finderDevice)).toContainEqual(
      expect.objectContaining({
        title: "A claim on the item you found was approved",
        lang: "en",
        url: `/dashboard/report-found/${foundId}`,
      }),
    );
  });
});

describe("a push service's answer", () => {
  it("410 and 404: the device is forgotten and the job is done", async () => {
    for (const status of [410, 404]) {
      const device = await newDevice(owner);
      endpoint.answer(device.path, status);
      const conversationId = await conversation(other, "owner", `Answered ${status}`);
      await pushesSettled();
      expect(postsTo(device).map((post) => post.status)).toEqual([status]);
      const row = await db()
        .selectFrom("push_subscriptions")
        .select("id")
        .where("endpoint", "=", device.endpoint)
        .executeTakeFirst();
      expect(row).toBeUndefined();
      // The next message finds no device there.
      await message(other, conversationId, "Still there?");
      await pushesSettled();
      expect(postsTo(device)).toHaveLength(1);
    }
  });

  it("500 then 201: retried, and the device gets the push once, whatever runs the job again", async () => {
    const device = await newDevice(finder);
    endpoint.answer(device.path, 500);
    await conversation(other, "finder", "Is the laptop still with you?");
    await pushesSettled();
    expect(postsTo(device).map((post) => post.status)).toEqual([500, 201]);
    const { id: deviceId } = await db()
      .selectFrom("push_subscriptions")
      .select("id")
      .where("endpoint", "=", device.endpoint)
      .executeTakeFirstOrThrow();
    const [job] = await db()
      .selectFrom("jobs")
      .select(["idempotency_key", "attempts", "payload", "done_at", "last_error"])
      .where("idempotency_key", "like", `push:${ids.finder}:message:%:${deviceId}`)
      .execute();
    expect(job).toMatchObject({ attempts: 2, last_error: null });
    expect(job!.done_at).not.toBeNull();

    // The same job run again (a second worker after a lease ran out, a crash before it was marked
    // done): the device got it, so nothing is posted.
    const { userId, subscriptionId, notice } = JSON.parse(job!.payload);
    await pushToDevice(t.app.context, job!.idempotency_key, userId, subscriptionId, notice);
    // The same event queued again is the same job: nothing new either.
    const eventKey = job!.idempotency_key.slice(0, job!.idempotency_key.lastIndexOf(":"));
    expect(
      await t.app.context.outbox.enqueue(db(), [
        notificationJobs.pushToDevice(eventKey, userId, subscriptionId, notice),
        notificationJobs.pushMessage(userId, notice.messageId, new Date()),
      ]),
    ).toBe(0);
    await pushesSettled();
    expect(postsTo(device).map((post) => post.status)).toEqual([500, 201]);
    expect(received(device)).toHaveLength(1);
  });

  it("is counted for /metrics: sent, failed, gone", async () => {
    const metrics = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const count = (outcome: string) =>
      Number(new RegExp(`campus_push_notifications_total\\{outcome="${outcome}"\\} (\\d+)`).exec(metrics.body)?.[1]);
    expect(count("sent")).toBeGreaterThanOrEqual(6);
    expect(count("failed")).toBe(1);
    expect(count("gone")).toBe(2);
    expect(metrics.body).toContain('campus_jobs_failed{kind="push"} 0');
  });
});
