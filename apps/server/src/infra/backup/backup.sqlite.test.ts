import { randomUUID } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { jpegWithGps, uploadImage } from "../../../test/images";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { flag } from "../../db/dialect";
import { insertLocations } from "../../modules/locations/repository";
import { createBackup } from "./backup";
import { restoreBackup } from "./restore";

const folder = mkdtempSync(path.join(tmpdir(), "campus-backups-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A data folder of its own, removed after the tests. */
function emptyDataDir(): string {
  return mkdtempSync(path.join(folder, "data-"));
}

/** The server on a restored data folder, as `npm start` would build it. */
async function startOn(dataDir: string) {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, "no-web-build") });
  return { app: await buildApp(config, { logger: false }), config };
}

describe("npm run backup and npm run restore", () => {
  let t: TestApp;
  let cookie: string;
  let reportId: string;
  let photo: Buffer;
  let archive: string;

  beforeAll(async () => {
    t = await createTestApp();
    const library = randomUUID();
    await insertLocations(t.app.context.database.db, [
      { id: library, name_en: "Main Library", name_my: "Perpustakaan Utama", active: flag("sqlite", true) },
    ]);
    await addToRoster(t.app, [{ matrixNo: "A22CS0700" }]);
    cookie = await signUpAndLogIn(t.app, { matrixNo: "A22CS0700", email: "aina@student.demo.edu.my", name: "Aina" });
    const image = await uploadImage(t.app, t.config.publicUrl, cookie, await jpegWithGps(), "image/jpeg");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: { cookie, origin: ORIGIN },
      payload: {
        type: "lost",
        itemType: "laptop",
        brand: "Lenovo",
        locationId: library,
        eventDate: todayIn("Asia/Kuala_Lumpur"),
        image,
      },
    });
    expect(created.statusCode).toBe(201);
    reportId = created.json().report.id;
    const url = created.json().report.image.url.replace(t.config.publicUrl, "");
    photo = (await t.app.inject({ method: "GET", url, headers: { cookie } })).rawPayload;
  });
  afterAll(() => t.close());

  it("copies a running server's database, uploads and secret into one archive, and brings them back elsewhere", async () => {
    archive = path.join(folder, "campus.tar.gz");
    // Taken while the server is up and writing: the online backup sees a consistent database.
    const [summary] = await Promise.all([
      createBackup(t.config, archive),
      t.app.inject({ method: "GET", url: "/api/reports?mine=true", headers: { cookie } }),
    ]);
    expect(summary).toMatchObject({ reports: 1, users: 1, uploads: 2, authSecret: true, vapidKeys: true });
    expect(statSync(archive).mode & 0o077).toBe(0);
    expect(readdirSync(folder).filter((name) => name.startsWith(".campus-backup-"))).toEqual([]);

    const restored = emptyDataDir();
    const result = await restoreBackup({ dataDir: restored, databaseUrl: undefined }, archive);
    expect(result).toMatchObject({ reports: 1, users: 1, setAside: undefined });

    const { app, config } = await startOn(restored);
    try {
      // The session still holds (same secret, same sessions table), and the report has its photo.
      const report = await app.inject({ method: "GET", url: `/api/reports/${reportId}`, headers: { cookie } });
      expect(report.statusCode).toBe(200);
      expect(report.json().report).toMatchObject({ brand: "Lenovo", mine: true });
      const url = report.json().report.image.url.replace(config.publicUrl, "");
      const again = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(photo)).toBe(true);
      // Devices subscribed with the server's push key still get pushes: the same pair came back.
      const key = (server: typeof app) => server.inject({ method: "GET", url: "/api/push/key", headers: { cookie } });
      expect((await key(app)).json().publicKey).toBe((await key(t.app)).json().publicKey);
    } finally {
      await app.close();
    }
  });

  it("replaces a data folder that holds data only when forced, and moves its files aside", async () => {
    const dataDir = emptyDataDir();
    const { app } = await startOn(dataDir);
    await app.close();
    await expect(restoreBackup({ dataDir, databaseUrl: undefined }, archive)).rejects.toThrow(
      /already holds a database or uploads: stop the server and pass --force/,
    );
    const forced = await restoreBackup({ dataDir, databaseUrl: undefined }, archive, { force: true });
    expect(forced.setAside).toMatch(/before-restore-/);
    expect(readdirSync(forced.setAside!)).toEqual(
      expect.arrayContaining(["campus.db", "auth-secret", "vapid-keys.json"]),
    );
    expect(existsSync(path.join(dataDir, "uploads"))).toBe(true);
  });

  it("refuses while a server uses the data folder, even forced, and says how to stop it", async () => {
    const dataDir = emptyDataDir();
    const { app } = await startOn(dataDir);
    const before = readdirSync(dataDir).sort();
    try {
      await expect(restoreBackup({ dataDir, databaseUrl: undefined }, archive, { force: true })).rejects.toThrow(
        /A server \(process \d+\) is using DATA_DIR .*: stop it first \(sudo systemctl stop 'campus-lost-and-found@\*'/,
      );
      expect(readdirSync(dataDir).sort()).toEqual(before);
    } finally {
      await app.close();
    }
    // Stopped, the same restore goes through.
    await expect(restoreBackup({ dataDir, databaseUrl: undefined }, archive, { force: true })).resolves.toMatchObject({
      reports: 1,
    });
  });

  it("gives the restored files the data folder's owner, so the service can open them after a restore run as root", async () => {
    const dataDir = emptyDataDir();
    const isRoot = process.getuid?.() === 0;
    // As root (CI), the folder belongs to another user, as /var/lib/campus-lost-and-found belongs to the service's.
    if (isRoot) chownSync(dataDir, 4242, 4242);
    await restoreBackup({ dataDir, databaseUrl: undefined }, archive);
    const owner = statSync(dataDir).uid;
    for (const name of ["campus.db", "uploads", "auth-secret", "vapid-keys.json"])
      expect(statSync(path.join(dataDir, name)).uid).toBe(owner);
    const upload = readdirSync(path.join(dataDir, "uploads"), { recursive: true })
      .map((entry) => path.join(dataDir, "uploads", String(entry)))
      .find((entry) => statSync(entry).isFile())!;
    expect(statSync(upload).uid).toBe(owner);
    if (isRoot) expect(owner).toBe(4242);
  });

  it("refuses an archive that is not a backup, and changes nothing", async () => {
    const dataDir = emptyDataDir();
    const bogus = path.join(folder, "not-a-backup.tar.gz");
    writeFileSync(bogus, "these are not the files you are looking for");
    await expect(restoreBackup({ dataDir, databaseUrl: undefined }, bogus, { force: true })).rejects.toThrow(
      /is not a backup made by npm run backup .*nothing was changed/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
    await expect(restoreBackup({ dataDir, databaseUrl: undefined }, path.join(folder, "none.tar.gz"))).rejects.toThrow(
      /There is no backup at/,
    );
  });

  it("leaves PostgreSQL to its own tools", async () => {
    const postgres = { dataDir: emptyDataDir(), databaseUrl: "postgres://127.0.0.1/campus", s3: undefined };
    await expect(
      createBackup({ ...postgres, authSecret: undefined, push: loadConfig({}).push }, path.join(folder, "pg.tar.gz")),
    ).rejects.toThrow(/pg_dump/);
    await expect(restoreBackup(postgres, archive)).rejects.toThrow(/pg_restore/);
  });
});
