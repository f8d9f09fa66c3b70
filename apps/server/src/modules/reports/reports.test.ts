import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { jpegWithGps, uploadImage } from "../../../test/images";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { freshReferences, insertReports } from "./repository";

let t: TestApp;
let owner: string;
let other: string;
let admin: string;
const library = randomUUID();
const retired = randomUUID();
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  t = await createTestApp();
  const { dialect } = t.app.context.database;
  await insertLocations(t.app.context.database.db, [
    { id: library, name_en: "Main Library", name_my: "Perpustakaan Utama", active: flag(dialect, true) },
    { id: retired, name_en: "Old Hall", name_my: "Dewan Lama", active: flag(dialect, false) },
  ]);
  await addToRoster(t.app, [{ matrixNo: "A22CS0100" }, { matrixNo: "A22CS0101" }]);
  owner = await signUpAndLogIn(t.app);
  other = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0101",
    email: "other@student.demo.edu.my",
    name: "Other Student",
  });
  admin = await signInOfficeAdmin(t.app);
});
afterAll(() => t.close());

const send = (
  method: "GET" | "POST" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const foundWallet = {
  type: "found",
  itemType: "wallet",
  brand: "Bonia",
  color: "Black",
  serialNumber: "SN-123",
  description: "Leather wallet with a student card",
  locationId: library,
  eventDate: today,
  custody: "office",
};
const lostLaptop = {
  type: "lost",
  itemType: "laptop",
  brand: "Lenovo",
  model: "ThinkPad X1",
  color: "Grey",
  serialNumber: "PF-2K9",
  locationId: library,
  eventDate: today,
};

describe("creating reports", () => {
  it("saves a lost report with a photo, published and re-encoded, and answers with its message", async () => {
    const image = await uploadImage(t.app, t.config.publicUrl, owner, await jpegWithGps(), "image/jpeg");
    const res = await send("POST", "/api/reports", owner, { ...lostLaptop, image });
    expect(res.statusCode).toBe(201);
    const { report, message } = res.json();
    expect(message).toBe("Report submitted successfully");
    expect(report).toMatchObject({
      type: "lost",
      itemType: "laptop",
      brand: "Lenovo",
      status: "pending",
      mine: true,
      serialNumber: "PF-2K9",
      location: { nameEn: "Main Library" },
    });
    const photo = await t.app.inject({ method: "GET", url: report.image.url.replace(t.config.publicUrl, "") });
    expect(photo.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: report.image.thumbUrl.replace(t.config.publicUrl, "") })).statusCode,
    ).toBe(200);
  });

  it("gives each found report a reference number no other report has, drawing again a number already given", async () => {
    const res = await send("POST", "/api/reports", owner, { ...foundWallet, serialNumber: null });
    expect(res.statusCode).toBe(201);
    const [given] = await t.app.context.database.db
      .selectFrom("reports")
      .select("reference")
      .where("id", "=", res.json().report.id)
      .execute();
    expect(given?.reference).toMatch(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/);
    // The draw repeats the number given above, then a number of this batch, before a free one.
    const draws = [given!.reference!, "LF-AAAAAA", given!.reference!, "LF-AAAAAA", "LF-BBBBBB"];
    const fresh = await freshReferences(t.app.context.database.db, 2, () => draws.shift()!);
    expect(fresh.sort()).toEqual(["LF-AAAAAA", "LF-BBBBBB"]);
  });

  it("requires the free-text type for other, in the caller's language", async () => {
    const en = await send("POST", "/api/reports", owner, { ...lostLaptop, itemType: "other" });
    expect(en.statusCode).toBe(400);
    expect(en.json().fields.itemTypeOther).toBe("Please enter item type");
    const my = await send(
      "POST",
      "/api/reports",
      owner,
      { ...lostLaptop, itemType: "other" },
      { "accept-language": "ms" },
    );
    expect(my.json().fields.itemTypeOther).toBe("Sila masukkan jenis item");
    const ok = await send("POST", "/api/reports", owner, {
      ...lostLaptop,
      itemType: "other",
      itemTypeOther: "Umbrella",
    });
    expect(ok.json().report.itemTypeOther).toBe("Umbrella");
  });

  it("refuses a future date, an unknown or retired location, an unknown item type and text over the limits, saving nothing", async () => {
    const before = (await send("GET", "/api/reports?mine=true", owner)).json().total;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (await send("POST", "/api/reports", owner, { ...lostLaptop, eventDate: tomorrow })).json().fields.eventDate,
    ).toBe("The date cannot be in the future");
    expect(
      (await send("POST", "/api/reports", owner, { ...lostLaptop, locationId: randomUUID() })).json(),
    ).toMatchObject({ code: "UNKNOWN_LOCATION", fields: { locationId: "This location is not on the campus list" } });
    expect((await send("POST", "/api/reports", owner, { ...lostLaptop, locationId: retired })).json().code).toBe(
      "UNKNOWN_LOCATION",
    );
    expect(
      (await send("POST", "/api/reports", owner, { ...lostLaptop, itemType: "bicycle" })).json().fields.itemType,
    ).toBe("Please choose the item type");
    expect(
      (await send("POST", "/api/reports", owner, { ...lostLaptop, description: "x".repeat(1001) })).json().fields
        .description,
    ).toBe("This text is too long");
    expect(
      (await send("POST", "/api/reports", owner, { ...foundWallet, custody: undefined })).json().fields.custody,
    ).toBe("Please say where the item is now");
    expect((await send("GET", "/api/reports?mine=true", owner)).json().total).toBe(before);
  });

  it("refuses a photo that is not an image, and keeps nothing of the report", async () => {
    const before = (await send("GET", "/api/reports?mine=true", owner)).json().total;
    const image = await uploadImage(
      t.app,
      t.config.publicUrl,
      owner,
      Buffer.from("<html>not an image</html>"),
      "image/png",
    ).catch(() => null);
    const res = await send("POST", "/api/reports", owner, {
      ...lostLaptop,
      image: image ?? "00000000-0000-0000-0000-000000000000.png",
    });
    expect(res.statusCode).toBe(400);
    expect((await send("GET", "/api/reports?mine=true", owner)).json().total).toBe(before);
  });

  it("refuses without a session", async () => {
    expect((await send("POST", "/api/reports", undefined, lostLaptop)).statusCode).toBe(401);
    expect((await send("GET", "/api/reports")).statusCode).toBe(401);
  });
});

