import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { jpegWithGps, uploadImage } from "../../../test/images";
import { mailsTo, readable, startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { flag } from "../../db/dialect";
import { pendingJobCount } from "../../infra/jobs/worker";
import { insertLocations } from "../locations/repository";

let t: TestApp;
let smtp: SmtpPeer;
let admin: string;
let student: string;
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
  await addToRoster(t.app, [{ matrixNo: "A22CS0930" }]);
  student = await signUpAndLogIn(t.app, { matrixNo: "A22CS0930", email: "farah@student.demo.edu.my", name: "Farah" });
  admin = await signInOfficeAdmin(t.app);
});
// Every test posts from the same address: the visitors' hourly allowance starts afresh for each.
beforeEach(() => t.app.context.database.db.deleteFrom("rate_limits").execute());
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const visitor = (overrides: Record<string, unknown> = {}) => ({
  itemType: "wallet",
  brand: "Bonia",
  locationId: library,
  eventDate: today,
  custody: "finder",
  visitorName: "Puan Salmah",
  visitorEmail: "salmah@example.com",
  visitorPhone: "",
  ...overrides,
});

const post = (payload: object, language = "en") =>
  t.app.inject({
    method: "POST",
    url: "/api/public/found-reports",
    headers: { origin: ORIGIN, "accept-language": language },
    payload,
  });
const settled = () =>
  waitFor("the outbox to empty", async () => (await pendingJobCount(t.app.context.database.db)) === 0);

/** The visitor's upload flow: a link from the public route, then the PUT, without a session. */
async function visitorUpload(body: Buffer, contentType: string): Promise<string> {
  const target = await t.app.inject({
    method: "GET",
    url: `/api/public/upload-url?content_type=${encodeURIComponent(contentType)}`,
  });
  expect(target.statusCode).toBe(200);
  const { upload_url, filename } = target.json<{ upload_url: string; filename: string }>();
  const put = await t.app.inject({
    method: "PUT",
    url: upload_url.replace(t.config.publicUrl, ""),
    headers: { origin: t.config.publicUrl, "content-type": contentType },
    payload: body,
  });
  expect(put.statusCode).toBe(204);
  return filename;
}

describe("a visitor's reference number", () => {
  it("is answered, and emailed once in the visitor's language", async () => {
    const res = await post(visitor({ clientId: randomUUID() }), "ms");
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toMatch(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/);
    const details = (
      await t.app.inject({ method: "GET", url: `/api/reports/${id}`, headers: { cookie: admin } })
    ).json().report;
    expect(details.reference).toBe(reference);

    await settled();
    const mails = mailsTo(smtp, "salmah@example.com");
    expect(mails).toHaveLength(1);
    const body = readable(mails[0]!.data);
    expect(body).toContain(reference);
    expect(body).toContain("Sebut nombor ini apabila anda membawa barang tersebut ke pejabat.");
    expect(body).toContain("Puan Salmah");

    // The job run again (a crash before it was marked done) is the same job: no second copy is queued.
    const jobs = await t.app.context.database.db
      .selectFrom("jobs")
      .select("idempotency_key")
      .where("idempotency_key", "=", `visitor-receipt:${id}`)
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it("is answered again to a retry, which sends no second email", async () => {
    const payload = visitor({ visitorEmail: "retry@example.com", clientId: randomUUID() });
    const first = (await post(payload)).json();
    const again = await post(payload);
    expect(again.json()).toMatchObject({ id: first.id, reference: first.reference });
    await settled();
    const mails = mailsTo(smtp, "retry@example.com");
    expect(mails).toHaveLength(1);
    expect(readable(mails[0]!.data)).toContain(`Your reference number is ${first.reference}.`);
  });

  it("is worded for an item already handed in when the visitor left it at the office, in English and Malay", async () => {
    for (const [language, email, said] of [
      ["en", "handed.in@example.com", "The item is already with the office: quote this number if you ask about it."],
      [
        "ms",
        "sudah.serah@example.com",
        "Barang ini sudah berada di pejabat: sebut nombor ini jika anda bertanya tentangnya.",
      ],
    ] as const) {
      const res = await post(visitor({ custody: "office", visitorEmail: email, clientId: randomUUID() }), language);
      expect(res.statusCode).toBe(201);
      await settled();
      const body = readable(mailsTo(smtp, email)[0]!.data);
      expect(body).toContain(res.json().reference);
      expect(body).toContain(said);
      expect(body).not.toMatch(/when you bring|apabila anda membawa/);
    }
  });

  it("is not emailed to a visitor who gave only a phone number", async () => {
    const before = smtp.accepted.length;
    const res = await post(visitor({ visitorEmail: "", visitorPhone: "012-555 0101" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().reference).toMatch(/^LF-/);
    await settled();
    expect(smtp.accepted.slice(before).filter((mail) => mail.data.includes(res.json().reference))).toHaveLength(0);
  });
});

describe("a visitor's photo", () => {
  it("is uploaded without an account, checked by content and published with the report", async () => {
    const image = await visitorUpload(await jpegWithGps(), "image/jpeg");
    const res = await post(visitor({ visitorEmail: "", visitorPhone: "012-555 0102", image }));
    expect(res.statusCode).toBe(201);
    const report = (
      await t.app.inject({ method: "GET", url: `/api/reports/${res.json().id}`, headers: { cookie: student } })
    ).json().report;
    expect(report.image.url).toContain(`/api/files/${image}`);
    const photo = await t.app.inject({ method: "GET", url: report.image.url.replace(t.config.publicUrl, "") });
    expect(photo.statusCode).toBe(200);
    // Re-encoded: the GPS position is gone.
    expect(photo.rawPayload.includes(Buffer.from("GPS"))).toBe(false);
  });

  it("refuses a file that is not an image, and keeps nothing of the report", async () => {
    const image = await visitorUpload(Buffer.from("<html>not an image</html>"), "image/png");
    const count = async () =>
      Number(
        (
          await t.app.context.database.db
            .selectFrom("reports")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await post(visitor({ visitorEmail: "", visitorPhone: "012-555 0103", image }));
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses an upload handed out to an account, and a type that is not an image", async () => {
    const studentsPhoto = await uploadImage(t.app, t.config.publicUrl, student, await jpegWithGps(), "image/jpeg");
    const res = await post(visitor({ visitorEmail: "", visitorPhone: "012-555 0104", image: studentsPhoto }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("UPLOAD_NOT_FOUND");
    const gif = await t.app.inject({ method: "GET", url: "/api/public/upload-url?content_type=image/gif" });
    expect(gif.statusCode).toBe(400);
  });
});
