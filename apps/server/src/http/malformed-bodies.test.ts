import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, logIn, ORIGIN, signUpAndLogIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAdmin } from "../modules/users/service";

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
  await createAdmin(t.app.database, { name: "Admin", email: "fuzz-admin@demo.edu.my", password: "admin-pass" });
  identities.admin = await logIn(t.app, "fuzz-admin@demo.edu.my", "admin-pass");
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{ paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> }>();
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
          const res = await t.app.inject({ method: method as "POST", url, headers: { origin: ORIGIN, "content-type": "application/json", ...(cookie ? { cookie } : {}) }, payload: body });
          expect(res.statusCode, `${who} ${method} ${path} ${body}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${who} ${method} ${path} ${body}: ${res.body}`).toBeLessThan(500);
          expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }
      }
    }
  });
});
