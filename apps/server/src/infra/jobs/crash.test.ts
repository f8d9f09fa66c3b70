import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { ORIGIN, createOfficeAdmin } from "../../../test/accounts";
import { startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestDatabase, type TestDatabase } from "../../../test/test-app";
import { builtServer } from "../../../test/built-server";
import { waitFor } from "../../../test/wait";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { flag } from "../../db/dialect";
import { insertLocations } from "../../modules/locations/repository";
import { pendingJobCount } from "./worker";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe("the outbox after a crash", () => {
  let database: TestDatabase;
  let smtp: SmtpPeer;

  it("sends the email once when the server is killed while sending it and started again", async () => {
    database = await createTestDatabase();
    cleanups.push(() => database.drop());
    // The SMTP server holds the first message without answering: the sender is mid-send when killed.
    smtp = await startSmtpPeer({ hold: (n) => n === 1 });
    cleanups.push(() => smtp.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), "campus-crash-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      SMTP_URL: smtp.url,
      // A long lease: the server started again must not wait it out for the job it held itself.
      JOB_LEASE_SECONDS: "300",
      INSTANCE_ID: "crash-test-instance",
      AUTH_SECRET: "crash-test-secret-0123456789abcdefghij",
      LOG_LEVEL: "silent",
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    const config = loadConfig(env);

    // A visitor's report, made while no worker runs: its jobs wait in the outbox.
    const before = await buildApp(config, { logger: false, runWorker: false });
    const library = randomUUID();
    await insertLocations(before.context.database.db, [
      {
        id: library,
        name_en: "Main Library",
        name_my: "Perpustakaan Utama",
        active: flag(before.context.database.dialect, true),
        area: null,
      },
    ]);
    await createOfficeAdmin(before.context, { name: "Office", email: "office@demo.edu.my", password: "Office#2026-x" });
    const res = await before.inject({
      method: "POST",
      url: "/api/public/found-reports",
      headers: { origin: ORIGIN },
      payload: {
        itemType: "phone",
        brand: "Oppo",
        locationId: library,
        eventDate: todayIn(config.timeZone),
        custody: "office",
        visitorName: "Pak Ali",
        // A phone only: no receipt email, so the office's email is the only message.
        visitorEmail: "",
        visitorPhone: "012-345 6789",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const reportId = res.json<{ id: string }>().id;
    await before.close();

    // A real server process works the outbox and is killed (SIGKILL) mid-send.
    // The server as it ships (test/built-server.ts).
    const child: ChildProcess = spawn(process.execPath, [builtServer("server.js")], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(await freePort()) },
      stdio: "ignore",
    });
    cleanups.push(() => void child.kill("SIGKILL"));
    await waitFor("the server to be sending the email", () => smtp.held === 1, 60_000);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    expect(smtp.accepted).toHaveLength(0);

    // Started again, it takes back the job it held at once (not after the 5-minute lease), and
    // the email goes out once.
    const after = await buildApp(config, { logger: false, worker: { pollMs: 200 } });
    await after.ready();
    cleanups.push(() => after.close());
    await waitFor("the email after the restart", () => smtp.accepted.length >= 1, 15_000);
    await waitFor("the outbox to empty", async () => (await pendingJobCount(after.context.database.db)) === 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const toOffice = smtp.accepted.filter((mail) => mail.to.includes("office@demo.edu.my"));
    expect(toOffice).toHaveLength(1);
    expect(toOffice[0]!.data).toContain(`/dashboard/report-found/${reportId}`);
    const job = await after.context.database.db
      .selectFrom("jobs")
      .select(["attempts", "done_at"])
      .where("idempotency_key", "like", `admin-email:${reportId}:%`)
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBe(2);
    expect(job.done_at).not.toBeNull();

    // Asking again for the same report never sends again.
    const again = await after.inject({
      method: "POST",
      url: "/api/notify/admin-new-report",
      headers: { origin: ORIGIN },
      payload: { report_id: reportId },
    });
    expect(again.json()).toEqual({ queued: false });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.accepted).toHaveLength(1);
  }, 120_000);
});
