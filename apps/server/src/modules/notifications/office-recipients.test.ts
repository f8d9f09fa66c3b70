import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, createOfficeAdmin, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { dueJobsDone } from "../../../test/due-jobs";
import { mailsTo, readable, startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { createAdmin } from "../users/service";

/**
 * The office's email about every new report carries the reporter's contact: it goes only to
 * administrators who have turned two-step sign-in on, never to an account that has not signed in
 * that way yet (a new administrator, or one whose password alone somebody else may know).
 */
let t: TestApp;
let smtp: SmtpPeer;
let clerk: string;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { worker: { pollMs: 50 } });
  clerk = await signInOfficeAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("who the office's new-report emails go to", () => {
  it("every administrator with two-step sign-in on, and none without it", async () => {
    await createAdmin(t.app.context, {
      name: "Newly Made",
      email: "new.admin@demo.edu.my",
      password: "New-admin#2026",
    });
    const place = randomUUID();
    await insertLocations(t.app.context.database.db, [
      {
        id: place,
        name_en: "Main Library",
        name_my: "Perpustakaan Utama",
        active: flag(t.app.context.database.dialect, true),
        area: null,
      },
    ]);
    await addToRoster(t.app, [{ matrixNo: "A22CS0970" }]);
    const student = await signUpAndLogIn(t.app, { matrixNo: "A22CS0970", email: "reporter@student.demo.edu.my" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: { origin: ORIGIN, cookie: student },
      payload: {
        type: "lost",
        itemType: "wallet",
        color: "Black",
        locationId: place,
        eventDate: todayIn("Asia/Kuala_Lumpur"),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await waitFor("the office's email", () => mailsTo(smtp, "office@demo.edu.my").length === 1, 15_000);
    await dueJobsDone(t.app.context.database.db);
    expect(mailsTo(smtp, "new.admin@demo.edu.my")).toEqual([]);
  });

  it("about an intake at the counter: every other administrator, not the one who recorded it", async () => {
    await createOfficeAdmin(t.app.context, {
      name: "Second Clerk",
      email: "second.clerk@demo.edu.my",
      password: "Second-clerk#2026",
    });
    const send = (url: string, payload: object, cookie = clerk) =>
      t.app.inject({ method: "POST", url, headers: { origin: ORIGIN, cookie }, payload });
    const hall = (await send("/api/admin/locations", { nameEn: "Sports Hall", nameMy: "Dewan Sukan" })).json();
    const shelf = (
      await send("/api/admin/storage-places", { nameEn: "Shelf Z", nameMy: "Rak Z", kind: "shelf" })
    ).json();
    const intake = await send("/api/admin/intake", {
      itemType: "phone",
      brand: "Counterbrand",
      color: "Blue",
      locationId: hall.location.id,
      eventDate: todayIn("Asia/Kuala_Lumpur"),
      handedInBy: "finder",
      storagePlaceId: shelf.place.id,
    });
    expect(intake.statusCode, intake.body).toBe(201);
    const about = (to: string) => mailsTo(smtp, to).filter((mail) => readable(mail.data).includes("Counterbrand"));
    await waitFor("the other administrator's email", () => about("second.clerk@demo.edu.my").length === 1, 15_000);
    await dueJobsDone(t.app.context.database.db);
    expect(about("office@demo.edu.my")).toEqual([]);
  });
});
