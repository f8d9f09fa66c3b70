import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let admin: string;
let student: string;
let locationId: string;
const ids: Record<"finder" | "office" | "safe" | "disposed" | "returned" | "lost", string> = {
  finder: "",
  office: "",
  safe: "",
  disposed: "",
  returned: "",
  lost: "",
};
const places: Record<"shelf" | "safe", string> = { shelf: "", safe: "" };
const today = todayIn("Asia/Kuala_Lumpur");

function send(method: "GET" | "POST", url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function report(type: "lost" | "found", brand: string) {
  const res = await send("POST", "/api/reports", student, {
    type,
    itemType: "phone",
    brand,
    color: "Blue",
    locationId,
    eventDate: today,
    ...(type === "found" ? { custody: "finder" } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json().report.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0912" }]);
  student = await signUpAndLogIn(t.app, { matrixNo: "A22CS0912", email: "hafiz@student.demo.edu.my", name: "Hafiz" });
  admin = await signInOfficeAdmin(t.app);
  locationId = (await send("POST", "/api/admin/locations", admin, { nameEn: "Cafeteria", nameMy: "Kafeteria" })).json()
    .location.id;
  for (const [key, nameEn, nameMy, kind] of [
    ["shelf", "Shelf B", "Rak B", "shelf"],
    ["safe", "Safe", "Peti besi", "safe"],
  ] as const)
    places[key] = (await send("POST", "/api/admin/storage-places", admin, { nameEn, nameMy, kind })).json().place.id;
  ids.finder = await report("found", "FinderBrand");
  ids.office = await report("found", "ShelfBrand");
  ids.safe = await report("found", "SafeBrand");
  ids.disposed = await report("found", "GoneBrand");
  ids.returned = await report("found", "BackBrand");
  ids.lost = await report("lost", "LostBrand");
  for (const [id, place] of [
    [ids.office, places.shelf],
    [ids.safe, places.safe],
    [ids.disposed, places.shelf],
  ] as const)
    expect(
      (await send("POST", `/api/admin/reports/${id}/custody/hand-in`, admin, { storagePlaceId: place })).statusCode,
    ).toBe(200);
  expect(
    (await send("POST", `/api/admin/reports/${ids.disposed}/custody/dispose`, admin, { method: "donated" })).statusCode,
  ).toBe(200);
  expect((await send("POST", `/api/reports/${ids.returned}/complete`, admin)).statusCode).toBe(200);
});
afterAll(() => t.close());

const listed = async (query: string) =>
  (await send("GET", `/api/admin/reports?${query}`, admin))
    .json()
    .reports.map((row: { id: string }) => row.id)
    .sort();

describe("the report table's custody filters", () => {
  it("select found items by custody state", async () => {
    expect(await listed("custodyState=finder")).toEqual([ids.finder]);
    expect(await listed("custodyState=office")).toEqual([ids.office, ids.safe].sort());
    expect(await listed("custodyState=disposed")).toEqual([ids.disposed]);
    expect(await listed("custodyState=returned")).toEqual([ids.returned]);
    expect(await listed("custodyState=office&q=safebrand")).toEqual([ids.safe]);
  });

  it("select the items kept in a storage place now", async () => {
    expect(await listed(`storagePlaceId=${places.shelf}`)).toEqual([ids.office]);
    expect(await listed(`storagePlaceId=${places.safe}&type=found`)).toEqual([ids.safe]);
    const page = (await send("GET", `/api/admin/reports?storagePlaceId=${places.safe}`, admin)).json();
    expect(page.total).toBe(1);
    expect(page.reports[0]).toMatchObject({
      reference: expect.stringMatching(/^LF-/),
      custodyState: "office",
      storagePlace: { id: places.safe, nameEn: "Safe", nameMy: "Peti besi" },
      disposal: null,
    });
  });

  it("refuse an unknown custody state", async () => {
    expect((await send("GET", "/api/admin/reports?custodyState=lost", admin)).statusCode).toBe(400);
  });

  it("shape the CSV: reference, custody state, storage place and disposal columns", async () => {
    const res = await send("GET", "/api/admin/reports.csv?type=found&sort=created&dir=asc", admin);
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toMatch(/"reference","custody_state","storage_place","disposal"$/);
    const byBrand = (brand: string) => lines.find((line) => line.includes(`"${brand}"`))!;
    expect(byBrand("SafeBrand")).toMatch(/"LF-[A-Z0-9]{6}","office","Safe",""$/);
    expect(byBrand("GoneBrand")).toMatch(/"LF-[A-Z0-9]{6}","disposed","","donated"$/);
    expect(byBrand("BackBrand")).toMatch(/"returned","",""$/);
    expect(byBrand("FinderBrand")).toMatch(/"finder","",""$/);
    const filtered = await send("GET", "/api/admin/reports.csv?custodyState=disposed", admin);
    expect(filtered.body.trim().split("\r\n")).toHaveLength(2);
    const lost = await send("GET", "/api/admin/reports.csv?type=lost", admin);
    expect(lost.body.trim().split("\r\n")[1]).toMatch(/"","","",""$/);
  });
});