describe("what each viewer sees", () => {
  let id: string;
  beforeAll(async () => {
    id = (await send("POST", "/api/reports", owner, foundWallet)).json().report.id;
  });

  it("shows the reporter and admins everything", async () => {
    for (const cookie of [owner, admin]) {
      const { report } = (await send("GET", `/api/reports/${id}`, cookie)).json();
      expect(report).toMatchObject({
        serialNumber: "SN-123",
        serialNumberHidden: false,
        custody: "office",
        reporter: {
          name: "Siti Aminah",
          email: "siti.aminah@student.demo.edu.my",
          phone: "012-345 6789",
          visitor: false,
        },
      });
      expect(report.can).toEqual({ complete: true, delete: true });
    }
  });

  it("hides a found item's serial number and the reporter's contact details from other students", async () => {
    const res = await send("GET", `/api/reports/${id}`, other);
    const { report } = res.json();
    expect(report).toMatchObject({
      serialNumber: null,
      serialNumberHidden: true,
      reporter: { name: "Siti Aminah", email: null, phone: null },
      mine: false,
      can: { complete: false, delete: false },
    });
    expect(res.body).not.toContain("SN-123");
    expect(res.body).not.toContain("012-345");
  });

  it("lets another student see a lost item's serial number (it helps finders)", async () => {
    const lost = (await send("POST", "/api/reports", owner, lostLaptop)).json().report.id;
    expect((await send("GET", `/api/reports/${lost}`, other)).json().report.serialNumber).toBe("PF-2K9");
  });

  it("refuses another student completing or deleting, and keeps the report", async () => {
    const complete = await send("POST", `/api/reports/${id}/complete`, other);
    expect(complete.statusCode).toBe(403);
    expect(complete.json().message).toBe(
      "Only the person who reported this item or the administration office can do this.",
    );
    expect((await send("DELETE", `/api/reports/${id}`, other)).statusCode).toBe(403);
    expect((await send("GET", `/api/reports/${id}`, owner)).json().report.status).toBe("pending");
  });

  it("answers 404 for an unknown report", async () => {
    expect((await send("GET", `/api/reports/${randomUUID()}`, owner)).json().code).toBe("REPORT_NOT_FOUND");
  });
});

