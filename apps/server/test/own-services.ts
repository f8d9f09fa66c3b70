import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL cluster and a redis-server of a test's own, on free ports in a temporary folder,
 * that the test may stop and start at will (the machine's shared services must never be
 * restarted by a test). Built from the machine's initdb/pg_ctl and redis-server.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), newest version first. */
function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(root, version, "bin")).find((dir) => existsSync(path.join(dir, "pg_ctl")));
}

export const canRunOwnPostgres = Boolean(postgresBin());

/** Runs a PostgreSQL program as the postgres user when we are root (initdb refuses root). */
function runPg(program: string, args: string[]) {
  const bin = path.join(postgresBin()!, program);
  const asRoot = process.getuid?.() === 0;
  const result = spawnSync(asRoot ? "runuser" : bin, asRoot ? ["-u", "postgres", "--", bin, ...args] : args, {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}

export interface OwnPostgres {
  url: string;
  /** Stops the server: "fast" (what a maintenance restart does) or "immediate" (a crash). */
  stop(mode?: "fast" | "immediate"): void;
  start(): void;
  destroy(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "campus-pg-"));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  runPg("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=on`;
  const start = () =>
    runPg("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop(mode = "fast") {
      runPg("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    destroy() {
      if (running) runPg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const out = spawnSync("id", ["postgres"], { encoding: "utf8" }).stdout;
  return { uid: Number(/uid=(\d+)/.exec(out)![1]), gid: Number(/gid=(\d+)/.exec(out)![1]) };
}

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await answers(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("redis-server did not start");
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const current = child;
      child = null;
      if (!current || current.exitCode !== null) return;
      const exited = new Promise((resolve) => current.once("exit", resolve));
      current.kill("SIGKILL");
      await exited;
    },
    start,
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const client = connect(port, "127.0.0.1");
    client.once("connect", () => {
      client.end();
      resolve(true);
    });
    client.once("error", () => resolve(false));
  });
}
