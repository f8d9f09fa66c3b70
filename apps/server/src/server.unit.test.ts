import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtServer } from "../test/built-server";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "campus-proc-"));
  dirs.push(dataDir);
  // The server as it ships (test/built-server.ts).
  const child = spawn(process.execPath, [builtServer("server.js")], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      WEB_DIST_DIR: path.join(dataDir, "none"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe("the server process", () => {
  it("stops at once on a bad variable, with one line naming it and no stack", async () => {
    const server = startServer({ PORT: "eighty" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(
      stderr
        .trim()
        .split("\n")
        .filter((line) => !line.includes("nodedir")),
    ).toEqual(['Configuration error: PORT must be a whole number between 1 and 65535 (got "eighty")']);
  });

  it("stops with one line, no stack, when DATA_DIR cannot be used", async () => {
    const server = startServer({ DATA_DIR: "/proc/version/campus" });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .stderr.trim()
      .split("\n")
      .filter((line) => !line.includes("nodedir"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^DATA_DIR \/proc\/version\/campus cannot be used as the data folder \(E[A-Z]+\)/);
  });

  it("starts, serves, and shuts down gracefully on SIGTERM", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    const deadline = Date.now() + 15_000;
    while (!server.output().stdout.includes('"msg":"server started"') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(startedLine(server)).toMatchObject({ url: `http://127.0.0.1:${port}` });
    const res = await fetch(`http://127.0.0.1:${port}/api/ping`);
    expect(res.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  /** Waits until the server says it is running (or 15 s pass). */
  async function running(server: ReturnType<typeof startServer>) {
    const deadline = Date.now() + 15_000;
    while (!server.output().stdout.includes('"msg":"server started"') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  }

  /** The log's "server started" line. */
  function startedLine(server: ReturnType<typeof startServer>) {
    const line = server
      .output()
      .stdout.split("\n")
      .find((entry) => entry.includes('"msg":"server started"'));
    return line ? (JSON.parse(line) as Record<string, unknown>) : null;
  }

  it("listens on the IPv6 loopback with HOST=::1", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: "::1" });
    await running(server);
    expect(startedLine(server)).toMatchObject({ url: `http://[::1]:${port}` });
    expect((await fetch(`http://[::1]:${port}/api/ping`)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("writes its log as JSON lines only when it is not at a terminal (a service's log)", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    await running(server);
    await fetch(`http://127.0.0.1:${port}/api/ping`);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server.output().stdout.trim().split("\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  });

  it("stops with one line, no stack, when METRICS_PORT is taken", async () => {
    const taken = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => taken.once("listening", resolve));
    const { port: busy } = taken.address() as { port: number };
    try {
      const server = startServer({ PORT: String(await freePort()), METRICS_PORT: String(busy) });
      expect(await server.exited).toBe(1);
      const lines = server
        .output()
        .stderr.trim()
        .split("\n")
        .filter((line) => !line.includes("nodedir"));
      expect(lines).toEqual([
        `METRICS_PORT ${busy} is already in use on 127.0.0.1: set METRICS_PORT to a free port above 1024 (one per instance).`,
      ]);
    } finally {
      taken.close();
    }
  });

  it("names the setting a misspelt variable meant when the configuration is refused", async () => {
    const server = startServer({ NODE_ENV: "production", PUBLC_URL: "https://lostfound.example.edu.my" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toMatch(/^Configuration error: .*PUBLIC_URL is required/);
    expect(stderr).toContain("PUBLC_URL is not a setting: did you mean PUBLIC_URL?");
  });

  it("warns about a variable that looks like a misspelling of its own, and never prints a secret", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), PUBLIC_ULR: "https://lostfound.example.edu.my" });
    await running(server);
    server.child.kill("SIGTERM");
    await server.exited;
    expect(server.output().stdout).toMatch(/PUBLIC_ULR is not one this server reads: did you mean PUBLIC_URL\?/);

    const bad = startServer({
      DATABASE_URL: "mysql://campus:Pa55word@db/campus",
      SMTP_URL: "http://mailer:Pa55word@mail",
    });
    expect(await bad.exited).toBe(1);
    const { stdout, stderr } = bad.output();
    expect(stderr).toMatch(/^Configuration error: DATABASE_URL must be a PostgreSQL URL/);
    expect(stdout + stderr).not.toContain("Pa55word");
  });
});
