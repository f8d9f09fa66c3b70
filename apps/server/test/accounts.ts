import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { flag } from "../src/db/dialect";
import { upsertRosterEntries } from "../src/modules/roster/repository";
import { issueConfirmation } from "../src/modules/users/email-confirmation";
import { createAdmin } from "../src/modules/users/service";
import { totpCode, unusedTotpCode } from "./totp";

export const ORIGIN = "http://127.0.0.1:3000";

/**
 * The token of the newest link to `page` (`confirm-email`, `reset-password`) in the mail the test
 * app wrote to DATA_DIR/mail for `to` (quoted-printable soft breaks and =3D undone).
 */
export function emailedToken(dataDir: string, to: string, page: "confirm-email" | "reset-password"): string {
  const dir = path.join(dataDir, "mail");
  const mails = readdirSync(dir)
    .sort()
    .reverse()
    .map((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replaceAll("=3D", "="),
    );
  const mail = mails.find((text) => text.includes(`To: ${to}`) && text.includes(`/${page}?token=`));
  const token = mail && new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail)?.[1];
  if (!token) throw new Error(`no ${page} link emailed to ${to}`);
  return token;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  // The known-browser mark a right password sets (known-device.ts) is no part of a session.
  return list
    .map((cookie) => cookie.split(";")[0]!)
    .filter((cookie) => !/^(__Host-)?campus\.device=/.test(cookie))
    .join("; ");
}

/** Puts matrix numbers on the roster (with the email the roster holds, if any). */
export async function addToRoster(app: FastifyInstance, entries: Array<{ matrixNo: string; email?: string }>) {
  await upsertRosterEntries(
    app.context.database.db,
    entries.map((e) => ({
      matrix_no: e.matrixNo,
      email: e.email ?? null,
      name: null,
      active: flag(app.context.database.dialect, true),
      updated_at: new Date().toISOString(),
    })),
  );
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Siti Aminah",
    matrixNo: "A22CS0100",
    email: "siti.aminah@student.demo.edu.my",
    phone: "012-345 6789",
    password: "secret123",
    confirmPassword: "secret123",
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * Confirms a signed-up student's email through the real endpoint, as following the emailed link
 * does. The link's token is only in the email, so a fresh one is made with the same function
 * that made it (which ends the emailed one): the tests need not read mailboxes of every kind.
 */
export async function confirmEmailOf(app: FastifyInstance, email: string, password = registration().password) {
  const user = await app.context.database.db
    .selectFrom("users")
    .select(["id", "matrix_no"])
    .where("email", "=", email.toLowerCase())
    .executeTakeFirstOrThrow();
  const token = await issueConfirmation(app.context, {
    userId: user.id,
    purpose: "signup",
    email: email.toLowerCase(),
    matrixNo: user.matrix_no,
  });
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/confirm-email",
    headers: { origin: ORIGIN },
    payload: { token, password },
  });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.body}`);
}

/** Puts a student on the roster, then signs them up and in; returns the session cookie. */
export async function rosteredStudent(
  app: FastifyInstance,
  student: { matrixNo: string; email: string; name: string },
) {
  await addToRoster(app, [{ matrixNo: student.matrixNo }]);
  return signUpAndLogIn(app, student);
}

/** Signs up (the roster entry must exist), confirms the email and signs in; returns the session cookie. */
export async function signUpAndLogIn(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const form = registration(overrides);
  const registered = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    headers: { origin: ORIGIN },
    payload: form,
  });
  if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`);
  await confirmEmailOf(app, form.email, form.password);
  return logIn(app, form.email, form.password);
}

export async function logIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return cookieFrom(res);
}

/**
 * Turns two-step sign-in on for a signed-in account, as the setup screen does (password, then
 * the first code from the app); returns the renewed session cookie, the app's key and the
 * recovery codes.
 */
export async function turnOnSecondFactor(app: FastifyInstance, cookie: string, password: string) {
  const setup = await app.inject({
    method: "POST",
    url: "/api/auth/second-factor/setup",
    headers: { origin: ORIGIN, cookie },
    payload: { password },
  });
  if (setup.statusCode !== 200) throw new Error(`second-factor setup failed: ${setup.body}`);
  const { key, recoveryCodes } = setup.json<{ key: string; recoveryCodes: string[] }>();
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/auth/second-factor/confirm",
    headers: { origin: ORIGIN, cookie },
    payload: { code: totpCode(key) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`second-factor confirmation failed: ${confirmed.body}`);
  return { cookie: cookieFrom(confirmed), key, recoveryCodes };
}

/** Signs in an account with two-step sign-in on: password, then the app's code (or a recovery code); returns the session cookie. */
export async function logInWithSecondFactor(
  app: FastifyInstance,
  email: string,
  password: string,
  secondFactor: { key: string } | { recoveryCode: string },
) {
  const first = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  if (first.statusCode !== 200 || !first.json<{ secondFactorRequired?: boolean }>().secondFactorRequired)
    throw new Error(`login did not ask for the second step: ${first.body}`);
  const payload =
    "key" in secondFactor
      ? { code: await unusedTotpCode(secondFactor.key) }
      : { code: secondFactor.recoveryCode, recoveryCode: true };
  const second = await app.inject({
    method: "POST",
    url: "/api/auth/second-factor",
    headers: { origin: ORIGIN, cookie: cookieFrom(first) },
    payload,
  });
  if (second.statusCode !== 200) throw new Error(`second step failed: ${second.body}`);
  return cookieFrom(second);
}

/** Creates an administrator and signs them in with two-step sign-in turned on, as the office works; returns the session cookie. */
export async function signInAdmin(app: FastifyInstance, admin: { name: string; email: string; password: string }) {
  await createAdmin(app.context, admin);
  return (await turnOnSecondFactor(app, await logIn(app, admin.email, admin.password), admin.password)).cookie;
}

/**
 * Creates an administrator who has turned two-step sign-in on, without signing in: for tests of
 * what the office receives (its new-report emails go only to such administrators).
 */
export async function createOfficeAdmin(
  context: FastifyInstance["context"],
  admin: { name: string; email: string; password: string },
) {
  await createAdmin(context, admin);
  await context.database.db
    .updateTable("users")
    .set({ two_factor_enabled: flag(context.database.dialect, true) })
    .where("email", "=", admin.email.toLowerCase())
    .execute();
}

/** Creates the office's admin ("Office", office@demo.edu.my) and signs them in; returns the session cookie. */
export function signInOfficeAdmin(app: FastifyInstance) {
  return signInAdmin(app, { name: "Office", email: "office@demo.edu.my", password: "Office#2026-x" });
}
