import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { get as httpGet } from "node:http";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { startSmtpPeer, type SmtpPeer } from "../test/smtp-peer";
import { freePort } from "../test/own-services";
import { testRedisUrl } from "../test/redis";
import { waitFor } from "../test/wait";
import { nginxBinary, systemdEnvironment } from "../test/deploy-tools";

/**
 * deploy/README.md followed as written, from the env file on: the shipped env.example with its
 * CHANGE-ME values filled in, sourced by a shell for `npm run migrate` and `npm run admin:create`;
 * two instances started as the shipped systemd unit starts them (its EnvironmentFile,
 * Environment and ExecStart lines, read from the file); the shipped nginx site and snippet in
 * front of them, with TLS; then a rolling restart, one instance at a time, while a visitor keeps
 * using the site. Only what a test machine must change is changed, each edit checked to apply:
 * the ports, the certificate's and logs' paths, and peers for PostgreSQL, SMTP and S3 of the
 * test's own. The steps before (apt-get, adduser, createdb as postgres) need root on a fresh
 * machine; the database is created here as createdb would. Needs the build (`.ci/run` builds
 * before `npm test`).
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const deploy = (name: string) => path.join(root, "deploy", name);
const built = existsSync(path.join(root, "apps/server/dist/server.js"));
if (process.env.CI && !built) throw new Error("the server is not built: .ci/run builds before npm test");
if (process.env.CI && !testRedisUrl) throw new Error("Redis does not answer");

const HOST_NAME = "lostfound.example.edu.my";
const PUBLIC_URL = `https://${HOST_NAME}`;

/** `text` with `from` replaced by `to`, failing when the shipped file no longer holds `from` exactly `times` times. */
function edited(text: string, from: string | RegExp, to: string, times = 1): string {
  const pattern = typeof from === "string" ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g") : from;
  const found = text.match(pattern)?.length ?? 0;
  if (found !== times) throw new Error(`expected ${times} × ${String(from)} in a shipped file, found ${found}`);
  return text.replace(pattern, to);
}

