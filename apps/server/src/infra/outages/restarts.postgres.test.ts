import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from "../../../test/own-services";
import { builtServer } from "../../../test/built-server";
import { openRealtime, type TestSocket } from "../../../test/realtime-client";
import { totpCode } from "../../../test/totp";

/**
 * The server process against a PostgreSQL and a Redis of this test's own, under a steady load
 * of writes and reads, while each is stopped and started several times (a maintenance restart,
 * a crash, a Redis restart): the process never exits, no request gets a 500 (a clear 503 with
 * Retry-After while the database is away), /api/ready follows the database (Redis only degrades it), every acknowledged
 * report is there afterwards, and a live event made after each restart reaches an open socket.
 */
const AUTH_SECRET = "restart-test-secret-restart-test-secret-1";

let postgres: OwnPostgres;
let redis: OwnRedis;
let dataDir: string;
let base: string;
let origin: string;
let server: ReturnType<typeof spawn>;
let output = "";

/** What the load saw so far, for a failure message. */
let debug = () => "";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}\n${debug()}\n${output.slice(-3000)}`);
}

const readyStatus = async () => (await fetch(`${base}/api/ready`)).status;
const readiness = async () => {
  const response = await fetch(`${base}/api/ready`);
  return response.ok ? ((await response.json()) as { components: { events: string } }).components : { events: "" };
};

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startOwnPostgres(), startOwnRedis()]);
  dataDir = mkdtempSync(path.join(tmpdir(), "campus-restarts-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  origin = base;
  // The server as it ships (test/built-server.ts).
  server = spawn(process.execPath, [builtServer("server.js")], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      AUTH_SECRET,
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: path.join(dataDir, "none"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  await until("the server", async () => (await readyStatus()) === 200, 30_000);
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await redis?.stop();
  postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("database and Redis restarts under load", () => {
  it("keep the process up, answer 503 (never 500) while away, lose nothing acknowledged, and deliver events after", async () => {
    // An admin with the live channel open: every new report is announced to them through Redis.
    const { cookie, socket: adminSocket } = await signInAdmin();
    const place = await fetch(`${base}/api/admin/locations`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({ nameEn: "Library", nameMy: "Perpustakaan" }),
    });
    expect(place.status).toBe(201);
    const locationId = ((await place.json()) as { location: { id: string } }).location.id;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    const problems: string[] = [];
    let sequence = 0;
    let running = true;
    debug = () => `statuses ${JSON.stringify([...statuses])}; problems ${JSON.stringify(problems.slice(-5))}`;
    const report = async () => {
      const n = ++sequence;
      const res = await fetch(`${base}/api/public/found-reports`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin,
          "x-forwarded-for": `10.9.${n % 250}.${Math.floor(n / 250) % 250}`,
          "accept-language": "ms",
        },
        body: JSON.stringify({
          itemType: "other",
          itemTypeOther: "Umbrella",
          color: "Black",
          description: `Restart test ${n}`,
          locationId,
          eventDate: today,
          custody: "office",
          visitorName: "Pak Restart",
          visitorPhone: "012-987 6543",
        }),
      });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const body = (await res.json()) as { id?: string; code?: string; message?: string };
      if (res.status === 201) acknowledged.push(body.id!);
      else if (res.status === 503) {
        if (
          res.headers.get("retry-after") === null ||
          body.code !== "SERVICE_UNAVAILABLE" ||
          !/^Perkhidmatan tidak tersedia/.test(body.message ?? "")
        )
          problems.push(`503 without its message: ${JSON.stringify(body)}`);
      } else problems.push(`${res.status}: ${JSON.stringify(body)}`);
      return body.id;
    };
    const reads = async () => {
      const res = await fetch(`${base}/api/locations`).catch(() => null);
      if (res) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res && res.status >= 500 && res.status !== 503) problems.push(`read ${res.status}: ${await res.text()}`);
    };
    // About 10 reports a second (36,000 an hour, far above a campus's busiest hour) and reads:
    // a steady load the outbox keeps up with. As fast as the server answers (some 50 a second
    // here) each report's jobs queue behind thousands of others, and an announcement then waits
    // for the backlog, not for the bus this test is about.
    const loops = Array.from({ length: 3 }, async () => {
      while (running) {
        await report().catch((error: unknown) => problems.push(`request failed: ${String(error)}`));
        await reads();
        await sleep(250);
      }
    });

    /** A report made now is announced on the admin's socket (the bus works again). */
    const announced = async (label: string) => {
      let id: string | undefined;
      await until(`a report after ${label}`, async () => Boolean((id = await report())));
      await until(
        `the announcement after ${label}`,
        async () => adminSocket.events.some((event) => event.type === "report:new" && event.report.id === id),
        15_000,
      );
    };

    try {
      await sleep(500);
      for (const mode of ["fast", "immediate", "fast"] as const) {
        postgres.stop(mode);
        await until("/api/ready to say 503", async () => (await readyStatus()) === 503);
        await sleep(1500);
        postgres.start();
        await until("/api/ready to say 200", async () => (await readyStatus()) === 200);
        await announced(`a PostgreSQL ${mode} stop`);
      }
      for (let round = 0; round < 2; round++) {
        await redis.stop();
        // Without Redis the instance still serves every request: ready, with live events degraded.
        await until(
          "/api/ready to say degraded without Redis",
          async () => (await readiness()).events === "unavailable",
        );
        expect(await readyStatus()).toBe(200);
        await sleep(1500);
        await redis.start();
        await until("/api/ready to say ok with Redis back", async () => (await readiness()).events === "ok");
        await announced("a Redis restart");
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }

    expect(server.exitCode, output.slice(-3000)).toBeNull();
    expect(problems, output.slice(-3000)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(20);
    const admin = new pg.Client({ connectionString: postgres.url });
    admin.on("error", () => undefined); // the cluster stops after the test, whether or not it passed
    await admin.connect();
    const stored = await admin
      .query<{ id: string }>("select id from reports where id = any($1)", [acknowledged])
      .finally(() => admin.end());
    expect(stored.rows.length).toBe(acknowledged.length);
    // The outage is logged as warnings with their cause, never as stack traces at error level.
    expect(output).not.toMatch(/"level":50/);
    if (process.env.SHOW_LOG) console.log(output);
    await adminSocket.close();
  }, 180_000);
});

async function signInAdmin(): Promise<{ cookie: string; socket: TestSocket }> {
  const { openDatabase } = await import("../../db/open-database");
  const { createAdmin } = await import("../../modules/users/service");
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir });
  await createAdmin(
    { database, clock: () => new Date() },
    { name: "Office", email: "office@demo.edu.my", password: "Office#2026-long" },
  );
  await database.destroy();
  const post = (path: string, body: object, cookie = "") =>
    fetch(`${base}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
    });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
  // The office turns two-step sign-in on before anything reaches it.
  const login = await post("login", { email: "office@demo.edu.my", password: "Office#2026-long" });
  expect(login.status).toBe(200);
  const setup = await post("second-factor/setup", { password: "Office#2026-long" }, cookieOf(login));
  const { key } = (await setup.json()) as { key: string };
  const confirmed = await post("second-factor/confirm", { code: totpCode(key) }, cookieOf(login));
  expect(confirmed.status).toBe(200);
  const cookie = cookieOf(confirmed);
  const socket = await openRealtime(base, { cookie, origin });
  await socket.next("ready");
  return { cookie, socket };
}
