import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { jpegWithGps, uploadImage } from "../../../test/images";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let admin: string;
let student: string;
let locationId: string;
let shelf: string;
const today = todayIn("Asia/Kuala_Lumpur");

const send = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, "accept-language": language, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0920" }]);
  student = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0920",
    email: "hui.min@student.demo.edu.my",
    name: "Hui Min",
  });
  admin = await signInOfficeAdmin(t.app);
  const hall = await send("POST", "/api/admin/locations", admin, { nameEn: "Sports Hall", nameMy: "Dewan Sukan" });
  locationId = hall.json().location.id;
  shelf = (
    await send("POST", "/api/admin/storage-places", admin, { nameEn: "Shelf C", nameMy: "Rak C", kind: "shelf" })
  ).json().place.id;
});
afterAll(() => t.close());

const intake = (overrides: Record<string, unknown> = {}) => ({
  itemType: "phone",
  brand: "Samsung",
  color: "Blue",
  locationId,
  eventDate: today,
  handedInBy: "finder",
  contactName: "Ali bin Abu",
  contactEmail: "Ali@Example.com",
  contactPhone: "012-345 6789",
  storagePlaceId: shelf,
  ...overrides,
});

/** How many found reports the office's table holds (deleted ones aside). */
const foundCount = async () =>
  Number(
    (
      await t.app.context.database.db
        .selectFrom("reports")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("type", "=", "found")
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("intake at the counter", () => {
  it("records a found item in the office's keeping with its photo, hand-in step, audit entry and matching job", async () => {
    const image = await uploadImage(t.app, t.config.publicUrl, admin, await jpegWithGps(), "image/jpeg");
    const res = await send("POST", "/api/admin/intake", admin, intake({ image, clientId: randomUUID() }));
    expect(res.statusCode).toBe(201);
    const { id, reference, message } = res.json();
    expect(reference).toMatch(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(message).toBe("Found item recorded. It is kept at the office.");

    const custody = (await send("GET", `/api/admin/reports/${id}/custody`, admin)).json();
    expect(custody).toMatchObject({
      reference,
      custody: "office",
      place: { id: shelf, nameEn: "Shelf C" },
      events: [{ kind: "handedIn", handedInBy: "Its finder: Ali bin Abu, ali@example.com, 012-345 6789" }],
    });
    const report = (await send("GET", `/api/reports/${id}`, admin)).json().report;
    expect(report).toMatchObject({ type: "found", custody: "office", reference, status: "pending", brand: "Samsung" });
    expect(report.image.url).toContain("/api/files/");
    expect(
      (await t.app.inject({ method: "GET", url: report.image.url.replace(t.config.publicUrl, "") })).statusCode,
    ).toBe(200);

    const audit = (await send("GET", "/api/admin/audit", admin)).json().entries;
    expect(audit).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "custody.handIn", targetId: id })]),
    );
    const jobs = await t.app.context.database.db
      .selectFrom("jobs")
      .select("idempotency_key")
      .where("idempotency_key", "=", `match-report:${id}`)
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it("keeps the kind of helper in the office's language, and answers a retry with the item already recorded", async () => {
    const payload = intake({
      handedInBy: "staff",
      contactName: "",
      contactEmail: "",
      contactPhone: "",
      clientId: randomUUID(),
    });
    const first = await send("POST", "/api/admin/intake", admin, payload, "ms");
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe("Barang jumpaan direkodkan. Ia disimpan di pejabat.");
    const before = await foundCount();
    const again = await send("POST", "/api/admin/intake", admin, payload);
    expect(again.json()).toMatchObject({ id: first.json().id, reference: first.json().reference });
    expect(await foundCount()).toBe(before);
    const custody = (await send("GET", `/api/admin/reports/${first.json().id}/custody`, admin)).json();
    expect(custody.events[0].handedInBy).toBe("Dijumpai oleh kakitangan");
  });

  it("is reported by the university office for students; the office sees which clerk recorded it", async () => {
    const { id } = (await send("POST", "/api/admin/intake", admin, intake({ clientId: randomUUID() }))).json();
    const asStudent = (await send("GET", `/api/reports/${id}`, student)).json().report;
    expect(asStudent.reporter).toEqual({ visitor: false, office: true, name: "", email: null, phone: null });
    const asOffice = (await send("GET", `/api/reports/${id}`, admin)).json().report;
    expect(asOffice.reporter).toMatchObject({ visitor: false, office: true, name: "Office" });
    // A student's own report is not the office's.
    const own = await send("POST", "/api/reports", student, {
      type: "found",
      itemType: "wallet",
      color: "Red",
      locationId,
      eventDate: today,
      custody: "finder",
    });
    expect((await send("GET", `/api/reports/${own.json().report.id}`, admin)).json().report.reporter).toMatchObject({
      office: false,
      name: "Hui Min",
    });
  });

  it("is for the office only", async () => {
    expect((await send("POST", "/api/admin/intake", student, intake())).statusCode).toBe(403);
    expect((await send("POST", "/api/admin/intake", undefined, intake())).statusCode).toBe(401);
  });

  it("refuses a retired or unknown storage place and keeps nothing, not even the photo", async () => {
    const retired = (
      await send("POST", "/api/admin/storage-places", admin, { nameEn: "Old bin", nameMy: "Tong lama", kind: "bin" })
    ).json().place.id;
    await send("PATCH", `/api/admin/storage-places/${retired}`, admin, { active: false });
    const before = await foundCount();
    const image = await uploadImage(t.app, t.config.publicUrl, admin, await jpegWithGps(), "image/jpeg");
    const res = await send("POST", "/api/admin/intake", admin, intake({ storagePlaceId: retired, image }), "ms");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "STORAGE_PLACE_NOT_FOUND" });
    expect(res.json().fields.storagePlaceId).toBeTruthy();
    expect((await send("POST", "/api/admin/intake", admin, intake({ storagePlaceId: "nowhere" }))).statusCode).toBe(
      404,
    );
    expect(await foundCount()).toBe(before);
    expect((await t.app.inject({ method: "GET", url: `/api/files/${image}` })).statusCode).toBe(404);
  });

  it("refuses bad input field by field, in the caller's language, and keeps nothing", async () => {
    const before = await foundCount();
    const res = await send(
      "POST",
      "/api/admin/intake",
      admin,
      intake({
        itemType: "other",
        itemTypeOther: "",
        handedInBy: "",
        storagePlaceId: "",
        contactEmail: "not-an-email",
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      itemTypeOther: expect.any(String),
      handedInBy: "Please choose who brought the item",
      storagePlaceId: "Please choose a storage place",
      contactEmail: expect.any(String),
    });
    const future = await send("POST", "/api/admin/intake", admin, intake({ eventDate: "2999-01-01" }), "ms");
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.eventDate).toBeTruthy();
    const unknownPlace = await send("POST", "/api/admin/intake", admin, intake({ locationId: randomUUID() }));
    expect(unknownPlace.statusCode).toBeGreaterThanOrEqual(400);
    expect(await foundCount()).toBe(before);
  });
});
