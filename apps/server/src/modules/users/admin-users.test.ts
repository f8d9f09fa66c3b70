import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, logIn, ORIGIN, signInAdmin, signUpAndLogIn, turnOnSecondFactor } from "../../../test/accounts";
import { openRealtime } from "../../../test/realtime-client";
import { createTestApp, type TestApp } from "../../../test/test-app";

const PASSWORD = "secret123";
let t: TestApp;
let base: string;
let admin: string;
let adminId: string;
let student: string;
const idOf = async (email: string) =>
  (
    await t.app.context.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  await addToRoster(t.app, [{ matrixNo: "A22CS0801" }, { matrixNo: "A22CS0802" }, { matrixNo: "A22CS0803" }]);
  student = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0801",
    email: "siti.aminah@student.demo.edu.my",
    name: "Siti Aminah",
  });
  await signUpAndLogIn(t.app, { matrixNo: "A22CS0802", email: "ravi.kumar@student.demo.edu.my", name: "Ravi Kumar" });
  await signUpAndLogIn(t.app, { matrixNo: "A22CS0803", email: "lim.mei@student.demo.edu.my", name: "Lim Mei Ling" });
  admin = await signInAdmin(t.app, { name: "Office Admin", email: "office@demo.edu.my", password: "Office#2026-x" });
  adminId = await idOf("office@demo.edu.my");
});
afterAll(() => t.close());

const send = (method: "GET" | "PATCH", url: string, cookie: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie, "accept-language": language },
    ...(payload ? { payload } : {}),
  });

