import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { dueJobsDone } from "../../../test/due-jobs";
import { mailsTo, readable, startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { addDays } from "../../core/calendar";
import { queueFinderReminders } from "./retention-service";

let t: TestApp;
let smtp: SmtpPeer;
let admin: string;
let student: string;
let locationId: string;
let placeId: string;
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await addToRoster(t.app, [{ matrixNo: "A22CS0911" }]);
  student = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0911",
    email: "siti.aminah@student.demo.edu.my",
    name: "Siti Aminah",
  });
  admin = await signInOfficeAdmin(t.app);
  const hall = await send("POST", "/api/admin/locations", admin, { nameEn: "Library", nameMy: "Perpustakaan" });
  locationId = hall.json().location.id;
  const place = await send("POST", "/api/admin/storage-places", admin, {
    nameEn: "Bin 1",
    nameMy: "Tong 1",
    kind: "bin",
  });
  placeId = place.json().place.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function send(method: "GET" | "POST" | "PUT", url: string, cookie?: string, payload?: object, language = "en") {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, "accept-language": language, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A found item of `itemType`, found `daysAgo` days ago (and reported then). */
async function foundItem(itemType: "wallet" | "phone" | "laptop" | "other", daysAgo: number, brand = "Acme") {
  const res = await send("POST", "/api/reports", student, {
    type: "found",
    itemType,
    ...(itemType === "other" ? { itemTypeOther: "Umbrella" } : {}),
    brand,
    color: "Black",
    locationId,
    eventDate: today,
    custody: "finder",
  });
  expect(res.statusCode).toBe(201);
  const id: string = res.json().report.id;
  const day = addDays(today, -daysAgo);
  await t.app.context.database.db
    .updateTable("reports")
    .set({ event_date: day, created_at: `${day}T04:00:00.000Z` })
    .where("id", "=", id)
    .execute();
  return id;
}

/** The office takes the item into its keeping, in Bin 1. */
async function handIn(id: string) {
  const res = await send("POST", `/api/admin/reports/${id}/custody/hand-in`, admin, { storagePlaceId: placeId });
  expect(res.statusCode).toBe(200);
  return id;
}

const ageing = async (query = "") => (await send("GET", `/api/admin/ageing${query}`, admin)).json();
const auditActions = async () =>
  (await send("GET", "/api/admin/audit", admin)).json().entries as Array<{
    action: string;
    targetId: string;
    detail: Record<string, unknown>;
  }>;

describe("retention periods", () => {
  it("default by item type and are changed by the office, recorded in the audit log", async () => {
    const before = await send("GET", "/api/admin/retention", admin);
    expect(before.statusCode).toBe(200);
    expect(before.json().periods).toEqual([
      { itemType: "wallet", days: 180 },
      { itemType: "phone", days: 180 },
      { itemType: "laptop", days: 180 },
      { itemType: "other", days: 90 },
    ]);
    const res = await send("PUT", "/api/admin/retention", admin, { periods: [{ itemType: "other", days: 60 }] }, "ms");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Tempoh simpanan disimpan");
    expect(res.json().periods).toContainEqual({ itemType: "other", days: 60 });
    const entry = (await auditActions()).find((row) => row.action === "retention.change");
    expect(entry?.detail).toEqual({ changes: { other: [90, 60] } });
  });

  it("refuses days out of range, and a student", async () => {
    const bad = await send("PUT", "/api/admin/retention", admin, { periods: [{ itemType: "phone", days: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(
      (await send("PUT", "/api/admin/retention", student, { periods: [{ itemType: "phone", days: 5 }] })).statusCode,
    ).toBe(403);
    expect((await send("GET", "/api/admin/retention", student)).statusCode).toBe(403);
    expect((await send("GET", "/api/admin/retention")).statusCode).toBe(401);
  });
});

describe("the ageing list", () => {
  it("lists pending found items past their retention date, oldest first; extend takes one off", async () => {
    // "other" is 60 days now (above): 70 days ago is past it, 50 days not; a phone (180) of 200 days is, the oldest.
    const umbrella = await handIn(await foundItem("other", 70, "Umbrella Co"));
    const recent = await handIn(await foundItem("other", 50));
    const phone = await handIn(await foundItem("phone", 200, "Nokia"));
    const list = await ageing();
    const ids = list.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([phone, umbrella]));
    expect(ids).not.toContain(recent);
    expect(ids.indexOf(phone)).toBeLessThan(ids.indexOf(umbrella));
    expect(list.items.find((item: { id: string }) => item.id === umbrella)).toMatchObject({
      eventDate: addDays(today, -70),
      retainUntil: addDays(today, -10),
      daysOver: 10,
      extensionDays: 0,
      custody: "office",
      place: { id: placeId, nameEn: "Bin 1", nameMy: "Tong 1" },
    });
    expect(list.items[0].reference).toMatch(/^LF-/);

    const extended = await send("POST", `/api/admin/reports/${umbrella}/retention/extend`, admin, {
      days: 30,
      note: "Owner called",
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().message).toBe("The item is kept 30 days longer");
    expect((await ageing()).items.map((item: { id: string }) => item.id)).not.toContain(umbrella);
    const entry = (await auditActions()).find((row) => row.action === "custody.extend" && row.targetId === umbrella);
    expect(entry?.detail).toMatchObject({
      report: { type: "found", itemType: "other", brand: "Umbrella Co" },
      days: 30,
    });
  });

  it("leaves out an item its finder keeps: the office cannot keep it longer or let it go, and its finder is reminded once", async () => {
    const kept = await foundItem("laptop", 200, "Kept Co");
    const recent = await foundItem("laptop", 20, "Recent Co");
    expect((await ageing()).items.map((item: { id: string }) => item.id)).not.toContain(kept);
    for (const [url, payload] of [
      [`/api/admin/reports/${kept}/custody/dispose`, { method: "donated" }],
      [`/api/admin/reports/${kept}/retention/extend`, { days: 5 }],
    ] as const) {
      const refused = await send("POST", url, admin, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "NOT_AT_OFFICE",
        message:
          "This item is kept by its finder, not by the office: only items in the office's keeping are kept longer or let go. Its finder is reminded to hand it in.",
      });
    }
    // Still the finder's, in the unclaimed view the dashboard opens.
    expect((await ageing("?unclaimed=90")).items.find((item: { id: string }) => item.id === kept)).toMatchObject({
      custody: "finder",
    });

    // Housekeeping reminds its finder once, however often it runs; not the finder of an item still within retention.
    expect(await queueFinderReminders(t.app.context)).toBeGreaterThanOrEqual(1);
    expect(await queueFinderReminders(t.app.context)).toBe(0);
    expect(
      (await ageing("?unclaimed=90")).items.find((item: { id: string }) => item.id === kept).finderRemindedAt,
    ).toEqual(expect.any(String));
    await dueJobsDone(t.app.context.database.db);
    const reminders = mailsTo(smtp, "siti.aminah@student.demo.edu.my")
      .map((mail) => readable(mail.data))
      .filter((text) => text.includes("Please hand in the found item you are keeping"));
    expect(reminders.filter((text) => text.includes("Kept Co"))).toHaveLength(1);
    expect(reminders.filter((text) => text.includes("Recent Co"))).toHaveLength(0);
    const reminder = reminders.find((text) => text.includes("Kept Co"))!;
    expect(reminder).toContain("mark your report as complete");
    expect(reminder).toContain(`/dashboard/report-found/${kept}`);
    void recent;
  });

  it("with unclaimed=30/60/90 lists pending found items reported that long ago", async () => {
    const old = await foundItem("laptop", 95);
    const over30 = (await ageing("?unclaimed=30")).items.map((item: { id: string }) => item.id);
    const over90 = (await ageing("?unclaimed=90")).items.map((item: { id: string }) => item.id);
    expect(over30).toContain(old);
    expect(over90).toContain(old);
    expect(
      (await ageing("?unclaimed=90")).items.every(
        (item: { eventDate: string }) => item.eventDate < addDays(today, -90),
      ),
    ).toBe(true);
  });

  it("refuses a student and a visitor", async () => {
    expect((await send("GET", "/api/admin/ageing", student)).statusCode).toBe(403);
    expect((await send("GET", "/api/admin/ageing")).statusCode).toBe(401);
  });
});

describe("disposal", () => {
  it("records who, when and how: a custody step and an audit entry; the item leaves the pending lists", async () => {
    const id = await foundItem("wallet", 250, "Levi's");
    const handIn = await send("POST", `/api/admin/reports/${id}/custody/hand-in`, admin, { storagePlaceId: placeId });
    expect(handIn.statusCode).toBe(200);
    const keptInBin = async () =>
      (await send("GET", "/api/admin/storage-places", admin))
        .json()
        .places.find((place: { id: string }) => place.id === placeId).items;
    const before = await keptInBin();
    const res = await send("POST", `/api/admin/reports/${id}/custody/dispose`, admin, {
      method: "toPolice",
      note: "Balai Polis Skudai",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("The item is recorded as handed to the police");
    const custody = (await send("GET", `/api/admin/reports/${id}/custody`, admin)).json();
    expect(custody.events.at(-1)).toMatchObject({
      kind: "toPolice",
      note: "Balai Polis Skudai",
      actorName: expect.any(String),
    });
    const report = (await send("GET", `/api/reports/${id}`, admin)).json();
    expect(report.report?.status ?? report.status).toBe("solved");
    expect((await ageing()).items.map((item: { id: string }) => item.id)).not.toContain(id);
    const entry = (await auditActions()).find((row) => row.action === "custody.dispose" && row.targetId === id);
    expect(entry?.detail).toMatchObject({
      report: { type: "found", itemType: "wallet", brand: "Levi's" },
      method: "toPolice",
      note: "Balai Polis Skudai",
      from: placeId,
    });
    const handInEntry = (await auditActions()).find((row) => row.action === "custody.handIn" && row.targetId === id);
    expect(handInEntry?.detail).toMatchObject({
      report: { itemType: "wallet", brand: "Levi's" },
      storagePlaceId: placeId,
    });
    expect(await keptInBin()).toBe(before - 1);
  });

  it("is refused twice, for a solved item, for a lost report, without a method, and to a student", async () => {
    const id = await handIn(await foundItem("phone", 190));
    expect(
      (await send("POST", `/api/admin/reports/${id}/custody/dispose`, student, { method: "discarded" })).statusCode,
    ).toBe(403);
    expect((await send("POST", `/api/admin/reports/${id}/retention/extend`, student, { days: 5 })).statusCode).toBe(
      403,
    );
    expect((await send("POST", `/api/admin/reports/${id}/custody/dispose`, admin, {})).statusCode).toBe(400);
    const first = await send("POST", `/api/admin/reports/${id}/custody/dispose`, admin, { method: "donated" });
    expect(first.statusCode).toBe(200);
    const again = await send("POST", `/api/admin/reports/${id}/custody/dispose`, admin, { method: "discarded" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_DISPOSED");
    const extend = await send("POST", `/api/admin/reports/${id}/retention/extend`, admin, { days: 5 });
    expect(extend.json().code).toBe("ALREADY_DISPOSED");

    const solved = await handIn(await foundItem("phone", 190));
    await t.app.context.database.db.updateTable("reports").set({ status: "solved" }).where("id", "=", solved).execute();
    const refused = await send("POST", `/api/admin/reports/${solved}/custody/dispose`, admin, { method: "discarded" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("REPORT_SOLVED");

    const lost = await send("POST", "/api/reports", student, {
      type: "lost",
      itemType: "phone",
      color: "Red",
      locationId,
      eventDate: today,
    });
    const notFound = await send("POST", `/api/admin/reports/${lost.json().report.id}/custody/dispose`, admin, {
      method: "discarded",
    });
    expect(notFound.statusCode).toBe(404);
  });

  it("is refused while a claim on the item is approved and awaits its handover", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0912" }]);
    const claimant = await signUpAndLogIn(t.app, {
      matrixNo: "A22CS0912",
      email: "farid.osman@student.demo.edu.my",
      name: "Farid Osman",
    });
    const id = await handIn(await foundItem("wallet", 200));
    const claim = await send("POST", `/api/reports/${id}/claims`, claimant, {
      details: "two library cards and a red ribbon",
      lostWhere: "Library, level 2",
      lostOn: addDays(today, -201),
    });
    expect(claim.statusCode).toBe(201);
    const approved = await send("POST", `/api/admin/claims/${claim.json().claim.id}/approve`, admin, {
      reason: "The ribbon and both cards match",
    });
    expect(approved.statusCode).toBe(200);
    const refused = await send("POST", `/api/admin/reports/${id}/custody/dispose`, admin, { method: "donated" }, "ms");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CLAIM_ALREADY_APPROVED",
      message: "Tuntutan ke atas barang ini telah diluluskan: serahkan barang itu atau tolak tuntutan tersebut dahulu",
    });
    expect((await ageing()).items.map((item: { id: string }) => item.id)).toContain(id);
  });

  it("is counted in the admin statistics of the period, each way apart", async () => {
    // Above: one item handed to the police and one donated; none discarded.
    const overview = (await send("GET", "/api/admin/overview?view=monthly", admin)).json();
    expect(overview.custodySteps).toEqual({ handovers: 0, discarded: 0, donated: 1, toPolice: 1 });
  });
});
