// Helpers of the TypeScript bench scripts (bench-matching.ts, bench-chat.ts): figures and budget
// lines, signed-in bench users written straight into a database, the production server in its
// own process, and WebSocket clients.
import { spawn, type ChildProcess } from "node:child_process";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import type { Database } from "../apps/server/src/db/dialect";
import { SESSION_COOKIE } from "../apps/server/src/modules/auth/session-reader";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0002";

let failedBudgets = 0;
/** How many budget lines were over (the script exits 1 when any was). */
export const failures = () => failedBudgets;

export const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length))) - 1]!;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Prints one figure's line, with its budget's verdict when it has one. */
export function line(name: string, figures: string, budget?: { label: string; within: boolean }) {
  if (budget && !budget.within) failedBudgets++;
  console.log(
    `${name.padEnd(58)} ${figures}${budget ? (budget.within ? `  [within budget: ${budget.label}]` : `  [OVER BUDGET: ${budget.label}]`) : ""}`,
  );
}

/** "p50 …, p95 …, p99 …" of the samples (sorted in place). */
export function latencies(samples: number[]): string {
  samples.sort((a, b) => a - b);
  return `p50 ${ms(percentile(samples, 0.5))}, p95 ${ms(percentile(samples, 0.95))}, p99 ${ms(percentile(samples, 0.99))}`;
}

/** `count` students with a session each, written into the database; their ids and Cookie headers. */
export async function benchStudents(
  database: Database,
  count: number,
  prefix: string,
): Promise<Array<{ id: string; cookie: string }>> {
  const now = new Date().toISOString();
  const students = [];
  const users = [];
  const sessions = [];
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    users.push({
      id,
      name: `Student ${prefix}${index}`,
      email: `${prefix}${index}@student.demo.edu.my`,
      matrix_no: `${prefix.toUpperCase()}${String(index).padStart(5, "0")}`,
      created_at: now,
      updated_at: now,
    });
    // Signed as the auth library signs it: token.HMAC-SHA256(token), URL-encoded.
    const token = randomBytes(24).toString("base64url");
    const signature = createHmac("sha256", AUTH_SECRET).update(token).digest("base64");
    sessions.push({
      id: randomUUID(),
      token,
      user_id: id,
      expires_at: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      created_at: now,
      updated_at: now,
    });
    students.push({ id, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}` });
  }
  for (let start = 0; start < users.length; start += 200) {
    await database.db
      .insertInto("users")
      .values(users.slice(start, start + 200))
      .execute();
    await database.db
      .insertInto("sessions")
      .values(sessions.slice(start, start + 200))
      .execute();
  }
  return students;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The production server on SQLite in `dataDir`, in its own process, ready. */
export async function startProductionServer(
  dataDir: string,
): Promise<{ child: ChildProcess; base: string; port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node", [...SERVER_NODE_FLAGS, "apps/server/dist/server.js"], {
    cwd: root,
    stdio: ["ignore", process.env.BENCH_DEBUG ? "inherit" : "ignore", "inherit"],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: base,
      MAIL_TRANSPORT: "files",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
    },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 150) {
      await stop();
      throw new Error("the server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, base, port, stop };
}

/** A process's resident memory in bytes (Linux). */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Opens one realtime socket as a signed-in tab; resolves once the server said `ready`. */
export function openSocket(
  port: number,
  cookie: string,
  onEvent: (event: { type: string } & Record<string, unknown>) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      headers: { cookie, origin: `http://127.0.0.1:${port}` },
    });
    socket.on("message", (data) => {
      const event = JSON.parse((data as Buffer).toString("utf8")) as { type: string } & Record<string, unknown>;
      if (event.type === "ready") resolve(socket);
      onEvent(event);
    });
    socket.once("error", reject);
  });
}
