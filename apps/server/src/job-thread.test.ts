import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { pushPayloadSchema } from "@campus/shared";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../test/accounts";
import { startPushEndpoint, testDevice, type PushEndpoint } from "../test/push-endpoint";
import { openRealtime } from "../test/realtime-client";
import { readable, startSmtpPeer, type SmtpPeer, mailsTo } from "../test/smtp-peer";
import { createTestApp, type TestApp } from "../test/test-app";
import { waitFor } from "../test/wait";
import { flag } from "./db/dialect";
import { pendingJobCount } from "./infra/jobs/worker";
import { insertLocations } from "./modules/locations/repository";

/**
 * JOB_WORKER=thread (the production default): the outbox's jobs run on a thread of their own,
 * and what they do reaches people as with the worker inline: a match notice live on the
 * owner's socket (through this process's bus), the match email, and a push to the owner's device
 * (signed with the key pair the server made at start, counted in this process's metrics).
 */
const TOKEN = "metrics-token-for-the-thread-test";
let t: TestApp;
let smtp: SmtpPeer;
let pushes: PushEndpoint;
const library = randomUUID();

beforeAll(async () => {
  smtp = await startSmtpPeer();
  pushes = await startPushEndpoint();
  t = await createTestApp(
    { SMTP_URL: smtp.url, JOB_WORKER: "thread", PUSH_SERVICE_HOSTS: pushes.origin, METRICS_TOKEN: TOKEN },
    { worker: { pollMs: 100 } },
  );
  await insertLocations(t.app.context.database.db, [
    {
      id: library,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(t.app.context.database.dialect, true),
      area: null,
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushes.close();
});

describe("jobs on their own thread", () => {
  it("matches a new report there and tells the owner live and by email, then stops with the server", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0700" }, { matrixNo: "A22CS0701" }]);
    const owner = await signUpAndLogIn(t.app, {
      matrixNo: "A22CS0700",
      email: "owner.thread@student.demo.edu.my",
      name: "Olivia Owner",
    });
    const finder = await signUpAndLogIn(t.app, {
      matrixNo: "A22CS0701",
      email: "finder.thread@student.demo.edu.my",
      name: "Fahmi Finder",
    });
    const device = testDevice(pushes.origin);
    const subscribed = await t.app.inject({
      method: "PUT",
      url: "/api/push/subscription",
      headers: { origin: ORIGIN, cookie: owner },
      payload: device.subscription,
    });
    expect(subscribed.statusCode).toBe(204);
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await openRealtime(base, { cookie: owner, origin: ORIGIN });
    await socket.next("ready");
    const today = todayIn("Asia/Kuala_Lumpur");
    const report = (cookie: string, type: "lost" | "found") =>
      t.app.inject({
        method: "POST",
        url: "/api/reports",
        headers: { origin: ORIGIN, cookie },
        payload: {
          type,
          itemType: "phone",
          brand: "Samsung",
          model: "Galaxy S23",
          color: "Black",
          serialNumber: "R58N12345",
          locationId: library,
          eventDate: today,
          ...(type === "found" ? { custody: "finder" } : {}),
        },
      });
    const lost = (await report(owner, "lost")).json().report.id as string;
    expect((await report(finder, "found")).statusCode).toBe(201);

    const notice = await socket.next("match");
    expect(notice.notice).toMatchObject({ lostReportId: lost });
    await waitFor("the outbox to empty", async () => (await pendingJobCount(t.app.context.database.db)) === 0);
    await waitFor("the match email", async () =>
      mailsTo(smtp, "owner.thread@student.demo.edu.my").some((mail) => readable(mail.data).includes("Galaxy S23")),
    );
    const [push] = await waitFor("the push", () => {
      const posts = pushes.requests.filter((request) => request.path === device.path);
      return posts.length ? posts : null;
    });
    expect(pushPayloadSchema.parse(device.decrypt(push!.body))).toMatchObject({ title: "Found items may be yours" });
    // Counted on the job thread, and in this process's metrics.
    await waitFor("the push in the metrics", async () => {
      const metrics = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      return metrics.body.includes('campus_push_notifications_total{outcome="sent"} 1');
    });
    await socket.close();
  });
});
