import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, emailedToken, logIn, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createAdmin } from "./service";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [
    { matrixNo: "A22CS0100" },
    { matrixNo: "A22CS0101" },
    { matrixNo: "A22CS0102", email: "fixed@student.demo.edu.my" },
    { matrixNo: "A22CS0103" },
  ]);
  cookie = await signUpAndLogIn(t.app);
  await signUpAndLogIn(t.app, { matrixNo: "A22CS0103", email: "other@student.demo.edu.my" });
});
afterAll(() => t.close());

const patch = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "PATCH", url: "/api/profile", headers: { origin: ORIGIN, cookie, ...headers }, payload });
const profile = {
  name: "Siti Aminah binti Ali",
  matrixNo: "A22CS0100",
  email: "siti.aminah@student.demo.edu.my",
  phone: "013-222 3333",
  language: "my",
};
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { origin: ORIGIN }, payload });
const linkTo = (to: string) => emailedToken(t.config.dataDir, to, "confirm-email");

describe("profile", () => {
  it("shows the signed-in user's details, and refuses without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(res.json().user).toMatchObject({
      name: "Siti Aminah",
      matrixNo: "A22CS0100",
      email: "siti.aminah@student.demo.edu.my",
      phone: "012-345 6789",
      role: "student",
      profileImage: null,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/profile" })).statusCode).toBe(401);
  });

  it("updates name, phone and language with its message, in the new language's request", async () => {
    const res = await patch(profile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Profile updated successfully",
      user: { name: "Siti Aminah binti Ali", phone: "013-222 3333", language: "my" },
    });
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.json().user.language).toBe("my");
  });

  it("keeps one language setting: the header's switch changes the profile, and the emails follow it", async () => {
    const put = (language: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/profile/language",
        headers: { origin: ORIGIN, cookie },
        payload: { language },
      });
    expect((await put("fr")).statusCode).toBe(400);
    const english = await put("en");
    expect(english.json().user.language).toBe("en");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().user.language,
    ).toBe("en");
    expect((await put("my")).json().user.language).toBe("my");
    // The next email speaks it: a password reset link.
    await post("/api/auth/forgot-password", { email: "siti.aminah@student.demo.edu.my" });
    expect(emailedToken(t.config.dataDir, "siti.aminah@student.demo.edu.my", "reset-password")).toBeTruthy();
    const dir = `${t.config.dataDir}/mail`;
    const newest = readdirSync(dir)
      .sort()
      .reverse()
      .map((file) => readFileSync(`${dir}/${file}`, "utf8"))
      .find((text) => text.includes("To: siti.aminah@student.demo.edu.my"))!;
    expect(newest).toMatch(/Subject: .*(kata laluan|Tetapkan)/i);
  });

  it("moves to another roster number only with the current password and once the address confirms it, following the sign-up rules", async () => {
    const noPassword = await patch({ ...profile, matrixNo: "A22CS0101" });
    expect(noPassword.json()).toMatchObject({
      code: "CURRENT_PASSWORD_REQUIRED",
      fields: { currentPassword: "Enter your current password to change your email or matrix number" },
    });
    const wrong = await patch({ ...profile, matrixNo: "A22CS0101", currentPassword: "not-mine" });
    expect(wrong.json()).toMatchObject({
      code: "INCORRECT_PASSWORD",
      fields: { currentPassword: "Incorrect password" },
    });

    const asked = await patch({ ...profile, matrixNo: "A22CS0101", currentPassword: "secret123" });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      message: expect.stringContaining("siti.aminah@student.demo.edu.my"),
      user: { matrixNo: "A22CS0100" },
      pendingChange: { email: "siti.aminah@student.demo.edu.my", matrixNo: "A22CS0101" },
    });
    // Nothing of who the account is changes until the link is followed.
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).json().user.matrixNo).toBe(
      "A22CS0100",
    );
    expect(
      (await post("/api/auth/confirm-email", { token: linkTo("siti.aminah@student.demo.edu.my") })).json().message,
    ).toBe("Your new email is confirmed and is now in your profile.");
    const mine = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(mine.json()).toMatchObject({ user: { matrixNo: "A22CS0101" }, pendingChange: null });

    const withPassword = { ...profile, currentPassword: "secret123" };
    const notOnRoster = await patch({ ...withPassword, matrixNo: "Z99ZZ0000" });
    expect(notOnRoster.json()).toMatchObject({
      code: "MATRIX_NOT_FOUND",
      fields: { matrixNo: "Matrix number not found" },
    });
    const rosterEmail = await patch({ ...withPassword, matrixNo: "A22CS0102" });
    expect(rosterEmail.json().code).toBe("MATRIX_EMAIL_MISMATCH");
    const taken = await patch({ ...withPassword, matrixNo: "A22CS0103" });
    expect(taken.statusCode).toBe(409);
  });

  it("changes the email only once the new address confirms it; a student cannot take another's identity", async () => {
    const asked = await patch({
      ...profile,
      matrixNo: "A22CS0101",
      email: "siti.new@student.demo.edu.my",
      currentPassword: "secret123",
    });
    expect(asked.json().user.email).toBe("siti.aminah@student.demo.edu.my");
    // Signing in still uses the old address until then.
    expect(await logIn(t.app, "siti.aminah@student.demo.edu.my", "secret123")).toContain("campus.session_token=");
    expect((await post("/api/auth/confirm-email", { token: linkTo("siti.new@student.demo.edu.my") })).statusCode).toBe(
      200,
    );
    expect(await logIn(t.app, "siti.new@student.demo.edu.my", "secret123")).toContain("campus.session_token=");
  });

  it("refuses an email off the student domain or already used, saving nothing", async () => {
    const offDomain = await patch(
      { ...profile, matrixNo: "A22CS0101", email: "me@gmail.com", name: "Changed", currentPassword: "secret123" },
      { "accept-language": "ms" },
    );
    expect(offDomain.statusCode).toBe(400);
    expect(offDomain.json().fields.email).toBe("e-mel pelajar universiti yang sah diperlukan");
    const taken = await patch({
      ...profile,
      matrixNo: "A22CS0101",
      email: "other@student.demo.edu.my",
      name: "Changed",
      currentPassword: "secret123",
    });
    expect(taken.json().message).toBe("This email is already registered");
    const mine = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(mine.json().user.name).toBe("Siti Aminah binti Ali");
  });

  it("lets an administrator keep no matrix number and use a staff email, once confirmed", async () => {
    await createAdmin(t.app.context, { name: "Office", email: "office@demo.edu.my", password: "office-pass-123" });
    const adminCookie = await logIn(t.app, "office@demo.edu.my", "office-pass-123");
    const res = await patch(
      {
        name: "Office Head",
        email: "head.office@demo.edu.my",
        phone: "03-1234 5678",
        language: "en",
        currentPassword: "office-pass-123",
      },
      { cookie: adminCookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: "Office Head",
      email: "office@demo.edu.my",
      matrixNo: null,
      role: "admin",
    });
    await post("/api/auth/confirm-email", { token: linkTo("head.office@demo.edu.my") });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: adminCookie } })).json().user.email,
    ).toBe("head.office@demo.edu.my");
  });

  it("says the profile is missing when the account row is gone", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0199" }]);
    const ghost = await signUpAndLogIn(t.app, { matrixNo: "A22CS0199", email: "ghost@student.demo.edu.my" });
    const sessionUser = (
      await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: ghost } })
    ).json().user;
    const { getProfile } = await import("./profile-service");
    await t.app.context.database.db.deleteFrom("sessions").where("user_id", "=", sessionUser.id).execute();
    await t.app.context.database.db.deleteFrom("users").where("id", "=", sessionUser.id).execute();
    await expect(getProfile(t.app.context, sessionUser.id)).rejects.toMatchObject({
      statusCode: 404,
      messageKey: "profile.notFound",
    });
  });
});
