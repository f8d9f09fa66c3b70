import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, registration, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { flag } from "../../db/dialect";
import { redirectBrowser, startCampusIdp, type CampusIdp } from "../../../test/campus-idp";
import { freePort } from "../../../test/own-services";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Campus sign-in against a real OpenID Connect provider started here
 * (oidc-provider): the first sign-in of a student on the roster makes their account, the roster
 * still decides who may have one, a password account is the same account, and administrators and
 * disabled accounts are refused. PASSWORD_SIGN_IN=off leaves students the campus sign-in only.
 */
let t: TestApp;
let idp: CampusIdp;
let publicUrl: string;

const people = {
  nur: { email: "nur.aina@student.demo.edu.my", email_verified: true, name: "Nur Aina", student_no: "a23cs0001" },
  farid: {
    email: "farid.hakim@student.demo.edu.my",
    email_verified: true,
    name: "Farid Hakim",
    student_no: "A23CS0002",
  },
  izzah: {
    email: "izzah.rahim@student.demo.edu.my",
    email_verified: true,
    name: "Izzah Rahim",
    student_no: "A23CS0004",
  },
  outsider: {
    email: "visiting@student.demo.edu.my",
    email_verified: true,
    name: "Visiting Student",
    student_no: "A99XX0001",
  },
  nomatrix: { email: "no.matrix@student.demo.edu.my", email_verified: true, name: "No Matrix" },
  office: { email: "office@demo.edu.my", email_verified: true, name: "Office", student_no: "STAFF1" },
  aminah: {
    email: "aminah.yusof@student.demo.edu.my",
    email_verified: true,
    name: "Aminah Yusof",
    student_no: "A23CS0003",
  },
};

async function campusApp(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const provider = await startCampusIdp(`${url}/api/auth/callback/campus`, people);
  const app = await createTestApp({
    PUBLIC_URL: url,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_MATRIX_CLAIM: "student_no",
    // The test accounts' helpers send this origin.
    TRUSTED_ORIGINS: ORIGIN,
    ...env,
  });
  await app.app.listen({ port, host: "127.0.0.1" });
  return { app, provider, url };
}

