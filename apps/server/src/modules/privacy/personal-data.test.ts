import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalDataSchema, todayIn } from "@campus/shared";
import { addToRoster, logIn, ORIGIN, registration, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { png, uploadImage } from "../../../test/images";
import { waitFor } from "../../../test/wait";

let t: TestApp;
let owner: string;
let finder: string;
let locationId: string;
let admin: string;
const today = todayIn("Asia/Kuala_Lumpur");
const SECRET = "A photo of a cat inside, card of Perpustakaan";
const SERIAL = "SN-445566";
const FINDER_EMAIL = "finder.data@student.demo.edu.my";

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0601" }, { matrixNo: "A22CS0602" }]);
  owner = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0601",
    email: "owner.data@student.demo.edu.my",
    name: "Nadia Owner",
  });
  finder = await signUpAndLogIn(t.app, { matrixNo: "A22CS0602", email: FINDER_EMAIL, name: "Faiz Finder" });
  admin = await signInOfficeAdmin(t.app);
  const hall = await send("POST", "/api/admin/locations", admin, { nameEn: "Data Hall", nameMy: "Dewan Data" });
  locationId = hall.json().location.id;
});
afterAll(() => t.close());

function send(method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

describe("a student's copy of their data (GET /api/profile/data)", () => {
  it("holds the account, every report with its matches, claims and conversations, and nothing of others they cannot see", async () => {
    const lost = await send("POST", "/api/reports", owner, {
      type: "lost",
      itemType: "wallet",
      brand: "Bonia",
      color: "Brown",
      description: "my brown wallet with a library card",
      locationId,
      eventDate: today,
    });
    const found = await send("POST", "/api/reports", finder, {
      type: "found",
      itemType: "wallet",
      brand: "Bonia",
      color: "Brown",
      serialNumber: SERIAL,
      locationId,
      eventDate: today,
      custody: "office",
      hiddenDetails: SECRET,
    });
    const [lostId, foundId] = [lost.json().report.id as string, found.json().report.id as string];
    await waitFor("the match", async () => {
      const matches = (await send("GET", `/api/reports/${lostId}/matches`, owner)).json().matches ?? [];
      return matches.length > 0;
    });
    const started = await send("POST", "/api/conversations", owner, {
      reportId: foundId,
      consent: true,
      message: { body: "I think it is mine" },
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().conversation.id as string;
    await send("POST", `/api/conversations/${conversationId}/messages`, finder, { body: "Describe what is inside?" });
    const claim = await send("POST", `/api/reports/${foundId}/claims`, owner, {
      details: "a cat photo and a library card",
      lostWhere: "Data Hall",
      lostOn: today,
    });
    expect(claim.statusCode, claim.body).toBe(201);

    const response = await send("GET", "/api/profile/data", owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="campus-lost-and-found-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = personalDataSchema.parse(response.json());
    expect(data.account).toMatchObject({
      name: "Nadia Owner",
      email: "owner.data@student.demo.edu.my",
      matrixNo: "A22CS0601",
    });
    expect(data.account.createdAt).toMatch(/^\d{4}-/);
    expect(data.reports.map((report) => report.id)).toEqual([lostId]);
    expect(data.reports[0]!.description).toBe("my brown wallet with a library card");
    expect(data.reports[0]!.matches.map((match) => match.report.id)).toEqual([foundId]);
    expect(data.claims).toHaveLength(1);
    expect(data.claims[0]).toMatchObject({ details: "a cat photo and a library card", lostWhere: "Data Hall" });
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]!.messages.map((message) => message.body)).toEqual([
      "I think it is mine",
      "Describe what is inside?",
    ]);
    // What the owner cannot see in the app is not in their copy either.
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain(SERIAL);
    expect(response.body).not.toContain(FINDER_EMAIL);

    // The finder's copy holds their own found item with its serial number and hidden details.
    const theirs = personalDataSchema.parse((await send("GET", "/api/profile/data", finder)).json());
    expect(theirs.reports).toHaveLength(1);
    expect(theirs.reports[0]).toMatchObject({ id: foundId, serialNumber: SERIAL, hiddenDetails: SECRET });
    expect(theirs.claims).toEqual([]);
  });

  it("is for the signed-in student only", async () => {
    expect((await send("GET", "/api/profile/data")).statusCode).toBe(401);
  });
});

describe("a student removing their own account (DELETE /api/profile)", () => {
  it("needs the password, then leaves their reports to the office and their messages to the other person, under no name", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0610" }]);
    const form = { matrixNo: "A22CS0610", email: "leaving@student.demo.edu.my", name: "Lina Leaving" };
    const leaving = await signUpAndLogIn(t.app, form);
    const password = registration(form).password;
    const made = await send("POST", "/api/reports", leaving, {
      type: "found",
      itemType: "phone",
      brand: "Oppo",
      locationId,
      eventDate: today,
      custody: "finder",
    });
    const reportId = made.json().report.id as string;
    const chat = await send("POST", "/api/conversations", finder, {
      reportId,
      consent: true,
      message: { body: "Is this phone yours?" },
    });
    const conversationId = chat.json().conversation.id as string;
    await send("POST", `/api/conversations/${conversationId}/messages`, leaving, { body: "Come to the library" });

    // A claim waiting for the office, with a photo of the student's.
    const kept = await send("POST", "/api/reports", finder, {
      type: "found",
      itemType: "wallet",
      brand: "Bonia",
      locationId,
      eventDate: today,
      custody: "office",
    });
    const photo = await uploadImage(t.app, t.config.publicUrl, leaving, await png(), "image/png");
    const claim = await send("POST", `/api/reports/${kept.json().report.id}/claims`, leaving, {
      details: "my library card is inside",
      lostWhere: "Main Library",
      lostOn: today,
      image: photo,
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const photoUrl = claim.json().claim.image.url as string;
    expect((await t.app.inject({ method: "GET", url: photoUrl, headers: { cookie: admin } })).statusCode).toBe(200);

    const wrong = await send("DELETE", "/api/profile", leaving, { password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "INCORRECT_PASSWORD", fields: { password: expect.any(String) } });
    expect((await send("DELETE", "/api/profile", leaving, { password: "" })).statusCode).toBe(400);
    expect((await send("DELETE", "/api/profile", undefined, { password })).statusCode).toBe(401);
    const staff = await send("DELETE", "/api/profile", admin, { password: "whatever-it-is" });
    expect(staff.statusCode).toBe(409);
    expect(staff.json().code).toBe("STAFF_ACCOUNT");

    const removed = await send("DELETE", "/api/profile", leaving, { password });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe("Your account has been deleted.");
    expect(String(removed.headers["set-cookie"])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await send("GET", "/api/profile", leaving)).statusCode).toBe(401);
    await expect(logIn(t.app, form.email, password)).rejects.toThrow(/login failed/);

    // The report stays, without a name or contacts; the conversation stays for the other person.
    const report = (await send("GET", `/api/reports/${reportId}`, admin)).json().report;
    expect(report.reporter).toMatchObject({ name: "", email: null, phone: null, visitor: false });
    const conversation = (await send("GET", `/api/conversations/${conversationId}`, finder)).json().conversation;
    expect(conversation.other.name).toBe("");
    const messages = (await send("GET", `/api/conversations/${conversationId}/messages`, finder)).json().messages;
    expect(messages.map((message: { body: string }) => message.body)).toEqual([
      "Come to the library",
      "Is this phone yours?",
    ]);
    expect(JSON.stringify(report) + JSON.stringify(conversation)).not.toContain("leaving@student");

    // Their waiting claim is withdrawn and its photo removed: the office no longer sees it.
    const claims = await t.app.context.database.db
      .selectFrom("claims")
      .select("id")
      .where("id", "=", claim.json().claim.id)
      .execute();
    expect(claims).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: photoUrl, headers: { cookie: admin } })).statusCode).toBe(404);

    // The matrix number and the address are free again: the student may sign up anew.
    await expect(signUpAndLogIn(t.app, form)).resolves.toBeTruthy();
  });
});