describe("marking complete and deleting", () => {
  it("marks a report solved with its date and solver, once", async () => {
    const id = (await send("POST", "/api/reports", owner, foundWallet)).json().report.id;
    const res = await send("POST", `/api/reports/${id}/complete`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Report marked as complete",
      report: { status: "solved", solvedBy: { name: "Office" }, can: { complete: false } },
    });
    expect(res.json().report.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await send("POST", `/api/reports/${id}/complete`, owner)).statusCode).toBe(409);
  });

  it("deletes a report for everyone, removes its photo and keeps the row", async () => {
    const image = await uploadImage(t.app, t.config.publicUrl, owner, await jpegWithGps(), "image/jpeg");
    const { report } = (await send("POST", "/api/reports", owner, { ...lostLaptop, brand: "Zephyrus", image })).json();
    const res = await send("DELETE", `/api/reports/${report.id}`, owner);
    expect(res.json().message).toBe("Item deleted");
    expect((await send("GET", `/api/reports/${report.id}`, owner)).statusCode).toBe(404);
    expect((await send("GET", "/api/reports?q=zephyrus", owner)).json().total).toBe(0);
    expect(
      (await t.app.inject({ method: "GET", url: report.image.url.replace(t.config.publicUrl, "") })).statusCode,
    ).toBe(404);
    const row = await t.app.context.database.db
      .selectFrom("reports")
      .select(["deleted_at"])
      .where("id", "=", report.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await send("DELETE", `/api/reports/${report.id}`, owner)).statusCode).toBe(404);
  });
});

