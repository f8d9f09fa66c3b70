import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, logIn, ORIGIN, signInAdmin, signUpAndLogIn } from "../../test/accounts";
import { createAdmin } from "../modules/users/service";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Who may call each API route. Every route in the OpenAPI document must be listed here, so a
 * new route cannot ship without its rule being stated and tested.
 */
const access: Record<string, "public" | "signed-in" | "admin"> = {
  "GET /api/ping": "public",
  "GET /api/ready": "public",
  "GET /api/config": "public",
  "POST /api/auth/register": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "POST /api/auth/confirm-email": "public",
  "POST /api/auth/resend-confirmation": "public",
  // Authorized by the short-lived cookie the password step set (answers 401 without it).
  "POST /api/auth/second-factor": "public",
  "POST /api/auth/second-factor/setup": "signed-in",
  "POST /api/auth/second-factor/confirm": "signed-in",
  "POST /api/auth/second-factor/recovery-codes": "signed-in",
  "GET /api/auth/session": "signed-in",
  "GET /api/profile": "signed-in",
  "PATCH /api/profile": "signed-in",
  "PUT /api/profile/photo": "signed-in",
  "PUT /api/profile/language": "signed-in",
  "GET /api/profile/data": "signed-in",
  "GET /api/profile/notifications": "signed-in",
  "GET /api/profile/sign-in": "signed-in",
  "PUT /api/profile/notifications": "signed-in",
  "DELETE /api/profile": "signed-in",
  "GET /api/generate-upload-url": "signed-in",
  // Authorized by the URL's signature instead of the session.
  "PUT /api/uploads/incoming/{userId}/{filename}": "public",
  "GET /api/files/{filename}": "public",
  "GET /api/files/thumbs/{filename}": "public",
  "GET /api/locations": "public",
  "POST /api/public/found-reports": "public",
  "GET /api/public/upload-url": "public",
  "GET /api/reports": "signed-in",
  "POST /api/reports": "signed-in",
  "GET /api/reports/stats": "signed-in",
  "GET /api/reports/recent-found": "signed-in",
  "GET /api/reports/mine/open": "signed-in",
  "GET /api/reports/{id}": "signed-in",
  "POST /api/reports/{id}/complete": "signed-in",
  "DELETE /api/reports/{id}": "signed-in",
  "GET /api/report-match": "signed-in",
  "GET /api/reports/{id}/matches": "signed-in",
  "POST /api/reports/{id}/matches/{foundId}/dismiss": "signed-in",
  "POST /api/reports/{id}/matches/{foundId}/confirm": "signed-in",
  "POST /api/reports/{id}/matches/{foundId}/restore": "signed-in",
  "GET /api/match-notices": "signed-in",
  "GET /api/push/key": "signed-in",
  "PUT /api/push/subscription": "signed-in",
  "DELETE /api/push/subscription": "signed-in",
  "POST /api/match-notices/{id}/ack": "signed-in",
  // Authorized per report: its reporter, an admin, or (without a session) a visitor's report just sent.
  "POST /api/notify/admin-new-report": "public",
  "GET /api/conversations": "signed-in",
  "POST /api/conversations": "signed-in",
  "GET /api/conversations/unread": "signed-in",
  "GET /api/conversations/recipient": "signed-in",
  "POST /api/conversations/read-all": "signed-in",
  "GET /api/conversations/{id}": "signed-in",
  "GET /api/conversations/{id}/messages": "signed-in",
  "POST /api/conversations/{id}/messages": "signed-in",
  "POST /api/conversations/{id}/read": "signed-in",
  "POST /api/conversations/{id}/resolution": "signed-in",
  "POST /api/conversations/{id}/handover": "signed-in",
  "POST /api/notify/message": "signed-in",
  "GET /api/admin/overview": "admin",
  "GET /api/admin/reports": "admin",
  "GET /api/admin/reports.csv": "admin",
  "PATCH /api/admin/reports/{id}": "admin",
  "GET /api/admin/locations": "admin",
  "POST /api/admin/locations": "admin",
  "PATCH /api/admin/locations/{id}": "admin",
  "GET /api/admin/storage-places": "admin",
  "POST /api/admin/storage-places": "admin",
  "POST /api/admin/intake": "admin",
  "PATCH /api/admin/storage-places/{id}": "admin",
  "GET /api/admin/reports/{id}/custody": "admin",
  "POST /api/admin/reports/{id}/custody/hand-in": "admin",
  "POST /api/admin/reports/{id}/custody/move": "admin",
  "POST /api/admin/reports/{id}/custody/dispose": "admin",
  "POST /api/admin/reports/{id}/retention/extend": "admin",
  "GET /api/admin/reports/{id}/likely-owners": "admin",
  "POST /api/admin/reports/{id}/likely-owners/{lostId}/notify": "admin",
  "GET /api/admin/retention": "admin",
  "PUT /api/admin/retention": "admin",
  "GET /api/admin/ageing": "admin",
  "PUT /api/reports/{id}/hidden-details": "signed-in",
  "POST /api/reports/{id}/claims": "signed-in",
  "GET /api/claims/mine": "signed-in",
  "GET /api/admin/claims": "admin",
  "GET /api/admin/reports/{id}/claims": "admin",
  "POST /api/admin/claims/{id}/approve": "admin",
  "POST /api/admin/claims/{id}/reject": "admin",
  "POST /api/admin/claims/{id}/handover": "admin",
  "GET /api/admin/users": "admin",
  "PATCH /api/admin/users/{id}": "admin",
  "GET /api/admin/roster": "admin",
  "POST /api/admin/roster/preview": "admin",
  "POST /api/admin/roster/import": "admin",
  "GET /api/admin/audit": "admin",
};