beforeAll(async () => {
  ({ app: t, provider: idp, url: publicUrl } = await campusApp({}));
  await addToRoster(t.app, [
    { matrixNo: "A23CS0001", email: "nur.aina@student.demo.edu.my" },
    { matrixNo: "A23CS0002" },
  ]);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** Presses "Sign in with …", signs in at the provider as `who` (null: cancels there), and follows the browser back. */
async function campusSignIn(who: keyof typeof people | null, provider = idp, url = publicUrl) {
  provider.signsIn = who;
  const browser = redirectBrowser(url);
  const start = await browser.fetch(`${url}/api/auth/campus`, { method: "POST", headers: { origin: url } });
  expect(start.status).toBe(200);
  const { url: providerPage } = (await start.json()) as { url: string };
  expect(providerPage.startsWith(provider.issuer)).toBe(true);
  const end = await browser.follow(providerPage);
  return { where: end.url, cookie: browser.cookies(url), browser };
}

const sessionOf = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
const usersWithEmail = (email: string) =>
  t.app.context.database.db.selectFrom("users").selectAll().where("email", "=", email).execute();

describe("campus sign-in", () => {
  it("is offered by the public settings, beside password sign-in", async () => {
    const config = (await t.app.inject({ method: "GET", url: "/api/config" })).json();
    expect(config).toMatchObject({ campusSignIn: true, passwordSignIn: true });
  });

  it("makes a roster student's account at their first sign-in, and signs them in", async () => {
    const { where, cookie } = await campusSignIn("nur");
    expect(where.pathname).toBe("/dashboard/home");
    const session = await sessionOf(t.app, cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      name: "Nur Aina",
      email: "nur.aina@student.demo.edu.my",
      matrixNo: "A23CS0001",
      role: "student",
    });
    const [row] = await usersWithEmail("nur.aina@student.demo.edu.my");
    expect(row!.last_login_at).not.toBeNull();

    // The next time it is the same account.
    const again = await campusSignIn("nur");
    expect(again.where.pathname).toBe("/dashboard/home");
    expect((await sessionOf(t.app, again.cookie)).json().user.id).toBe(session.json().user.id);
    expect(await usersWithEmail("nur.aina@student.demo.edu.my")).toHaveLength(1);
  });

  it("is the same account as the student's password sign-up", async () => {
    const cookie = await signUpAndLogIn(t.app, {
      matrixNo: "A23CS0002",
      email: "farid.hakim@student.demo.edu.my",
      name: "Farid Hakim",
    });
    const before = (await sessionOf(t.app, cookie)).json().user.id;
    const { where, cookie: campusCookie } = await campusSignIn("farid");
    expect(where.pathname).toBe("/dashboard/home");
    expect((await sessionOf(t.app, campusCookie)).json().user.id).toBe(before);
    expect(await usersWithEmail("farid.hakim@student.demo.edu.my")).toHaveLength(1);
  });

  it("never links to a sign-up somebody else made with the student's identity, nor lets its password in", async () => {
    await addToRoster(t.app, [{ matrixNo: "A23CS0004", email: "izzah.rahim@student.demo.edu.my" }]);
    const squat = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: ORIGIN },
      payload: registration({
        matrixNo: "A23CS0004",
        email: "izzah.rahim@student.demo.edu.my",
        name: "Not Izzah",
        password: "attacker-pw",
        confirmPassword: "attacker-pw",
      }),
    });
    expect(squat.statusCode).toBe(201);
    const { where, cookie } = await campusSignIn("izzah");
    expect(where.pathname).toBe("/dashboard/home");
    expect((await sessionOf(t.app, cookie)).json().user).toMatchObject({ name: "Izzah Rahim", matrixNo: "A23CS0004" });
    expect(await usersWithEmail("izzah.rahim@student.demo.edu.my")).toHaveLength(1);
    const withTheirPassword = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: ORIGIN },
      payload: { email: "izzah.rahim@student.demo.edu.my", password: "attacker-pw" },
    });
    expect(withTheirPassword.statusCode).not.toBe(200);
    expect(withTheirPassword.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses someone not on the roster, or whose account carries no matrix number, with the reason", async () => {
    const outsider = await campusSignIn("outsider");
    expect(outsider.where.pathname).toBe("/login");
    expect(outsider.where.searchParams.get("error")).toBe("MATRIX_NOT_FOUND");
    expect((await sessionOf(t.app, outsider.cookie)).statusCode).toBe(401);
    expect(await usersWithEmail("visiting@student.demo.edu.my")).toEqual([]);

    const noMatrix = await campusSignIn("nomatrix");
    expect(noMatrix.where.searchParams.get("error")).toBe("NO_MATRIX_CLAIM");
    expect(await usersWithEmail("no.matrix@student.demo.edu.my")).toEqual([]);
  });

  it("refuses an administrator (password and authenticator app only) and a disabled account", async () => {
    await signInOfficeAdmin(t.app);
    const admin = await campusSignIn("office");
    expect(admin.where.pathname).toBe("/login");
    expect(admin.where.searchParams.get("error")).toBe("STAFF_PASSWORD_ONLY");
    expect((await sessionOf(t.app, admin.cookie)).statusCode).toBe(401);

    await t.app.context.database.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("email", "=", "nur.aina@student.demo.edu.my")
      .execute();
    const disabled = await campusSignIn("nur");
    expect(disabled.where.searchParams.get("error")).toBe("ACCOUNT_DISABLED");
    expect((await sessionOf(t.app, disabled.cookie)).statusCode).toBe(401);
  });

  it("comes back to the login page when the student cancels at the provider, or the answer was not for this browser", async () => {
    const cancelled = await campusSignIn(null);
    expect(cancelled.where.pathname).toBe("/login");
    expect(cancelled.where.searchParams.get("error")).toBe("access_denied");

    // Another browser's answer (its code and state) does not sign this one in.
    idp.signsIn = "farid";
    const victim = redirectBrowser(publicUrl);
    const start = await victim.fetch(`${publicUrl}/api/auth/campus`, {
      method: "POST",
      headers: { origin: publicUrl },
    });
    const { url } = (await start.json()) as { url: string };
    let at = new URL(url);
    let answer: URL | null = null;
    for (let hop = 0; hop < 10 && !answer; hop++) {
      const response = await victim.fetch(at.toString());
      at = new URL(response.headers.get("location")!, at);
      if (at.pathname.startsWith("/api/auth/callback/")) answer = at;
    }
    const attacker = redirectBrowser(publicUrl);
    const end = await attacker.follow(answer!.toString());
    expect(end.url.pathname).toBe("/login");
    expect(end.url.searchParams.get("error")).toBeTruthy();
    expect((await sessionOf(t.app, attacker.cookies(publicUrl))).statusCode).toBe(401);
  });

  it("is started only from this site", async () => {
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/campus",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe("with password sign-in turned off", () => {
  let off: { app: TestApp; provider: CampusIdp; url: string };
  beforeAll(async () => {
    off = await campusApp({ PASSWORD_SIGN_IN: "off" });
    await addToRoster(off.app.app, [{ matrixNo: "A23CS0003" }]);
  });
  afterAll(async () => {
    await off.app.close();
    await off.provider.close();
  });

  it("refuses students' sign-up and password sign-in, and keeps administrators' password sign-in", async () => {
    const app = off.app.app;
    expect((await app.inject({ method: "GET", url: "/api/config" })).json()).toMatchObject({
      campusSignIn: true,
      passwordSignIn: false,
    });
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: off.url },
      payload: {
        name: "Aminah Yusof",
        matrixNo: "A23CS0003",
        email: "aminah.yusof@student.demo.edu.my",
        phone: "012-345 6789",
        password: "secret123",
        confirmPassword: "secret123",
        acceptTerms: true,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(403);
    expect(signUp.json()).toMatchObject({
      code: "PASSWORD_SIGN_IN_OFF",
      message: 'Students sign in with their university account: use "Sign in with Demo University".',
    });
    // A student account made before the change cannot use its password any more.
    await app.context.database.db
      .insertInto("users")
      .values({
        id: "00000000-0000-4000-8000-000000000003",
        name: "Earlier Student",
        email: "earlier@student.demo.edu.my",
        email_verified: flag(app.context.database.dialect, true),
        matrix_no: "A23CS0099",
      })
      .execute();
    const password = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: off.url },
      payload: { email: "earlier@student.demo.edu.my", password: "whatever1" },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().code).toBe("PASSWORD_SIGN_IN_OFF");

    const admin = await signInOfficeAdmin(app);
    expect((await sessionOf(app, admin)).json().user.role).toBe("admin");
  });

  it("still signs a roster student in through the university", async () => {
    const { where, cookie } = await campusSignIn("aminah", off.provider, off.url);
    expect(where.pathname).toBe("/dashboard/home");
    expect((await sessionOf(off.app.app, cookie)).json().user.matrixNo).toBe("A23CS0003");
  });

  it("lets a student without a password delete their account by typing its email address", async () => {
    const app = off.app.app;
    const { cookie } = await campusSignIn("aminah", off.provider, off.url);
    const headers = { origin: off.url, cookie };
    const methods = await app.inject({ method: "GET", url: "/api/profile/sign-in", headers });
    expect(methods.json()).toEqual({ password: false, campus: true });
    const wrong = await app.inject({
      method: "DELETE",
      url: "/api/profile",
      headers,
      payload: { email: "someone.else@student.demo.edu.my" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.email).toBe("This is not your account's email address");
    const removed = await app.inject({
      method: "DELETE",
      url: "/api/profile",
      headers,
      payload: { email: "Aminah.Yusof@student.demo.edu.my" },
    });
    expect(removed.statusCode).toBe(200);
    expect((await sessionOf(app, cookie)).statusCode).toBe(401);
  });
});