/** The unit's settings for one instance, as systemd reads them: %i the port, %H the host name. */
function unitOf(port: number) {
  const unit = readFileSync(deploy("systemd/campus-lost-and-found@.service"), "utf8");
  const values = (key: string) =>
    unit
      .split("\n")
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) =>
        line
          .slice(key.length + 1)
          .replaceAll("%i", String(port))
          .replaceAll("%H", "testhost"),
      );
  const environment = Object.fromEntries(
    values("Environment").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  const [command, ...args] = values("ExecStart")[0]!.split(/\s+/);
  return {
    environmentFile: values("EnvironmentFile")[0]!,
    workingDirectory: values("WorkingDirectory")[0]!,
    environment,
    command: command!,
    args,
  };
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

describe.runIf(Boolean(nginxBinary && built && testRedisUrl))("deploy/README.md, step by step", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "campus-walkthrough-"));
  const dataDir = path.join(dir, "var-lib");
  const envPath = path.join(dir, "etc-env");
  const database = `campus_walk_${randomBytes(4).toString("hex")}`;
  const postgresBase = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const databaseUrl = Object.assign(new URL(postgresBase), { pathname: `/${database}` }).toString();
  const instances = new Map<number, ChildProcess>();
  const logs = new Map<number, string>();
  let nginx: ChildProcess;
  let httpsPort: number;
  let httpPort: number;
  let certificate: Buffer;
  let smtp: SmtpPeer;
  const library = randomUUID();

  /** A request to the site through nginx, over TLS, as a browser at PUBLIC_URL sends it. */
  function site(method: string, url: string, options: { body?: object; cookie?: string } = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const body = options.body ? JSON.stringify(options.body) : undefined;
      const outgoing = request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          servername: HOST_NAME,
          ca: certificate,
          method,
          path: url,
          headers: {
            host: HOST_NAME,
            origin: PUBLIC_URL,
            ...(body ? { "content-type": "application/json" } : {}),
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: text,
              cookies: (response.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]!),
            }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  /** Runs a shell line with the env file sourced as deploy/README.md does (`set -a && . env && set +a`). */
  function withEnvFile(line: string, extra: Record<string, string> = {}) {
    return spawnSync("bash", ["--norc", "--noprofile", "-c", `set -a && . "${envPath}" && set +a && ${line}`], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: dir, ...extra },
      timeout: 120_000,
    });
  }

  /** Starts the instance on `port` as the unit does; resolves when it answers /api/ready directly. */
  async function startInstance(port: number) {
    const unit = unitOf(port);
    expect(unit.environmentFile).toBe("/etc/campus-lost-and-found/env");
    expect(unit.workingDirectory).toBe("/srv/campus-lost-and-found");
    const child = spawn(unit.command, unit.args, {
      // The unit's WorkingDirectory is the release: this checkout, built.
      cwd: root,
      env: { PATH: process.env.PATH ?? "", ...systemdEnvironment(readFileSync(envPath, "utf8")), ...unit.environment },
      stdio: ["ignore", "pipe", "pipe"],
    });
    logs.set(port, "");
    const keep = (chunk: Buffer) => logs.set(port, (logs.get(port) ?? "") + chunk.toString("utf8"));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    instances.set(port, child);
    await waitFor(
      `the instance on ${port} to be ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`the instance on ${port} exited: ${logs.get(port)}`);
        const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
        return ready?.status === 200;
      },
      60_000,
    );
  }

  /** Stops an instance as systemd does (KillSignal=SIGTERM) and waits for it to exit. */
  async function stopInstance(port: number) {
    const child = instances.get(port)!;
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    return exited;
  }

  let ports: [number, number];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dir, 0o755);
    const admin = new pg.Client({ connectionString: postgresBase });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();

    // The env file: env.example with every CHANGE-ME filled in, and this machine's peers.
    let env = readFileSync(deploy("env.example"), "utf8");
    env = edited(env, "DATA_DIR=/var/lib/campus-lost-and-found", `DATA_DIR=${dataDir}`);
    env = edited(env, "DATABASE_URL=postgres://campus:CHANGE-ME@127.0.0.1:5432/campus", `DATABASE_URL=${databaseUrl}`);
    env = edited(env, "REDIS_URL=redis://127.0.0.1:6379", `REDIS_URL=${testRedisUrl}`);
    env = edited(env, /^S3_.*\n/gm, "", 4); // uploads in DATA_DIR: one machine here, as the README allows
    env = edited(env, "AUTH_SECRET=CHANGE-ME", `AUTH_SECRET=${randomBytes(32).toString("hex")}`);
    env = edited(env, "SMTP_URL=smtp://user:CHANGE-ME@mail.example.edu.my:587", `SMTP_URL=${smtp.url}`);
    expect(env.split("\n").filter((line) => !line.startsWith("#") && line.includes("CHANGE-ME"))).toEqual([]);
    writeFileSync(envPath, env, { mode: 0o600 });

    // The site and its snippet, with this machine's ports, certificate and log paths.
    ports = [await freePort(), await freePort()];
    httpsPort = await freePort();
    httpPort = await freePort();
    const key = path.join(dir, "privkey.pem");
    const cert = path.join(dir, "fullchain.pem");
    const made = spawnSync("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${HOST_NAME}`,
      "-addext",
      `subjectAltName=DNS:${HOST_NAME}`,
      "-keyout",
      key,
      "-out",
      cert,
    ]);
    expect(made.status, String(made.stderr)).toBe(0);
    certificate = readFileSync(cert);
    const snippet = path.join(dir, "campus-lost-and-found-locations.conf");
    writeFileSync(snippet, readFileSync(deploy("nginx/campus-lost-and-found-locations.conf"), "utf8"));
    let siteFile = readFileSync(deploy("nginx/campus-lost-and-found.conf"), "utf8");
    siteFile = edited(siteFile, "server 127.0.0.1:3001 ", `server 127.0.0.1:${ports[0]} `);
    siteFile = edited(siteFile, "server 127.0.0.1:3002 ", `server 127.0.0.1:${ports[1]} `);
    siteFile = edited(siteFile, "    listen 80;\n    listen [::]:80;\n", `    listen 127.0.0.1:${httpPort};\n`);
    siteFile = edited(
      siteFile,
      "    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n",
      `    listen 127.0.0.1:${httpsPort} ssl http2;\n`,
    );
    siteFile = edited(siteFile, `/etc/letsencrypt/live/${HOST_NAME}/fullchain.pem`, cert);
    siteFile = edited(siteFile, `/etc/letsencrypt/live/${HOST_NAME}/privkey.pem`, key);
    siteFile = edited(siteFile, /\/var\/log\/nginx\//g, `${dir}/`, 2);
    siteFile = edited(siteFile, "/etc/nginx/snippets/campus-lost-and-found-locations.conf", snippet);
    const sitePath = path.join(dir, "campus-lost-and-found.conf");
    writeFileSync(sitePath, siteFile);
    // What Debian's /etc/nginx/nginx.conf gives the sites it includes, with this test's folders.
    const main = path.join(dir, "nginx.conf");
    writeFileSync(
      main,
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${sitePath};
}
`,
    );
    const checked = spawnSync(nginxBinary!, ["-t", "-c", main, "-p", dir], { encoding: "utf8" });
    expect(checked.status, checked.stderr).toBe(0);
    nginx = spawn(nginxBinary!, ["-c", main, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  }, 60_000);

  afterAll(async () => {
    for (const port of instances.keys()) await stopInstance(port);
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    await smtp?.close();
    const admin = new pg.Client({ connectionString: postgresBase });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("migrates and creates the first administrator in PostgreSQL, from the sourced env file", async () => {
    const migrated = withEnvFile("npm run --silent migrate");
    expect(migrated.status, migrated.stderr + migrated.stdout).toBe(0);
    const created = withEnvFile("npm run --silent admin:create", {
      ADMIN_NAME: "Nurul Huda",
      ADMIN_EMAIL: "office@example.edu.my",
      ADMIN_PASSWORD: "Office#Walkthrough-2026",
    });
    expect(created.status, created.stderr + created.stdout).toBe(0);
    expect(created.stdout).toContain("Administrator office@example.edu.my created");

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("select email, role from users");
      expect(rows).toEqual([{ email: "office@example.edu.my", role: "admin" }]);
      // The office's first place, as the admin panel's Locations would add it.
      await client.query(
        "insert into locations (id, name_en, name_my, active, area) values ($1, 'Main Library', 'Perpustakaan Utama', true, null)",
        [library],
      );
    } finally {
      await client.end();
    }
    // Nothing landed in an embedded SQLite file instead.
    expect(readdirSync(dataDir).filter((name) => name.endsWith(".db") || name.endsWith(".sqlite"))).toEqual([]);
  }, 180_000);

  it("serves two instances behind the shipped nginx, and keeps serving through a rolling restart", async () => {
    for (const port of ports) await startInstance(port);
    await waitFor(
      "nginx to answer over TLS",
      async () => (await site("GET", "/api/ready").catch(() => null))?.status === 200,
    );
    const ready = JSON.parse((await site("GET", "/api/ready")).body) as { status: string };
    expect(ready.status).toBe("ready");
    // Plain http is sent to https.
    const plain = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) =>
      httpGet({ host: "127.0.0.1", port: httpPort, path: "/dashboard", headers: { host: HOST_NAME } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      }).on("error", reject),
    );
    expect(plain.location).toBe(`${PUBLIC_URL}/dashboard`);

    // The administrator signs in through nginx (the cookie is Secure: the site is https).
    const login = await site("POST", "/api/auth/login", {
      body: { email: "office@example.edu.my", password: "Office#Walkthrough-2026" },
    });
    expect(login.status, login.body).toBe(200);

    // A visitor keeps using the site while each instance is restarted in turn.
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const visitor = (async () => {
      while (running) {
        const answer = await site("GET", "/api/locations").catch((error: Error) => ({
          status: 0,
          body: error.message,
        }));
        requests += 1;
        if (answer.status !== 200) failures.push(`${answer.status} ${answer.body.slice(0, 120)}`);
      }
    })();
    const report = async (name: string) => {
      const made = await site("POST", "/api/public/found-reports", {
        body: {
          itemType: "wallet",
          color: "Brown",
          locationId: library,
          eventDate: todayIn("Asia/Kuala_Lumpur"),
          custody: "office",
          visitorName: name,
          visitorEmail: "",
          visitorPhone: "+60 12-345 6789",
        },
      });
      const nginxErrors = () => readFileSync(path.join(dir, "campus-lost-and-found.error.log"), "utf8");
      expect(made.status, `${made.body}\n${nginxErrors()}`).toBe(201);
    };
    await report("Before the restart");
    for (const port of ports) {
      const before = requests;
      expect(await stopInstance(port)).toBe(0);
      await report(`While ${port} is down`);
      await startInstance(port);
      await waitFor("the visitor to be served again", async () => requests > before + 5);
    }
    await report("After the restart");
    running = false;
    await visitor;
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(20);

    // Every report made through the restart is there, in the one database both instances share.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("select visitor_name from reports order by created_at");
      expect(rows.map((row: { visitor_name: string }) => row.visitor_name)).toEqual([
        "Before the restart",
        `While ${ports[0]} is down`,
        `While ${ports[1]} is down`,
        "After the restart",
      ]);
    } finally {
      await client.end();
    }
  }, 240_000);
});
