import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let admin: string;
let student: string;
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0900" }]);
  student = await signUpAndLogIn(t.app, { matrixNo: "A22CS0900", email: "amir@student.demo.edu.my", name: "Amir" });
  admin = await signInOfficeAdmin(t.app);
});
afterAll(() => t.close());

const send = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, "accept-language": language, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const lostPhone = (locationId: string) => ({
  type: "lost",
  itemType: "phone",
  brand: "Oppo",
  color: "Blue",
  locationId,
  eventDate: today,
});

describe("admin locations", () => {
  let hall: string;

  it("adds a location, offered on the report forms at once, with its area", async () => {
    const res = await send("POST", "/api/admin/locations", admin, {
      nameEn: "  Dewan Sultan Hall ",
      nameMy: "Dewan Sultan",
      area: "Academic",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Location added",
      location: { nameEn: "Dewan Sultan Hall", nameMy: "Dewan Sultan", area: "academic", active: true, reports: 0 },
    });
    hall = res.json().location.id;
    expect((await send("GET", "/api/locations")).json().locations).toContainEqual({
      id: hall,
      nameEn: "Dewan Sultan Hall",
      nameMy: "Dewan Sultan",
      active: true,
    });
    expect((await send("POST", "/api/reports", student, lostPhone(hall))).statusCode).toBe(201);
    expect(
      (await send("GET", "/api/admin/locations", admin))
        .json()
        .locations.find((location: { id: string }) => location.id === hall),
    ).toMatchObject({ reports: 1 });
  });

  it("refuses a missing or duplicate name in the user's language, keeping the other location untouched", async () => {
    const missing = await send("POST", "/api/admin/locations", admin, { nameEn: "Gym", nameMy: " " }, "my");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.nameMy).toBe("Sila masukkan nama dalam bahasa Melayu");
    const duplicate = await send("POST", "/api/admin/locations", admin, { nameEn: "Gym", nameMy: "dewan sultan" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: "LOCATION_EXISTS",
      fields: { nameMy: "A location with this name already exists" },
    });
    expect((await send("GET", "/api/admin/locations", admin)).json().locations).toHaveLength(1);
  });

  it("renames in both languages; a retired location stays on its reports and is no longer offered; it can be offered again", async () => {
    const renamed = await send("PATCH", `/api/admin/locations/${hall}`, admin, {
      nameEn: "Sultan Hall",
      nameMy: "Dewan Sultan Baharu",
    });
    expect(renamed.json()).toMatchObject({
      message: "Location updated",
      location: { nameEn: "Sultan Hall", nameMy: "Dewan Sultan Baharu" },
    });

    const retired = await send("PATCH", `/api/admin/locations/${hall}`, admin, { active: false }, "my");
    expect(retired.json()).toMatchObject({
      location: { active: false },
      message: "Lokasi dipersarakan: ia kekal pada laporan lama dan tidak lagi ditawarkan",
    });
    const refused = await send("POST", "/api/reports", student, lostPhone(hall));
    expect(refused.json()).toMatchObject({ code: "UNKNOWN_LOCATION" });
    const mine = (await send("GET", "/api/reports?mine=true", student)).json().reports;
    expect(mine).toHaveLength(1);
    expect(mine[0].location).toMatchObject({ id: hall, nameEn: "Sultan Hall", active: false });

    const again = await send("PATCH", `/api/admin/locations/${hall}`, admin, { active: true });
    expect(again.json()).toMatchObject({ message: "Location offered again", location: { active: true } });
    expect((await send("POST", "/api/reports", student, lostPhone(hall))).statusCode).toBe(201);
  });

  it("records adding and each change with what changed, and refuses students, visitors and unknown locations", async () => {
    const { entries } = (await send("GET", "/api/admin/audit?action=location.change", admin)).json();
    expect(entries.map((entry: { detail: { changes: unknown } }) => entry.detail.changes)).toEqual([
      { active: [false, true] },
      { active: [true, false] },
      { nameEn: ["Dewan Sultan Hall", "Sultan Hall"], nameMy: ["Dewan Sultan", "Dewan Sultan Baharu"] },
    ]);
    const added = (await send("GET", "/api/admin/audit?action=location.add", admin)).json().entries;
    expect(added[0]).toMatchObject({
      actor: { name: "Office" },
      targetId: hall,
      detail: { location: { nameEn: "Dewan Sultan Hall", nameMy: "Dewan Sultan", area: "academic" } },
    });

    expect((await send("POST", "/api/admin/locations", student, { nameEn: "X", nameMy: "X" })).statusCode).toBe(403);
    expect((await send("PATCH", `/api/admin/locations/${hall}`, undefined, { active: false })).statusCode).toBe(401);
    expect((await send("PATCH", "/api/admin/locations/nowhere", admin, { active: false })).statusCode).toBe(404);
  });
});
