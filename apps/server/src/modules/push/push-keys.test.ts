import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { createTestDatabase } from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { generateVapidKeys, vapidKeysFileIn } from "../../infra/vapid-keys";

const folder = mkdtempSync(path.join(tmpdir(), "campus-vapid-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The server on a data folder of its own (and a database of its own), as `npm start` builds it. */
async function startOn(dataDir: string, env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, runWorker: false });
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The key a signed-in student is given. */
async function publicKeyOf(app: Awaited<ReturnType<typeof startOn>>["app"], matrixNo: string): Promise<string> {
  await addToRoster(app, [{ matrixNo }]);
  const cookie = await signUpAndLogIn(app, { matrixNo, email: `${matrixNo.toLowerCase()}@student.demo.edu.my` });
  const key = await app.inject({ method: "GET", url: "/api/push/key", headers: { cookie, origin: ORIGIN } });
  expect(key.statusCode).toBe(200);
  return key.json().publicKey;
}

describe("the server's VAPID key pair", () => {
  it("is made at the first start into DATA_DIR (mode 600) and read from there ever after", async () => {
    const first = mkdtempSync(path.join(folder, "data-"));
    const server = await startOn(first);
    const file = vapidKeysFileIn(first);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    const key = await publicKeyOf(server.app, "A22CS0950");
    expect(JSON.parse(readFileSync(file, "utf8")).publicKey).toBe(key);
    await server.close();

    // Started again on a data folder holding that file (restored, or the same disk): the same pair.
    const again = mkdtempSync(path.join(folder, "data-"));
    copyFileSync(file, vapidKeysFileIn(again));
    const restarted = await startOn(again);
    expect(await publicKeyOf(restarted.app, "A22CS0951")).toBe(key);
    await restarted.close();

    // A data folder of its own makes a pair of its own.
    const other = await startOn(mkdtempSync(path.join(folder, "data-")));
    expect(await publicKeyOf(other.app, "A22CS0952")).not.toBe(key);
    await other.close();
  });

  it("comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set, so that instances share it; no file is made", async () => {
    const shared = generateVapidKeys();
    const dataDir = mkdtempSync(path.join(folder, "data-"));
    const server = await startOn(dataDir, { VAPID_PUBLIC_KEY: shared.publicKey, VAPID_PRIVATE_KEY: shared.privateKey });
    expect(await publicKeyOf(server.app, "A22CS0953")).toBe(shared.publicKey);
    expect(existsSync(vapidKeysFileIn(dataDir))).toBe(false);
    await server.close();
  });

  it("stops the start with one line when the file in DATA_DIR is not a pair", async () => {
    const dataDir = mkdtempSync(path.join(folder, "data-"));
    writeFileSync(vapidKeysFileIn(dataDir), "{}\n");
    await expect(startOn(dataDir)).rejects.toThrow(
      /vapid-keys\.json does not hold a VAPID key pair: restore it from a backup, or remove it to have a new pair made/,
    );
  });
});
