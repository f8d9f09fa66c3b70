import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let admin: string;
let student: string;
let locationId: string;
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0910" }]);
  student = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0910",
    email: "mei.ling@student.demo.edu.my",
    name: "Mei Ling",
  });
  admin = await signInOfficeAdmin(t.app);
  const hall = await t.app.inject({
    method: "POST",
    url: "/api/admin/locations",
    headers: { origin: ORIGIN, cookie: admin },
    payload: { nameEn: "Main Hall", nameMy: "Dewan Utama" },
  });
  locationId = hall.json().location.id;
});
afterAll(() => t.close());

const send = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, "accept-language": language, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function foundWallet(custody: "finder" | "office" = "finder"): Promise<string> {
  const res = await send("POST", "/api/reports", student, {
    type: "found",
    itemType: "wallet",
    color: "Brown",
    locationId,
    eventDate: today,
    custody,
  });
  expect(res.statusCode).toBe(201);
  return res.json().report.id;
}

async function addPlace(nameEn: string, nameMy: string, kind = "shelf"): Promise<string> {
  const res = await send("POST", "/api/admin/storage-places", admin, { nameEn, nameMy, kind });
  expect(res.statusCode).toBe(201);
  return res.json().place.id;
}

describe("storage places", () => {
  it("are added, renamed and retired by the office, each recorded in the audit log", async () => {
    const res = await send("POST", "/api/admin/storage-places", admin, {
      nameEn: " Shelf A ",
      nameMy: "Rak A",
      kind: "shelf",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Storage place added",
      place: { nameEn: "Shelf A", nameMy: "Rak A", kind: "shelf", active: true, items: 0 },
    });
    const id = res.json().place.id;
    const renamed = await send("PATCH", `/api/admin/storage-places/${id}`, admin, { nameEn: "Shelf A1" }, "ms");
    expect(renamed.json()).toMatchObject({ message: "Tempat simpanan disimpan", place: { nameEn: "Shelf A1" } });
    const retired = await send("PATCH", `/api/admin/storage-places/${id}`, admin, { active: false });
    expect(retired.json()).toMatchObject({ message: "Storage place retired", place: { active: false } });
    const audit = (await send("GET", "/api/admin/audit", admin))
      .json()
      .entries.map((entry: { action: string }) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["storage.add", "storage.change"]));
    // The log names the place and keeps each change's before and after.
    const changes = (await send("GET", "/api/admin/audit?action=storage.change", admin))
      .json()
      .entries.filter((entry: { targetId: string }) => entry.targetId === id)
      .map((entry: { detail: unknown }) => entry.detail);
    expect(changes).toEqual([
      { place: { nameEn: "Shelf A1", nameMy: "Rak A" }, changes: { active: [true, false] } },
      { place: { nameEn: "Shelf A1", nameMy: "Rak A" }, changes: { nameEn: ["Shelf A", "Shelf A1"] } },
    ]);
  });

  it("refuse a name another place has, in either language, and say what is missing", async () => {
    await addPlace("Safe", "Peti Besi", "safe");
    const taken = await send("POST", "/api/admin/storage-places", admin, {
      nameEn: "Other safe",
      nameMy: "peti besi",
      kind: "safe",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "STORAGE_PLACE_EXISTS",
      fields: { nameMy: "Another storage place already has this name" },
    });
    const empty = await send("POST", "/api/admin/storage-places", admin, {
      nameEn: "",
      nameMy: "Tong",
      kind: "drawer",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      nameEn: "Please enter the place's name in English",
      kind: "Please choose what kind of place it is",
    });
  });
});

