import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { readable, startSmtpPeer, type SmtpPeer, mailsTo as mailsToPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";

let t: TestApp;
let smtp: SmtpPeer;
let admin: string;
let finder: string;
let owner: string;
let other: string;
let locationId: string;
const today = todayIn("Asia/Kuala_Lumpur");
const SECRET = "A photo of a cat inside, card of Perpustakaan";
const SERIAL = "SN-778899";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await addToRoster(t.app, [{ matrixNo: "A22CS0301" }, { matrixNo: "A22CS0302" }, { matrixNo: "A22CS0303" }]);
  finder = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0301",
    email: "finder.claims@student.demo.edu.my",
    name: "Fikri Finder",
  });
  owner = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0302",
    email: "owner.claims@student.demo.edu.my",
    name: "Nur Owner",
  });
  other = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0303",
    email: "other.claims@student.demo.edu.my",
    name: "Oscar Other",
  });
  await t.app.context.database.db
    .updateTable("users")
    .set({ language: "my" })
    .where("email", "=", "owner.claims@student.demo.edu.my")
    .execute();
  admin = await signInOfficeAdmin(t.app);
  const hall = await send("POST", "/api/admin/locations", admin, { nameEn: "Claims Hall", nameMy: "Dewan Tuntutan" });
  locationId = hall.json().location.id;
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
/** Every job of these kinds has run (a match email waiting for tomorrow morning is not awaited). */
const settled = (kinds = ["match-report", "claim-email"]) =>
  waitFor("the jobs to run", async () => {
    const row = await t.app.context.database.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("kind", "in", kinds)
      .where("done_at", "is", null)
      .where("failed_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(row.n) === 0;
  });
const mailsTo = (address: string) => mailsToPeer(smtp, address);

async function foundWallet(extra: object = {}): Promise<string> {
  const res = await send("POST", "/api/reports", finder, {
    type: "found",
    itemType: "wallet",
    brand: "Bonia",
    color: "Brown",
    serialNumber: SERIAL,
    description: "brown leather wallet",
    locationId,
    eventDate: today,
    custody: "office",
    hiddenDetails: SECRET,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().report.id;
}

const claimBody = { details: "cat photo inside, library card", lostWhere: "Claims Hall, row 3", lostOn: today };

describe("hidden details", () => {
  it("are seen by the finder and the office only, on no public endpoint", async () => {
    const id = await foundWallet();
    expect((await send("GET", `/api/reports/${id}`, finder)).json().report.hiddenDetails).toBe(SECRET);
    expect((await send("GET", `/api/reports/${id}`, admin)).json().report.hiddenDetails).toBe(SECRET);
    const seen = (await send("GET", `/api/reports/${id}`, other)).json().report;
    expect(seen).toMatchObject({ hiddenDetails: null, serialNumber: null, serialNumberHidden: true });
    // Lists, search, the carousel and matches never carry them.
    for (const url of [
      "/api/reports?type=found",
      "/api/reports?q=cat",
      "/api/reports?q=Bonia",
      "/api/reports/recent-found",
    ]) {
      const body = (await send("GET", url, other)).body;
      expect(body, url).not.toContain(SECRET);
      expect(body, url).not.toContain(SERIAL);
    }
    expect((await send("GET", "/api/reports?q=Perpustakaan", other)).json().total).toBe(0);
    const lost = await send("POST", "/api/reports", other, {
      type: "lost",
      itemType: "wallet",
      brand: "Bonia",
      color: "Brown",
      locationId,
      eventDate: today,
    });
    await settled();
    const matches = await send("GET", `/api/reports/${lost.json().report.id}/matches`, other);
    expect(matches.statusCode).toBe(200);
    expect(matches.json().matches.length).toBeGreaterThan(0);
    expect(matches.body).not.toContain(SECRET);
    expect(matches.body).not.toContain(SERIAL);
  });

  it("are changed by the finder or the office, never another student; the office's change is audited", async () => {
    const id = await foundWallet({ hiddenDetails: undefined });
    expect((await send("GET", `/api/reports/${id}`, finder)).json().report.hiddenDetails).toBeNull();
    const refused = await send("PUT", `/api/reports/${id}/hidden-details`, other, { hiddenDetails: "mine" });
    expect(refused.statusCode).toBe(403);
    const mine = await send("PUT", `/api/reports/${id}/hidden-details`, finder, { hiddenDetails: "red string" });
    expect(mine.json()).toMatchObject({ hiddenDetails: "red string", message: "Hidden details saved" });
    const office = await send("PUT", `/api/reports/${id}/hidden-details`, admin, { hiddenDetails: "" });
    expect(office.json().hiddenDetails).toBeNull();
    expect((await send("GET", `/api/reports/${id}`, finder)).json().report.hiddenDetails).toBeNull();
    const audit = (await send("GET", "/api/admin/audit?action=report.hiddenDetails", admin)).json().entries;
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toMatchObject({ report: { brand: "Bonia" }, cleared: true });
  });
});

describe("claims", () => {
  it("refuse the finder, the office, a second open claim, missing fields and a lost report", async () => {
    const id = await foundWallet();
    expect((await send("POST", `/api/reports/${id}/claims`, finder, claimBody)).json().code).toBe("OWN_REPORT");
    expect((await send("POST", `/api/reports/${id}/claims`, admin, claimBody)).json().code).toBe("NOT_CLAIMABLE");
    expect((await send("POST", `/api/reports/${id}/claims`, undefined, claimBody)).statusCode).toBe(401);
    const empty = await send("POST", `/api/reports/${id}/claims`, other, { lostOn: "" }, "ms");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ details: expect.any(String), lostWhere: expect.any(String) });
    expect((await send("POST", `/api/reports/${id}/claims`, other, claimBody)).statusCode).toBe(201);
    const again = await send("POST", `/api/reports/${id}/claims`, other, claimBody);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CLAIM_EXISTS" });
    const lost = await send("POST", "/api/reports", owner, {
      type: "lost",
      itemType: "phone",
      locationId,
      eventDate: today,
    });
    expect((await send("POST", `/api/reports/${lost.json().report.id}/claims`, other, claimBody)).json().code).toBe(
      "NOT_CLAIMABLE",
    );
  });

  it("are each seen by their claimant alone; the office sees them all beside the hidden details", async () => {
    const id = await foundWallet();
    const a = await send("POST", `/api/reports/${id}/claims`, owner, claimBody);
    expect(a.json()).toMatchObject({
      message: "Your claim was sent to the administration office",
      claim: { status: "open", details: claimBody.details, claimant: { name: "Nur Owner", email: null } },
    });
    await send("POST", `/api/reports/${id}/claims`, other, { ...claimBody, details: "just a guess" });
    const ownerClaims = (await send("GET", "/api/claims/mine", owner)).json().claims;
    expect(ownerClaims.filter((claim: { item: { id: string } }) => claim.item.id === id)).toHaveLength(1);
    expect(JSON.stringify(ownerClaims)).not.toContain("just a guess");
    expect(JSON.stringify(ownerClaims)).not.toContain(SECRET);
    expect((await send("GET", "/api/claims/mine", finder)).json().claims).toEqual([]);

    expect((await send("GET", `/api/admin/reports/${id}/claims`, owner)).statusCode).toBe(403);
    expect((await send("GET", "/api/admin/claims", other)).statusCode).toBe(403);
    const side = (await send("GET", `/api/admin/reports/${id}/claims`, admin)).json();
    expect(side.item).toMatchObject({ hiddenDetails: SECRET, serialNumber: SERIAL, status: "pending" });
    expect(side.claims.map((claim: { details: string }) => claim.details)).toEqual([claimBody.details, "just a guess"]);
    expect(side.claims[0].claimant.email).toBe("owner.claims@student.demo.edu.my");
    const list = (await send("GET", "/api/admin/claims", admin)).json().claims;
    expect(list.filter((claim: { item: { id: string } }) => claim.item.id === id)).toHaveLength(2);
  });

  it("are decided by the office alone: approve, reject, then the handover solves the item and the owner's lost report", async () => {
    const lost = await send("POST", "/api/reports", owner, {
      type: "lost",
      itemType: "wallet",
      brand: "Bonia",
      color: "Brown",
      serialNumber: SERIAL,
      locationId,
      eventDate: today,
    });
    const lostId = lost.json().report.id;
    const id = await foundWallet();
    await settled();
    const mine = (await send("POST", `/api/reports/${id}/claims`, owner, claimBody)).json().claim.id;
    const guess = (await send("POST", `/api/reports/${id}/claims`, other, { ...claimBody, details: "guess" })).json()
      .claim.id;

    // Students may not decide, and may not read another's claim.
    expect((await send("POST", `/api/admin/claims/${mine}/approve`, owner, { reason: "me" })).statusCode).toBe(403);
    expect((await send("POST", `/api/admin/claims/${guess}/reject`, finder, { reason: "no" })).statusCode).toBe(403);
    expect(
      (await send("POST", `/api/admin/claims/${mine}/handover`, owner, { handedOverOn: today, identityCheck: "other" }))
        .statusCode,
    ).toBe(403);
    expect((await send("POST", `/api/admin/claims/${mine}/approve`, admin, { reason: " " })).statusCode).toBe(400);
    expect(
      (
        await send("POST", `/api/admin/claims/${mine}/handover`, admin, { handedOverOn: today, identityCheck: "other" })
      ).json().code,
    ).toBe("CLAIM_NOT_APPROVED");

    const rejected = await send("POST", `/api/admin/claims/${guess}/reject`, admin, { reason: "Details do not match" });
    expect(rejected.json()).toMatchObject({
      message: "Claim rejected: the claimant and the finder are told",
      claim: { status: "rejected", decision: { reason: "Details do not match" } },
    });
    const approved = await send("POST", `/api/admin/claims/${mine}/approve`, admin, { reason: "Cat photo matches" });
    expect(approved.json().claim).toMatchObject({ status: "approved", decision: { reason: "Cat photo matches" } });
    expect((await send("POST", `/api/admin/claims/${mine}/approve`, admin, { reason: "again" })).json().code).toBe(
      "CLAIM_NOT_OPEN",
    );

    const handover = await send("POST", `/api/admin/claims/${mine}/handover`, admin, {
      handedOverOn: today,
      identityCheck: "studentCard",
      note: "Matric card checked",
    });
    expect(handover.statusCode, handover.body).toBe(200);
    expect(handover.json().claim).toMatchObject({
      status: "returned",
      handover: { handedOverOn: today, identityCheck: "studentCard", note: "Matric card checked" },
    });
    const found = (await send("GET", `/api/reports/${id}`, finder)).json().report;
    // The claimant's name is not the finder's to see, nor any other student's; she sees her own.
    expect(found).toMatchObject({ status: "solved", solvedBy: null });
    expect((await send("GET", `/api/reports/${id}`, other)).json().report.solvedBy).toBeNull();
    expect((await send("GET", `/api/reports/${id}`, owner)).json().report.solvedBy).toEqual({ name: "Nur Owner" });
    expect((await send("GET", `/api/reports/${lostId}`, owner)).json().report).toMatchObject({
      status: "solved",
      solvedBy: { name: "Nur Owner" },
    });
    const custody = (await send("GET", `/api/admin/reports/${id}/custody`, admin)).json();
    expect(custody.events.map((event: { kind: string }) => event.kind)).toEqual(["claimed", "returned"]);
    // Where it is now follows the last step: returned, not the place it was kept.
    expect(custody.outcome).toBe("returned");
    const audit = (await send("GET", "/api/admin/audit", admin)).json().entries;
    const actions = audit
      .filter((entry: { targetId: string }) => entry.targetId === id)
      .map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["claim.reject", "claim.approve", "claim.handover"]));
    expect(audit.find((entry: { action: string }) => entry.action === "claim.handover").detail).toMatchObject({
      report: { type: "found", brand: "Bonia" },
      lostReports: [lostId],
    });
    // A claim on a returned item is refused.
    expect((await send("POST", `/api/reports/${id}/claims`, other, claimBody)).json().code).toBe("REPORT_SOLVED");

    // Each side is emailed once per step, in their language.
    await settled();
    const ownerMails = mailsTo("owner.claims@student.demo.edu.my").filter((mail) =>
      readable(mail.data).includes("Tuntutan anda"),
    );
    expect(ownerMails).toHaveLength(1);
    expect(readable(ownerMails[0]!.data)).toContain("Tuntutan anda diluluskan");
    expect(readable(ownerMails[0]!.data)).toContain("Cat photo matches");
    const otherMails = mailsTo("other.claims@student.demo.edu.my").filter((mail) =>
      readable(mail.data).includes("Your claim"),
    );
    expect(otherMails).toHaveLength(1);
    expect(readable(otherMails[0]!.data)).toContain("Your claim was not approved");
    const finderMails = mailsTo("finder.claims@student.demo.edu.my").map((mail) => readable(mail.data));
    expect(finderMails.filter((text) => text.includes("was rejected"))).toHaveLength(1);
    expect(finderMails.filter((text) => text.includes("was approved"))).toHaveLength(1);
    expect(finderMails.filter((text) => text.includes("back with its owner"))).toHaveLength(1);
    expect(finderMails.join("\n")).not.toContain("Cat photo matches");
  });

  it("allow one approved claim per item at a time", async () => {
    const id = await foundWallet();
    const a = (await send("POST", `/api/reports/${id}/claims`, owner, claimBody)).json().claim.id;
    const b = (await send("POST", `/api/reports/${id}/claims`, other, claimBody)).json().claim.id;
    expect((await send("POST", `/api/admin/claims/${a}/approve`, admin, { reason: "ok" })).statusCode).toBe(200);
    expect((await send("POST", `/api/admin/claims/${b}/approve`, admin, { reason: "ok" })).json().code).toBe(
      "CLAIM_ALREADY_APPROVED",
    );
    expect((await send("POST", `/api/admin/claims/${a}/reject`, admin, { reason: "did not come" })).statusCode).toBe(
      200,
    );
    expect((await send("POST", `/api/admin/claims/${b}/approve`, admin, { reason: "ok" })).statusCode).toBe(200);
    expect((await send("POST", "/api/admin/claims/no-such-claim/approve", admin, { reason: "x" })).statusCode).toBe(
      404,
    );
  });
});
