import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { ORIGIN, createOfficeAdmin } from "../../../test/accounts";
import { startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { flag } from "../../db/dialect";
import { insertLocations } from "../../modules/locations/repository";

let smtp: SmtpPeer;
let t: TestApp;
const library = randomUUID();
/** The SMTP server refuses the 1st message, and every message to the "busy" admin. */
const busy = new Set<number>();

beforeAll(async () => {
  smtp = await startSmtpPeer({ refuse: (n) => n === 1 || busy.has(n) });
  t = await createTestApp({ SMTP_URL: smtp.url }, { worker: { pollMs: 50, backoffMs: () => 150, maxAttempts: 3 } });
  await insertLocations(t.app.context.database.db, [
    {
      id: library,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(t.app.context.database.dialect, true),
      area: null,
    },
  ]);
  await createOfficeAdmin(t.app.context, { name: "Office", email: "office@demo.edu.my", password: "Office#2026-x" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const visitorReport = async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/public/found-reports",
    headers: { origin: ORIGIN, "x-forwarded-for": randomUUID() },
    payload: {
      itemType: "wallet",
      locationId: library,
      eventDate: todayIn("Asia/Kuala_Lumpur"),
      custody: "office",
      visitorName: "Pak Ali",
      // A phone only: no receipt email, so the office's email is the only message.
      visitorEmail: "",
      visitorPhone: "012-345 6789",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const emailJob = (reportId: string) =>
  t.app.context.database.db
    .selectFrom("jobs")
    .select(["attempts", "done_at", "failed_at", "last_error"])
    .where("idempotency_key", "like", `admin-email:${reportId}:%`)
    .executeTakeFirst();

describe("outbox retries", () => {
  it("retries a refused email after a back-off and sends it once", async () => {
    const reportId = await visitorReport();
    const job = await waitFor("the email job to be done", async () => {
      const row = await emailJob(reportId);
      return row?.done_at ? row : null;
    });
    expect(job.attempts).toBe(2);
    expect(smtp.accepted.filter((mail) => mail.data.includes(reportId))).toHaveLength(1);
  });

  it("gives up after the last attempt and records why", async () => {
    const count = smtp.accepted.length;
    // The next three messages the server sees are refused.
    const seen = count + 1; // messages so far: accepted ones plus the one refused in the first test
    for (let n = seen + 1; n <= seen + 3; n++) busy.add(n);
    const reportId = await visitorReport();
    const job = await waitFor("the email job to fail for good", async () => {
      const row = await emailJob(reportId);
      return row?.failed_at ? row : null;
    });
    expect(job.attempts).toBe(3);
    expect(job.done_at).toBeNull();
    expect(job.last_error).toMatch(/451|busy/i);
    expect(smtp.accepted.filter((mail) => mail.data.includes(reportId))).toHaveLength(0);
  });
});