/** Bodies that pass validation, so signed-in callers reach the handler (anonymous ones are refused before validation). */
const validBodies: Record<string, object> = {
  "PATCH /api/profile": {
    name: "Someone",
    matrixNo: "A22CS0900",
    email: "someone@student.demo.edu.my",
    phone: "012-345 6789",
    language: "en",
  },
  "PUT /api/profile/photo": { filename: "00000000-0000-0000-0000-000000000000.jpg" },
  "PUT /api/profile/language": { language: "en" },
  "PUT /api/profile/notifications": { matchEmails: "each", messageEmails: "each", reportEmails: "each" },
  // A wrong password: the handler is reached and refuses, and nobody's account goes.
  "DELETE /api/profile": { password: "not-the-password" },
};

let t: TestApp;
const cookies: Record<"student" | "otherStudent" | "admin" | "adminWithoutSecondFactor", string> = {
  student: "",
  otherStudent: "",
  admin: "",
  adminWithoutSecondFactor: "",
};
let routes: string[];

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A22CS0900" }, { matrixNo: "A22CS0901" }]);
  cookies.student = await signUpAndLogIn(t.app, { matrixNo: "A22CS0900", email: "someone@student.demo.edu.my" });
  cookies.otherStudent = await signUpAndLogIn(t.app, { matrixNo: "A22CS0901", email: "another@student.demo.edu.my" });
  cookies.admin = await signInAdmin(t.app, { name: "Admin", email: "admin@demo.edu.my", password: "admin-pass-123" });
  await createAdmin(t.app.context, { name: "New Admin", email: "new.admin@demo.edu.my", password: "admin-pass-456" });
  cookies.adminWithoutSecondFactor = await logIn(t.app, "new.admin@demo.edu.my", "admin-pass-456");
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(() => t.close());

const call = (route: string, cookie?: string) => {
  const [method, url] = route.split(" ") as [string, string];
  return t.app.inject({
    method: method as "GET",
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(method === "GET" ? {} : { payload: validBodies[route] ?? {} }),
  });
};

describe("route access", () => {
  it("states a rule for every API route", () => {
    expect(routes.filter((route) => !(route in access))).toEqual([]);
    expect(Object.keys(access).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("refuses signed-in routes without a session (401), and admin routes to students and to administrators without two-step sign-in (403)", async () => {
    for (const route of routes) {
      const rule = access[route];
      const anonymous = await call(route);
      if (rule === "public") expect([401, 403], route).not.toContain(anonymous.statusCode);
      else expect(anonymous.statusCode, route).toBe(401);
      // Logging out with a session would end it for the rest of the walk (auth.test.ts covers it).
      if (route === "POST /api/auth/logout") continue;

      for (const who of ["student", "otherStudent", "adminWithoutSecondFactor"] as const) {
        const res = await call(route, cookies[who]);
        if (rule === "admin") expect(res.statusCode, `${route} as ${who}`).toBe(403);
        else expect([401, 403], `${route} as ${who}`).not.toContain(res.statusCode);
      }
      const admin = await call(route, cookies.admin);
      expect([401, 403], `${route} as admin`).not.toContain(admin.statusCode);
    }
  });

  it("gives each student their own profile only", async () => {
    const mine = await call("GET /api/profile", cookies.student);
    const theirs = await call("GET /api/profile", cookies.otherStudent);
    expect(mine.json().user.email).toBe("someone@student.demo.edu.my");
    expect(theirs.json().user.email).toBe("another@student.demo.edu.my");
  });
});
