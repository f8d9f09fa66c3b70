import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";

/** At the debug level every request leaves exactly one JSON line: what was asked, the answer, the time; at info, none. */
let database: TestDatabase;
let dataDir: string;
const lines: Array<Record<string, unknown>> = [];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), "campus-log-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "none"),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  app = await buildApp(config, {
    logger: {
      level: "debug",
      stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    runWorker: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the request log", () => {
  it("writes one line per request with its method, URL, status and time", async () => {
    lines.length = 0;
    await app.inject({ method: "GET", url: "/api/ping" });
    await app.inject({ method: "GET", url: "/api/nothing-here" });
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests.map((line) => [line.msg, line.method, line.url, line.status])).toEqual([
      ["request", "GET", "/api/ping", 200],
      ["request", "GET", "/api/nothing-here", 404],
    ]);
    expect(typeof requests[0]!.ms).toBe("number");
  });

  it("writes none at the info level, the default", async () => {
    app.log.level = "info";
    try {
      lines.length = 0;
      await app.inject({ method: "GET", url: "/api/ping" });
      expect(lines.filter((line) => line.reqId !== undefined)).toEqual([]);
    } finally {
      app.log.level = "debug";
    }
  });
});
