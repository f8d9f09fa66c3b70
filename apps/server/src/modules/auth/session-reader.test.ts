import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resolveAuthSecret } from "../../infra/auth-secret";
import { readSession, SESSION_LIFETIME_S, SESSION_REFRESH_S } from "./session-reader";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0100" }]);
  cookie = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

const read = (header: string | undefined, now?: number) =>
  readSession(t.app.context.database.db, resolveAuthSecret(t.config), header, false, now);

describe("the fast session read", () => {
  it("reads the signed-in user from the library's own signed cookie", async () => {
    expect(await read(cookie)).toEqual({
      user: expect.objectContaining({ email: "siti.aminah@student.demo.edu.my", role: "student" }),
    });
    expect(await read(`theme=dark; ${cookie}; other=1`)).toEqual({
      user: expect.objectContaining({ name: "Siti Aminah" }),
    });
  });

  it("refuses a missing, malformed or forged cookie", async () => {
    expect(await read(undefined)).toEqual({ user: null });
    expect(await read("campus.session_token=%E0%A4%A")).toEqual({ user: null });
    const [name, value] = cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    expect(await read(`${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString("base64")}`)}`)).toEqual({
      user: null,
    });
    expect(await read(`${name}=${encodeURIComponent(`${token}x.${decodeURIComponent(value).split(".")[1]}`)}`)).toEqual(
      { user: null },
    );
  });

  it("hands expired and refresh-due sessions to the auth library, which answers the same", async () => {
    const later = Date.now() + (SESSION_REFRESH_S + 60) * 1000;
    expect(await read(cookie, later)).toBe("ask-library");
    expect(await read(cookie, Date.now() + (SESSION_LIFETIME_S + 60) * 1000)).toBe("ask-library");
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.json().user.email).toBe("siti.aminah@student.demo.edu.my");
  });

  it("ends at once for a disabled account", async () => {
    await t.app.context.database.db.updateTable("users").set({ disabled_at: new Date().toISOString() }).execute();
    expect(await read(cookie)).toEqual({ user: null });
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).statusCode).toBe(401);
  });
});
