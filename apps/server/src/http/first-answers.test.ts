import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_ANSWERS_ELEMENT_ID, todayIn } from "@campus/shared";
import { ORIGIN, rosteredStudent } from "../../test/accounts";
import { addLocation } from "../../test/locations";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The page the server sends for a screen carries the answers to the calls the screen starts
 * with (shared first-calls.ts), so a phone does not spend a round of requests on them: each
 * exactly what the API answers the same caller, and the page then kept by no cache.
 */
const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';

let dist: string;
let t: TestApp;
let owner: string;
let other: string;
let library: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "campus-first-answers-"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  t = await createTestApp({ WEB_DIST_DIR: dist }, { runWorker: false });
  library = await addLocation(t.app);
  owner = await rosteredStudent(t.app, {
    matrixNo: "A22CS0400",
    email: "first.owner@student.demo.edu.my",
    name: "First Owner",
  });
  other = await rosteredStudent(t.app, {
    matrixNo: "A22CS0401",
    email: "first.other@student.demo.edu.my",
    name: "First Other",
  });
  // A title that would end the page's script element if it were written into it as it is.
  const created = await t.app.inject({
    method: "POST",
    url: "/api/reports",
    headers: { origin: ORIGIN, cookie: owner },
    payload: {
      type: "lost",
      itemType: "wallet",
      brand: "</script><script>alert(1)</script>",
      color: "Brown",
      locationId: library,
      eventDate: todayIn("Asia/Kuala_Lumpur"),
    },
  });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The page for `url` and the answers in it (path to { status, body }), as the browser would read them. */
async function page(url: string, cookie?: string) {
  const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const element = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(
    res.body,
  );
  const answers = element?.[1] ? (JSON.parse(element[1]) as Record<string, { status: number; body: unknown }>) : {};
  return { res, element: element?.[0], answers };
}

const api = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api${url}`, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json<unknown>() };
};

describe("the answers a screen's page carries", () => {
  it("on home, for a signed-in student: their session, the settings and home's three lists, as the API answers them", async () => {
    const { res, answers } = await page("/dashboard/home", owner);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(answers).sort()).toEqual(
      ["/auth/session", "/config", "/match-notices", "/reports/mine/open", "/reports/stats?view=daily"].sort(),
    );
    for (const [call, answer] of Object.entries(answers)) expect(answer, call).toEqual(await api(call, owner));
    expect(answers["/auth/session"]).toMatchObject({ status: 200, body: { user: { name: "First Owner" } } });
    expect(answers["/reports/mine/open"]).toMatchObject({ status: 200, body: { total: 1 } });
    // Made with the caller's cookie: kept by no cache, the browser's included.
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("are each caller's own: another student's page holds none of the first one's reports", async () => {
    const { answers } = await page("/dashboard/home", other);
    expect(answers["/auth/session"]).toMatchObject({ status: 200, body: { user: { name: "First Other" } } });
    expect(answers["/reports/mine/open"]).toMatchObject({ status: 200, body: { total: 0, reports: [] } });
  });

  it("end no script element: what a student typed is written as JSON escapes, and reads back the same", async () => {
    const { res, answers } = await page("/dashboard/home", owner);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.stringify(answers["/reports/mine/open"])).toContain("</script><script>alert(1)</script>");
  });

  it("on other screens, the session and the settings only", async () => {
    const { answers } = await page("/dashboard/profile", owner);
    expect(Object.keys(answers).sort()).toEqual(["/auth/session", "/config"]);
  });

  it("for a visitor: the settings, and that nobody is signed in, in a page caches may keep (revalidated)", async () => {
    const { res, answers } = await page("/login");
    expect(answers["/config"]).toEqual(await api("/config"));
    expect(answers["/auth/session"]).toEqual({ status: 401, body: (await api("/auth/session")).body });
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("for an ended or forged session: that nobody is signed in, and no one's lists", async () => {
    const { answers } = await page("/dashboard/home", "campus.session_token=forged.value");
    expect(answers["/auth/session"]?.status).toBe(401);
    expect(answers["/reports/mine/open"]?.status).toBe(401);
  });

  it("go before the app's root and nowhere else; a page that is no screen, or HEAD, has none", async () => {
    const { res, element } = await page("/dashboard/home", owner);
    expect(res.body.replace(element ?? "", "")).toBe(SHELL);
    expect(res.body.indexOf(element ?? "-")).toBe(SHELL.indexOf('<div id="root">'));
    const missing = await page("/no/such/page", owner);
    expect(missing.res.statusCode).toBe(404);
    expect(missing.res.body).toBe(SHELL);
    const head = await t.app.inject({ method: "HEAD", url: "/dashboard/home", headers: { cookie: owner } });
    expect(head.statusCode).toBe(200);
    expect(head.headers["cache-control"]).toBe("no-cache");
  });
});
