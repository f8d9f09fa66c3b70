import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "campus-web-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  writeFileSync(path.join(dist, "assets", "index-a1b2c3.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  writeFileSync(path.join(dist, "assets", "index-a1b2c3.js.map"), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(path.join(dist, "assets", "app-d4e5f6.js"), `console.log(${JSON.stringify("y".repeat(4000))});`);
  writeFileSync(
    path.join(dist, "assets", "app-d4e5f6.js.br"),
    brotliCompressSync(`console.log(${JSON.stringify("y".repeat(4000))});`),
  );
  writeFileSync(
    path.join(dist, "assets", "app-d4e5f6.js.gz"),
    gzipSync(`console.log(${JSON.stringify("y".repeat(4000))});`),
  );
  writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dist, "manifest.my.webmanifest"), '{"name":"Campus Lost & Found"}');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it.each(["/", "/login", "/terms-and-conditions", "/dashboard", "/dashboard/report-lost/123", "/dashboard/chat/abc/"])(
    "serves the app shell for the screen %s, never cached",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      // The shell, with the screen's first answers (first-answers.test.ts) before its root.
      expect(res.body.replace(/<script type="application\/json" id="first-answers">.*?<\/script>/, "")).toBe(SHELL);
    },
  );

  it("never serves a source map, even one left in the built folder", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/index-a1b2c3.js.map" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("secret.ts");
  });

  it("serves the shell with status 404 for a path that is no screen, so the app shows not-found", async () => {
    const res = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SHELL);
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/index-a1b2c3.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's own brotli or gzip copy of an asset as it is", async () => {
    const original = `console.log(${JSON.stringify("y".repeat(4000))});`;
    const br = await t.app.inject({
      method: "GET",
      url: "/assets/app-d4e5f6.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(readFileSync(path.join(dist, "assets", "app-d4e5f6.js.br")))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    const gz = await t.app.inject({
      method: "GET",
      url: "/assets/app-d4e5f6.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(readFileSync(path.join(dist, "assets", "app-d4e5f6.js.gz")))).toBe(true);
    const plain = await t.app.inject({ method: "GET", url: "/assets/app-d4e5f6.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it("caches other files for an hour", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves the service worker at /sw.js as JavaScript, revalidated on every use, so a new release is found", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/javascript|^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(String(res.headers["content-security-policy"])).toContain("worker-src 'self'");
  });

  it("serves a web app manifest as application/manifest+json", async () => {
    const res = await t.app.inject({ method: "GET", url: "/manifest.my.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toEqual({ name: "Campus Lost & Found" });
  });

  it("keeps answering JSON 404s for unknown API paths and for missing assets", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe("NOT_FOUND");
    const post = await t.app.inject({ method: "POST", url: "/login", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe("NOT_FOUND");
  });
});
