import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signInAdmin, signUpAndLogIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Every route that takes a JSON body, from the OpenAPI document, given a body of the wrong shape
 * (null, an array, a string, a number) as a visitor, a student and an administrator: each answers
 * a clear 4xx, never a 5xx and never a stack trace (a null body once crashed validation).
 */
let t: TestApp;
const identities: Record<string, string | undefined> = { visitor: undefined, student: "", admin: "" };
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0950" }]);
  identities.student = await signUpAndLogIn(t.app, { matrixNo: "A22CS0950", email: "fuzzed@student.demo.edu.my" });
  identities.admin = await signInAdmin(t.app, {
    name: "Admin",
    email: "fuzz-admin@demo.edu.my",
    password: "admin-pass-123",
  });
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.requestBody?.content?.["application/json"])
      .map(([method]) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

describe("bodies of the wrong shape", () => {
  it("get a 4xx from every JSON route, whoever sends them", async () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const [who, cookie] of Object.entries(identities)) {
      for (const { method, path } of routes) {
        // Signing out would end the session the rest of the walk uses.
        if (path === "/api/auth/logout" && cookie) continue;
        const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
        for (const body of ["null", "[]", '"text"', "3", "[{}]"]) {
          const res = await t.app.inject({
            method: method as "POST",
            url,
            headers: { origin: ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
            payload: body,
          });
          expect(res.statusCode, `${who} ${method} ${path} ${body}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${who} ${method} ${path} ${body}: ${res.body}`).toBeLessThan(500);
          expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }
      }
    }
  });
});

describe("the words of a refused body", () => {
  it("are the catalogue's, in the caller's language, even for a value of the wrong type", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/public/found-reports",
      headers: { origin: ORIGIN, "content-type": "application/json", "accept-language": "ms" },
      payload: "null",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Sebahagian maklumat yang dihantar tidak sah.",
      fields: { _: "Nilai ini tidak sah di sini." },
    });
  });
});

describe("a NUL character anywhere in the input", () => {
  it("gets a clear 400, in the query, the body or the path (PostgreSQL cannot store one)", async () => {
    const requests = [
      { method: "GET", url: "/api/admin/audit?actor=%00", cookie: identities.admin },
      { method: "GET", url: "/api/reports?q=wallet%00", cookie: identities.student },
      { method: "GET", url: `/api/reports/${randomUUID()}%00`, cookie: identities.student },
      {
        method: "POST",
        url: "/api/public/found-reports",
        cookie: undefined,
        payload: { itemType: "wallet", description: "brown\u0000" },
      },
      { method: "POST", url: "/api/public/found-reports", cookie: undefined, payload: { "it\u0000emType": "wallet" } },
    ] as const;
    for (const request of requests) {
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { origin: ORIGIN, "accept-language": "ms", ...(request.cookie ? { cookie: request.cookie } : {}) },
        ...("payload" in request ? { payload: request.payload } : {}),
      });
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json(), request.url).toEqual({
        code: "INVALID_CHARACTERS",
        message: "Sebahagian maklumat yang dihantar mengandungi aksara yang tidak dibenarkan.",
      });
    }
  });
});