describe("search", () => {
  beforeAll(async () => {
    await send("POST", "/api/reports", other, {
      type: "lost",
      itemType: "phone",
      brand: "Samsung",
      model: "Galaxy S23",
      color: "Hitam",
      locationId: library,
      eventDate: "2026-01-15",
    });
    await send("POST", "/api/reports", other, {
      type: "found",
      itemType: "other",
      itemTypeOther: "Payung",
      color: "Biru",
      description: "Payung lipat biru",
      locationId: library,
      eventDate: "2026-02-03",
      custody: "finder",
    });
  });

  it("finds by words over type (in both languages), brand, model, colour and description, by prefix", async () => {
    const words = async (q: string) =>
      (await send("GET", `/api/reports?q=${encodeURIComponent(q)}`, owner))
        .json()
        .reports.map((r: { brand: string | null; itemTypeOther: string | null }) => r.brand ?? r.itemTypeOther);
    expect(await words("galaxy")).toEqual(["Samsung"]);
    expect(await words("telefon hitam")).toEqual(["Samsung"]);
    expect(await words("Sams")).toEqual(["Samsung"]);
    expect(await words("lipat")).toEqual(["Payung"]);
    expect(await words("dompet bonia")).toContain("Bonia");
    expect(await words("samsung biru")).toEqual([]);
    expect(await words('"); drop table reports; --')).toEqual([]);
  });

  it("filters by type, item type, location, status, date range and only mine, newest first by default", async () => {
    const page = async (query: string, cookie = owner) => (await send("GET", `/api/reports?${query}`, cookie)).json();
    expect(
      (await page("type=found&itemType=other")).reports.map((r: { itemTypeOther: string }) => r.itemTypeOther),
    ).toEqual(["Payung"]);
    expect((await page("from=2026-01-01&to=2026-01-31")).reports.map((r: { brand: string }) => r.brand)).toEqual([
      "Samsung",
    ]);
    expect((await page("status=solved")).reports.every((r: { status: string }) => r.status === "solved")).toBe(true);
    expect((await page(`locationId=${retired}`)).total).toBe(0);
    const mine = await page("mine=true");
    expect(mine.reports.every((r: { mine: boolean }) => r.mine)).toBe(true);
    const all = (await page("pageSize=100")).reports.map((r: { createdAt: string }) => r.createdAt);
    expect(all).toEqual([...all].sort().reverse());
    const oldest = (await page("pageSize=100&sort=oldest")).reports.map((r: { createdAt: string }) => r.createdAt);
    expect(oldest).toEqual([...all].reverse());
  });

  it("pages through the results with the total", async () => {
    const first = (await send("GET", "/api/reports?pageSize=2&page=1", owner)).json();
    const second = (await send("GET", "/api/reports?pageSize=2&page=2", owner)).json();
    expect(first.reports).toHaveLength(2);
    expect(first.total).toBeGreaterThan(3);
    expect(second.reports[0].id).not.toBe(first.reports[0].id);
    expect(second.total).toBe(first.total);
    // A page past the last match still says how many there are.
    const beyond = (await send("GET", "/api/reports?pageSize=2&page=60", owner)).json();
    expect(beyond.reports).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("is always current: new, completed, deleted reports and renamed locations show at once", async () => {
    const ids = async (query: string) =>
      (await send("GET", `/api/reports?${query}`, owner)).json().reports.map((r: { id: string }) => r.id);
    expect(await ids("q=quokka")).toEqual([]);
    const { report } = (await send("POST", "/api/reports", owner, { ...lostLaptop, brand: "Quokka" })).json();
    expect(await ids("q=quokka")).toEqual([report.id]);
    expect(await ids("q=quokka&status=pending&type=lost&itemType=laptop")).toEqual([report.id]);
    await send("POST", `/api/reports/${report.id}/complete`, owner);
    expect(await ids("q=quokka&status=pending")).toEqual([]);
    expect(await ids("q=quokka&status=solved")).toEqual([report.id]);
    await t.app.context.database.db
      .updateTable("locations")
      .set({ name_en: "Renamed Library" })
      .where("id", "=", library)
      .execute();
    expect((await send("GET", "/api/reports?q=quokka", owner)).json().reports[0].location.nameEn).toBe(
      "Renamed Library",
    );
    await send("DELETE", `/api/reports/${report.id}`, owner);
    expect(await ids("q=quokka")).toEqual([]);
    expect(await ids("q=quokka&status=solved")).toEqual([]);
  });

  it("says when there are more than two hundred matches instead of counting them all", async () => {
    const many = Array.from({ length: 1005 }, (_, index) => ({
      id: randomUUID(),
      type: "found" as const,
      item_type: "wallet" as const,
      brand: "Bulkbrand",
      location_id: library,
      event_date: "2026-01-01",
      status: "pending" as const,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    }));
    await insertReports(t.app.context.database.db, many);
    const page = (await send("GET", "/api/reports?q=bulkbrand&pageSize=5", owner)).json();
    expect(page).toMatchObject({ total: 200, totalCapped: true });
    expect(page.reports[0].createdAt).toBe(many.at(-1)!.created_at);
    // A later page within the first two hundred, and one that runs past them.
    const third = (await send("GET", "/api/reports?q=bulkbrand&pageSize=20&page=3", owner)).json();
    expect(third).toMatchObject({ total: 200, totalCapped: true });
    expect(third.reports.map((report: { createdAt: string }) => report.createdAt)).toEqual(
      many
        .slice(-60, -40)
        .map((report) => report.created_at)
        .reverse(),
    );
    const across = (await send("GET", "/api/reports?q=bulkbrand&pageSize=30&page=7&sort=oldest", owner)).json();
    expect(across).toMatchObject({ total: 200, totalCapped: true });
    expect(across.reports[0].createdAt).toBe(many[180]!.created_at);
    const last = (await send("GET", "/api/reports?q=bulkbrand&pageSize=100&page=11", owner)).json();
    expect(last.reports).toHaveLength(5);
    expect(last.reports.at(-1).createdAt).toBe(many[0]!.created_at);
    await t.app.context.database.db
      .updateTable("reports")
      .set({ deleted_at: new Date().toISOString() })
      .where("brand", "=", "Bulkbrand")
      .execute();
  });

  it("refuses malformed filters clearly", async () => {
    const res = await send("GET", "/api/reports?type=stolen&from=yesterday", owner);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(["type", "from"]));
  });
});

describe("sending a new report again (the answer was lost)", () => {
  const reportCount = async () =>
    Number(
      (
        await t.app.context.database.db
          .selectFrom("reports")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("returns the report already saved for the same client id, and makes no second one, even in parallel", async () => {
    const clientId = randomUUID();
    const before = await reportCount();
    const first = await send("POST", "/api/reports", owner, { ...lostLaptop, clientId });
    expect(first.statusCode).toBe(201);
    const again = await send("POST", "/api/reports", owner, { ...lostLaptop, clientId });
    expect(again.statusCode).toBe(201);
    expect(again.json().report.id).toBe(first.json().report.id);
    const racing = randomUUID();
    const parallel = await Promise.all(
      [1, 2, 3].map(() => send("POST", "/api/reports", owner, { ...foundWallet, clientId: racing })),
    );
    expect(new Set(parallel.map((res) => res.json().report.id)).size).toBe(1);
    expect(await reportCount()).toBe(before + 2);
  });

  it("keeps each reporter's client ids apart, and treats visitors' the same way", async () => {
    const clientId = randomUUID();
    const mine = (await send("POST", "/api/reports", owner, { ...lostLaptop, clientId })).json().report.id;
    const theirs = (await send("POST", "/api/reports", other, { ...lostLaptop, clientId })).json().report.id;
    expect(theirs).not.toBe(mine);
    const visitorReport = {
      itemType: "phone",
      brand: "Apple",
      color: "White",
      locationId: library,
      eventDate: today,
      custody: "office",
      visitorName: "Encik Rahman",
      visitorPhone: "012-987 6543",
      clientId,
    };
    const once = await send("POST", "/api/public/found-reports", undefined, visitorReport, {
      "x-forwarded-for": "10.0.5.1",
    });
    const twice = await send("POST", "/api/public/found-reports", undefined, visitorReport, {
      "x-forwarded-for": "10.0.5.1",
    });
    expect(once.statusCode).toBe(201);
    expect(twice.json().id).toBe(once.json().id);
    expect([mine, theirs]).not.toContain(once.json().id);
  });

  it("makes a new report for every sending without a client id, as it always did", async () => {
    const before = await reportCount();
    const first = await send("POST", "/api/reports", owner, lostLaptop);
    const second = await send("POST", "/api/reports", owner, lostLaptop);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().report.id).not.toBe(first.json().report.id);
    expect(await reportCount()).toBe(before + 2);
  });

  it("refuses a client id that is not a UUID", async () => {
    const res = await send("POST", "/api/reports", owner, { ...lostLaptop, clientId: "again" });
    expect(res.statusCode).toBe(400);
  });
});

describe("visitor reports", () => {
  const visitor = {
    itemType: "phone",
    brand: "Apple",
    color: "White",
    locationId: library,
    eventDate: today,
    custody: "office",
    visitorName: "Encik Rahman",
    visitorPhone: "012-987 6543",
  };

  it("accepts a visitor's found report as a pending found report, contacts visible only to admins", async () => {
    const res = await send("POST", "/api/public/found-reports", undefined, visitor);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const asAdmin = (await send("GET", `/api/reports/${id}`, admin)).json().report;
    expect(asAdmin).toMatchObject({
      type: "found",
      status: "pending",
      reporter: { visitor: true, name: "Encik Rahman", phone: "012-987 6543" },
    });
    const asStudent = (await send("GET", `/api/reports/${id}`, other)).json().report;
    expect(asStudent.reporter).toEqual({ visitor: true, office: false, name: "", email: null, phone: null });
    expect(asStudent.can).toEqual({ complete: false, delete: false });
  });

  it("requires an email or a phone, and refuses a filled trap field", async () => {
    const noContact = await send(
      "POST",
      "/api/public/found-reports",
      undefined,
      { ...visitor, visitorPhone: "" },
      { "x-forwarded-for": "10.0.0.2" },
    );
    expect(noContact.json().fields.visitorEmail).toBe("Please give an email or a phone number");
    const bot = await send("POST", "/api/public/found-reports", undefined, {
      ...visitor,
      website: "http://spam.example",
    });
    expect(bot.json()).toMatchObject({
      code: "REPORT_REFUSED",
      message: expect.stringContaining("could not be accepted"),
    });
  });

  it("limits reports per client with a clear message", async () => {
    let last;
    for (let i = 0; i < 6; i++)
      last = await send("POST", "/api/public/found-reports", undefined, visitor, { "accept-language": "ms" });
    expect(last?.statusCode).toBe(429);
    expect(last?.json().message).toMatch(/Terlalu banyak laporan/);
  });
});

describe("locations", () => {
  it("lists every location with whether it is still offered, without a session", async () => {
    const { locations } = (await t.app.inject({ method: "GET", url: "/api/locations" })).json();
    expect(locations).toEqual(
      expect.arrayContaining([{ id: retired, nameEn: "Old Hall", nameMy: "Dewan Lama", active: false }]),
    );
  });
});

describe("search with nothing kept between requests (SEARCH_CACHE=off)", () => {
  it("finds the same reports and stays current", async () => {
    const uncached = await createTestApp({ SEARCH_CACHE: "off" });
    try {
      const { dialect, db } = uncached.app.context.database;
      const hall = randomUUID();
      await insertLocations(db, [{ id: hall, name_en: "Hall", name_my: "Dewan", active: flag(dialect, true) }]);
      await addToRoster(uncached.app, [{ matrixNo: "A22CS0100" }]);
      const cookie = await signUpAndLogIn(uncached.app);
      const call = (method: "GET" | "POST", url: string, payload?: object) =>
        uncached.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
      const ids = async (query: string) =>
        (await call("GET", `/api/reports?${query}`)).json().reports.map((r: { id: string }) => r.id);
      const { report } = (
        await call("POST", "/api/reports", { ...lostLaptop, brand: "Wombat", locationId: hall })
      ).json();
      expect(await ids("q=wombat&status=pending")).toEqual([report.id]);
      await call("POST", `/api/reports/${report.id}/complete`);
      expect(await ids("q=wombat&status=pending")).toEqual([]);
      expect(await ids("q=wombat&status=solved")).toEqual([report.id]);
    } finally {
      await uncached.close();
    }
  });
});