describe("admin users", () => {
  it("lists users by name, searches name, email and matrix number, and filters by role and status", async () => {
    const all = (await send("GET", "/api/admin/users", admin)).json();
    expect(all.users.map((user: { name: string }) => user.name)).toEqual([
      "Lim Mei Ling",
      "Office Admin",
      "Ravi Kumar",
      "Siti Aminah",
    ]);
    expect(all.total).toBe(4);
    expect(all.users.find((user: { name: string }) => user.name === "Office Admin")).toMatchObject({
      role: "admin",
      self: true,
      disabledAt: null,
      matrixNo: null,
    });
    expect(all.users.find((user: { name: string }) => user.name === "Siti Aminah")).toMatchObject({
      role: "student",
      self: false,
      matrixNo: "A22CS0801",
      email: "siti.aminah@student.demo.edu.my",
    });

    const names = async (query: string) =>
      (await send("GET", `/api/admin/users?${query}`, admin)).json().users.map((user: { name: string }) => user.name);
    expect(await names("q=ravi")).toEqual(["Ravi Kumar"]);
    expect(await names("q=a22cs0803")).toEqual(["Lim Mei Ling"]);
    expect(await names("q=siti%20student.demo")).toEqual(["Siti Aminah"]);
    expect(await names("q=100%25")).toEqual([]);
    expect(await names("role=admin")).toEqual(["Office Admin"]);
    expect(await names("pageSize=2&page=2")).toEqual(["Ravi Kumar", "Siti Aminah"]);
    expect((await send("GET", "/api/admin/users?role=owner", admin)).statusCode).toBe(400);
  });

  it("promotes a student to admin and back, effective on their next request and their realtime channel", async () => {
    const ravi = await idOf("ravi.kumar@student.demo.edu.my");
    const raviCookie = await logIn(t.app, "ravi.kumar@student.demo.edu.my", PASSWORD);
    expect((await send("GET", "/api/admin/users", raviCookie)).statusCode).toBe(403);
    const tab = await openRealtime(base, { cookie: raviCookie, origin: ORIGIN });
    await tab.next("ready");
    const closed = new Promise<number>((resolve) => tab.socket.once("close", (code) => resolve(code)));

    const promoted = await send("PATCH", `/api/admin/users/${ravi}`, admin, { role: "admin" }, "my");
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user: { role: "admin" }, message: "Ravi Kumar kini seorang pentadbir" });
    expect(await closed).toBe(4001); // reconnects, as an admin
    // An administrator now, who turns two-step sign-in on before the admin panel opens.
    expect((await send("GET", "/api/admin/users", raviCookie)).json().code).toBe("SECOND_FACTOR_SETUP_REQUIRED");
    const { cookie: raviAdmin } = await turnOnSecondFactor(t.app, raviCookie, PASSWORD);
    expect((await send("GET", "/api/admin/users", raviAdmin)).statusCode).toBe(200);

    const demoted = await send("PATCH", `/api/admin/users/${ravi}`, admin, { role: "student" });
    expect(demoted.json().message).toBe("Ravi Kumar is now a student");
    expect((await send("GET", "/api/admin/users", raviAdmin)).json().code).toBe("ADMIN_ONLY");
  });

  it("disables an account: every session ends at once, open tabs are closed, sign-in is refused; enabling lets them in again", async () => {
    const siti = await idOf("siti.aminah@student.demo.edu.my");
    const secondDevice = await logIn(t.app, "siti.aminah@student.demo.edu.my", PASSWORD);
    const tab = await openRealtime(base, { cookie: student, origin: ORIGIN });
    await tab.next("ready");
    const closed = new Promise<number>((resolve) => tab.socket.once("close", (code) => resolve(code)));

    const res = await send("PATCH", `/api/admin/users/${siti}`, admin, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { disabledAt: expect.any(String) },
      message: "Siti Aminah's account is disabled and signed out everywhere",
    });
    expect(await closed).toBe(4401);
    for (const cookie of [student, secondDevice])
      expect((await send("GET", "/api/auth/session", cookie)).statusCode).toBe(401);
    expect(
      await t.app.context.database.db.selectFrom("sessions").select("id").where("user_id", "=", siti).execute(),
    ).toEqual([]);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: ORIGIN },
      payload: { email: "siti.aminah@student.demo.edu.my", password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(
      (await send("GET", "/api/admin/users?status=disabled", admin))
        .json()
        .users.map((user: { id: string }) => user.id),
    ).toEqual([siti]);

    const enabled = await send("PATCH", `/api/admin/users/${siti}`, admin, { disabled: false });
    expect(enabled.json()).toMatchObject({ user: { disabledAt: null }, message: "Siti Aminah's account is enabled" });
    expect(await logIn(t.app, "siti.aminah@student.demo.edu.my", PASSWORD)).toBeTruthy();
  });

  it("refuses an admin removing their own admin role or disabling themselves, and an unknown user", async () => {
    const own = await send("PATCH", `/api/admin/users/${adminId}`, admin, { role: "student" });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: "OWN_ROLE", message: "You cannot remove your own admin role." });
    const ownMy = await send("PATCH", `/api/admin/users/${adminId}`, admin, { disabled: true }, "my");
    expect(ownMy.json()).toMatchObject({
      code: "OWN_ACCOUNT",
      message: "Anda tidak boleh menyahaktifkan akaun anda sendiri.",
    });
    expect((await send("GET", "/api/auth/session", admin)).json().user.role).toBe("admin");
    expect((await send("PATCH", "/api/admin/users/nobody", admin, { role: "admin" })).statusCode).toBe(404);
    expect((await send("PATCH", `/api/admin/users/${adminId}`, admin, {})).json().fields._).toBe("Nothing to change.");
  });

  it("records role changes, disabling and enabling in the audit log, who and when", async () => {
    const entries = (await send("GET", "/api/admin/audit?pageSize=100", admin)).json().entries as Array<{
      action: string;
      actor: { name: string };
      detail: Record<string, unknown>;
    }>;
    const userEntries = entries.filter((entry) => entry.action.startsWith("user."));
    expect(userEntries.map((entry) => entry.action)).toEqual(["user.enable", "user.disable", "user.role", "user.role"]);
    expect(userEntries.every((entry) => entry.actor.name === "Office Admin")).toBe(true);
    expect(userEntries[2]!.detail).toEqual({
      user: { name: "Ravi Kumar", email: "ravi.kumar@student.demo.edu.my" },
      from: "admin",
      to: "student",
    });
  });
});
