import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn, type RealtimeEvent } from "@campus/shared";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { freePort } from "../../../test/own-services";
import { testRedisUrl } from "../../../test/redis";
import { createTestDatabase, type TestDatabase } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { nginxBinary } from "../../../test/deploy-tools";

/**
 * The deployment the README describes: Debian's nginx, with the proxy rules shipped in
 * deploy/nginx/, in front of two instances on one PostgreSQL and one Redis. A student's live
 * channel goes through nginx's WebSocket upgrade to one instance; a report made through nginx
 * that lands on the other instance still reaches the student at once.
 */
const LOCATIONS_SNIPPET = fileURLToPath(
  new URL("../../../../../deploy/nginx/campus-lost-and-found-locations.conf", import.meta.url),
);
if (!testRedisUrl && process.env.CI) throw new Error("Redis does not answer");

/** Which instance answered: the test's server block adds the upstream's address to each response. */
const UPSTREAM_HEADER = "x-campus-upstream";

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream campus_lost_and_found {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join("\n    ")}
    keepalive 8;
  }
  map $http_upgrade $campus_connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    add_header X-Campus-Upstream $upstream_addr always;
    include ${LOCATIONS_SNIPPET};
  }
}
`;
}

describe.runIf(Boolean(nginxBinary && testRedisUrl))("behind nginx: two instances, one address", () => {
  let database: TestDatabase;
  let dataDir: string;
  let nginx: ChildProcess;
  let base: string;
  const instances: FastifyInstance[] = [];
  const ports: number[] = [];
  const library = randomUUID();
  const today = todayIn("Asia/Kuala_Lumpur");

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "campus-nginx-"));
    chmodSync(dataDir, 0o777); // nginx's workers run as nobody and keep their temporary files here
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: base,
      TRUSTED_ORIGINS: ORIGIN,
      // The proxy by its address: nginx must then overwrite X-Forwarded-For, or a client on an
      // address the app trusts could slip its own entry in (the strictest of the two ways).
      TRUST_PROXY: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: testRedisUrl,
      AUTH_SECRET: "a-secret-both-instances-share-0123456789",
    });
    for (let index = 0; index < 2; index++) {
      const app = await buildApp(config, { logger: false, worker: { pollMs: 100 } });
      instances.push(app);
      const url = await app.listen({ port: 0, host: "127.0.0.1" });
      ports.push(Number(new URL(url).port));
    }
    const file = path.join(dataDir, "nginx.conf");
    writeFileSync(file, nginxConfig(dataDir, port, ports));
    nginx = spawn(nginxBinary!, ["-c", file, "-p", dataDir], { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    nginx.stderr!.on("data", (chunk) => (errors += chunk));
    await waitFor(
      "nginx to answer",
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
        return (await fetch(`${base}/api/ping`).catch(() => null))?.status === 200;
      },
      10_000,
    );
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGTERM");
      await exited;
    }
    for (const app of instances) await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("carries a student's live channel through the upgrade, and a report made on the other instance reaches it", async () => {
    const [a] = instances as [FastifyInstance, FastifyInstance];
    await insertLocations(a.context.database.db, [
      {
        id: library,
        name_en: "Main Library",
        name_my: "Perpustakaan Utama",
        active: flag("postgres", true),
        area: null,
      },
    ]);
    await addToRoster(a, [{ matrixNo: "A22CS0500" }, { matrixNo: "A22CS0501" }]);
    const owner = await signUpAndLogIn(a, { matrixNo: "A22CS0500", email: "nginx.owner@student.demo.edu.my" });
    const finder = await signUpAndLogIn(a, { matrixNo: "A22CS0501", email: "nginx.finder@student.demo.edu.my" });

    // The owner's tab, through nginx: which instance holds it is in the upgrade's answer.
    const events: RealtimeEvent[] = [];
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/realtime`, {
      headers: { cookie: owner, origin: base },
    });
    socket.on("message", (data) => events.push(JSON.parse((data as Buffer).toString("utf8")) as RealtimeEvent));
    const socketUpstream = await new Promise<string>((resolve, reject) => {
      socket.once("upgrade", (response) => resolve(String(response.headers[UPSTREAM_HEADER])));
      socket.once("unexpected-response", (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
      socket.once("error", reject);
    });
    expect(ports.map((port) => `127.0.0.1:${port}`)).toContain(socketUpstream);
    await waitFor("the socket's ready event", () => events.some((event) => event.type === "ready"));

    const report = async (cookie: string, fields: object) => {
      const response = await fetch(`${base}/api/reports`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie },
        body: JSON.stringify(fields),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const { report: made } = (await response.json()) as { report: { id: string } };
      return { id: made.id, upstream: response.headers.get(UPSTREAM_HEADER) };
    };
    const lost = await report(owner, {
      type: "lost",
      itemType: "wallet",
      brand: "Bonia",
      color: "Black",
      description: "Student card inside, name Lim Wei Ling",
      locationId: library,
      eventDate: today,
    });
    // Found wallets until one lands on the instance that does not hold the owner's socket.
    let found: { id: string; upstream: string | null } | undefined;
    for (let attempt = 0; attempt < 6 && !found; attempt++) {
      const made = await report(finder, {
        type: "found",
        itemType: "wallet",
        brand: "Bonia",
        color: "Hitam",
        description: `Wallet number ${attempt}, ada kad pelajar nama Lim Wei Ling`,
        locationId: library,
        eventDate: today,
        custody: "office",
      });
      if (made.upstream !== socketUpstream) found = made;
    }
    expect(found, "a report through nginx landed on the other instance").toBeDefined();

    const match = await waitFor(
      "the match notice of that report on the owner's socket",
      () => events.find((event) => event.type === "match" && event.notice.foundReportId === found!.id),
      15_000,
    );
    expect(match).toMatchObject({ notice: { lostReportId: lost.id } });
    await new Promise<void>((resolve) => {
      socket.once("close", () => resolve());
      socket.close();
    });
  });

  it("lets a photo larger than nginx's default 1 MB limit through to the app, which stores it", async () => {
    await addToRoster(instances[0]!, [{ matrixNo: "A22CS0502" }]);
    const student = await signUpAndLogIn(instances[0]!, {
      matrixNo: "A22CS0502",
      email: "nginx.photo@student.demo.edu.my",
    });
    // Noise does not compress: a 1200 × 900 JPEG of it weighs about 1.5 MB.
    const noise = Buffer.from(Array.from({ length: 1200 * 900 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const target = await fetch(`${base}/api/generate-upload-url?content_type=image/jpeg`, {
      headers: { cookie: student },
    });
    expect(target.status).toBe(200);
    const { upload_url: uploadUrl } = (await target.json()) as { upload_url: string };
    expect(uploadUrl.startsWith(base)).toBe(true);
    const put = await fetch(uploadUrl, {
      method: "PUT",
      headers: { "content-type": "image/jpeg", origin: base, cookie: student },
      body: photo,
    });
    expect(put.status, await put.text()).toBe(204);
  });

  it("counts rate limits by the address nginx saw, whatever X-Forwarded-For the client forges", async () => {
    await addToRoster(instances[0]!, [{ matrixNo: "A22CS0950" }]);
    const email = "forger.target@student.demo.edu.my";
    await signUpAndLogIn(instances[0]!, { matrixNo: "A22CS0950", email });
    const statuses: number[] = [];
    // Eight wrong passwords per account and address in 15 minutes: each try claims another address.
    for (let index = 0; index < 9; index++) {
      const response = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          "x-forwarded-for": `203.0.113.${index + 1}`,
          "x-real-ip": `203.0.113.${index + 1}`,
        },
        body: JSON.stringify({ email, password: `wrong-${index}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it("keeps /metrics off the shared address", async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
    expect(readFileSync(path.join(dataDir, "error.log"), "utf8")).not.toMatch(/\[emerg\]|\[crit\]/);
  });
});