describe("a found item's custody", () => {
  it("starts with the finder, is handed in to a place and moved, each step with who, when and where", async () => {
    const reportId = await foundWallet();
    const details = (await send("GET", `/api/reports/${reportId}`, student)).json().report;
    expect(details.reference).toMatch(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/);
    const shelf = await addPlace("Shelf B", "Rak B");
    const bin = await addPlace("Bin 1", "Tong 1", "bin");

    const before = await send("GET", `/api/admin/reports/${reportId}/custody`, admin);
    expect(before.json()).toMatchObject({ reference: details.reference, custody: "finder", place: null, events: [] });

    const handed = await send("POST", `/api/admin/reports/${reportId}/custody/hand-in`, admin, {
      storagePlaceId: shelf,
      handedInBy: "Mei Ling, 012-345 6789",
    });
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({
      message: "The item is now kept at the office",
      custody: {
        custody: "office",
        place: { id: shelf, nameEn: "Shelf B" },
        events: [{ kind: "handedIn", place: { id: shelf }, handedInBy: "Mei Ling, 012-345 6789", note: null }],
      },
    });
    expect(handed.json().custody.events[0].actorName).toBeTruthy();

    const moved = await send("POST", `/api/admin/reports/${reportId}/custody/move`, admin, {
      storagePlaceId: bin,
      note: "Shelf B is full",
    });
    expect(moved.json().custody).toMatchObject({
      place: { id: bin },
      events: [{ kind: "handedIn" }, { kind: "moved", place: { id: bin }, note: "Shelf B is full" }],
    });
    // The student's own view says it is at the office now; the places list counts it.
    expect((await send("GET", `/api/reports/${reportId}`, student)).json().report.custody).toBe("office");
    const places = (await send("GET", "/api/admin/storage-places", admin)).json().places;
    expect(places.find((place: { id: string }) => place.id === bin).items).toBe(1);
    const audit = (await send("GET", "/api/admin/audit", admin))
      .json()
      .entries.map((entry: { action: string }) => entry.action);
    expect(audit).toEqual(expect.arrayContaining(["custody.handIn", "custody.move"]));
  });

  it("refuses steps that make no sense, with a clear message", async () => {
    const reportId = await foundWallet();
    const shelf = await addPlace("Shelf C", "Rak C");
    const moveFirst = await send("POST", `/api/admin/reports/${reportId}/custody/move`, admin, {
      storagePlaceId: shelf,
    });
    expect(moveFirst.json()).toMatchObject({
      code: "NOT_AT_OFFICE",
      message: "This item is still with its finder: mark it handed in first",
    });
    const nowhere = await send(
      "POST",
      `/api/admin/reports/${reportId}/custody/hand-in`,
      admin,
      { storagePlaceId: "no-such-place" },
      "ms",
    );
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({
      code: "STORAGE_PLACE_NOT_FOUND",
      fields: { storagePlaceId: "Tempat simpanan ini tidak wujud atau telah dibersarakan" },
    });
    expect(
      (await send("POST", `/api/admin/reports/${reportId}/custody/hand-in`, admin, { storagePlaceId: shelf }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send("POST", `/api/admin/reports/${reportId}/custody/hand-in`, admin, { storagePlaceId: shelf })).json()
        .code,
    ).toBe("ALREADY_HANDED_IN");
    expect(
      (await send("POST", `/api/admin/reports/${reportId}/custody/move`, admin, { storagePlaceId: shelf })).json().code,
    ).toBe("ALREADY_THERE");
    const retired = await addPlace("Old shelf", "Rak lama");
    await send("PATCH", `/api/admin/storage-places/${retired}`, admin, { active: false });
    expect(
      (await send("POST", `/api/admin/reports/${reportId}/custody/move`, admin, { storagePlaceId: retired })).json()
        .code,
    ).toBe("STORAGE_PLACE_NOT_FOUND");
    const lost = await send("POST", "/api/reports", student, {
      type: "lost",
      itemType: "phone",
      locationId,
      eventDate: today,
    });
    expect((await send("GET", `/api/admin/reports/${lost.json().report.id}/custody`, admin)).statusCode).toBe(404);
    expect(lost.json().report.reference).toBeNull();
  });

  it("is the office's alone: a student can neither read nor change it", async () => {
    const reportId = await foundWallet();
    const shelf = await addPlace("Shelf D", "Rak D");
    expect((await send("GET", `/api/admin/reports/${reportId}/custody`, student)).statusCode).toBe(403);
    expect(
      (await send("POST", `/api/admin/reports/${reportId}/custody/hand-in`, student, { storagePlaceId: shelf }))
        .statusCode,
    ).toBe(403);
    expect((await send("GET", "/api/admin/storage-places", student)).statusCode).toBe(403);
    expect(
      (await send("POST", "/api/admin/storage-places", undefined, { nameEn: "X", nameMy: "X", kind: "bin" }))
        .statusCode,
    ).toBe(401);
  });

  it("gives every found report a reference, visitors' too", async () => {
    const res = await send("POST", "/api/public/found-reports", undefined, {
      itemType: "phone",
      locationId,
      eventDate: today,
      custody: "finder",
      visitorName: "Visitor Tan",
      visitorEmail: "tan@example.com",
    });
    expect(res.statusCode).toBe(201);
    const admins = (await send("GET", "/api/admin/reports?type=found&reporter=Visitor%20Tan", admin)).json();
    expect(admins.reports).toHaveLength(1);
    expect((await send("GET", `/api/admin/reports/${admins.reports[0].id}/custody`, admin)).json().reference).toMatch(
      /^LF-/,
    );
  });
});
