import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialect, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UNIVERSITY_NAME: "Universiti Ujian" });
});
afterAll(() => t.close());

describe("system endpoints", () => {
  it("GET /api/ping answers JSON", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ping" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ status: "ok" });
    expect(Date.parse(res.json().time)).not.toBeNaN();
  });

  it("GET /api/ready checks the database, and reports live events and the job queue as components", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      database: testDialect,
      components: { database: "ok", events: testDialect === "postgres" ? "ok" : "in-process", jobs: "ok" },
    });
    // A job long past its time: the workers are behind. Still ready to serve: degraded, not down.
    const now = new Date();
    await t.app.context.database.db
      .insertInto("jobs")
      .values({
        id: "late-job",
        kind: "no-such-kind",
        payload: "{}",
        idempotency_key: "readiness-late-job",
        run_at: new Date(now.getTime() - 10 * 60_000).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    const behind = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(behind.statusCode).toBe(200);
    expect(behind.json()).toMatchObject({ status: "degraded", components: { jobs: "behind" } });
    await t.app.context.database.db.deleteFrom("jobs").where("id", "=", "late-job").execute();
  });

  it("answers with the request's id: the caller's X-Request-Id when well formed, else a new one", async () => {
    const given = await t.app.inject({ method: "GET", url: "/api/ping", headers: { "x-request-id": "lb-7f3a.42" } });
    expect(given.headers["x-request-id"]).toBe("lb-7f3a.42");
    for (const bad of ["has space", "x".repeat(129), "line\u2028break"]) {
      const made = await t.app.inject({ method: "GET", url: "/api/ping", headers: { "x-request-id": bad } });
      expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const own = await t.app.inject({ method: "GET", url: "/api/ping" });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("GET /api/config gives the installation's public settings", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json()).toEqual({
      universityName: "Universiti Ujian",
      studentEmailDomain: "student.demo.edu.my",
      office: t.config.office,
      maxUploadMb: 5,
      timeZone: "Asia/Kuala_Lumpur",
      campusSignIn: false,
      passwordSignIn: true,
    });
  });
});

describe("errors", () => {
  it("an unknown API path is a JSON 404, in the caller's language", async () => {
    const en = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ code: "NOT_FOUND", message: "There is no such API endpoint." });
    const my = await t.app.inject({
      method: "GET",
      url: "/api/no-such-thing",
      headers: { "accept-language": "ms-MY,ms;q=0.9" },
    });
    expect(my.json()).toEqual({ code: "NOT_FOUND", message: "Tiada titik akhir API sedemikian." });
  });

  it("malformed JSON is a 400 with a clear message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ping",
      headers: { "content-type": "application/json" },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "INVALID_JSON", message: "The request body is not valid JSON." });
  });
});

describe("headers", () => {
  it("sets a Content-Security-Policy that allows no inline script, and the other security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ping" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    // Headers that govern only a rendered document are left off the API's JSON answers.
    expect(res.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(res.headers["permissions-policy"]).toBeUndefined();
  });

  it("gives pages (the web app, the API reference) the document headers too", async () => {
    for (const url of ["/reports/123", "/api/docs"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([url, res.headers["content-security-policy"]]).toEqual([url, expect.stringContaining("frame-ancestors")]);
      expect([url, res.headers["cross-origin-opener-policy"]]).toEqual([url, "same-origin"]);
      expect([url, res.headers["permissions-policy"]]).toEqual([url, expect.stringContaining("camera=()")]);
      expect([url, res.headers["x-content-type-options"]]).toEqual([url, "nosniff"]);
    }
  });

  it("compresses large responses", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).openapi).toBe("3.1.0");
  });
});

describe("OpenAPI", () => {
  it("describes the routes from their schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/ping", "/api/ready", "/api/config"]));
    expect(doc.paths["/api/config"].get.responses["200"].content["application/json"].schema.properties).toHaveProperty(
      "universityName",
    );
  });

  it("serves a browsable reference at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/<script>[^<]/);
  });
});

describe("on HTTPS", () => {
  it("adds HSTS and upgrade-insecure-requests", async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://lostfound.example.edu.my" });
    try {
      const res = await https.app.inject({ method: "GET", url: "/api/ping" });
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
      expect(String(res.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
    } finally {
      await https.close();
    }
  });
});

describe("readiness when the database is gone", () => {
  it("answers 503 with a clear message", async () => {
    const broken = await createTestApp();
    try {
      await broken.app.context.database.db.destroy();
      const res = await broken.app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: "NOT_READY",
        message: "The service is not ready: the database cannot be reached.",
      });
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
