import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { cookieFrom, turnOnSecondFactor } from "../../test/accounts";
import { builtServer } from "../../test/built-server";

// Each test starts one to four commands, built as they ship (test/built-server.ts).
vi.setConfig({ testTimeout: 120_000 });

const dataDir = mkdtempSync(path.join(tmpdir(), "campus-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs a command of src/cli (`./seed.ts`) or the server (`../server.ts`) from the built bundle. */
function runCommand(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const bundle = script.startsWith("../") ? script.replace("../", "") : `cli/${script.replace("./", "")}`;
  const result = spawnSync(process.execPath, [builtServer(bundle.replace(/\.ts$/, ".js")), ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    // A command that starts serving instead of answering is killed, and fails on its status.
    timeout: 30_000,
  });
  const clean = (text: string) => text.split("\n").filter((line) => line && !line.includes("nodedir"));
  return { status: result.status, stdout: clean(result.stdout), stderr: clean(result.stderr) };
}

describe("npm run roster:import", () => {
  it("imports a CSV, lists refused rows by line and exits 2 when some were refused", () => {
    const file = path.join(dataDir, "roster.csv");
    writeFileSync(file, "matrix,email,name\nC1000001,,One\nC1000002,bad,Two\nC1000003,c3@student.demo.edu.my,Three\n");
    const result = runCommand("./roster-import.ts", [file]);
    expect(result.stdout).toEqual(["line 3: Email: Invalid email", "Roster import: 2 added, 0 updated, 1 refused."]);
    expect(result.status).toBe(2);
  });

  it("says how to use it, and names a missing file", () => {
    expect(runCommand("./roster-import.ts").stderr).toEqual([
      expect.stringMatching(/^Usage: npm run roster:import -- FILE\.csv/),
    ]);
    const missing = runCommand("./roster-import.ts", ["/no/such.csv"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toEqual(["Cannot read /no/such.csv: ENOENT"]);
  });
});

describe("npm run seed", () => {
  it("refuses with NODE_ENV=production before touching any database", () => {
    const untouched = path.join(dataDir, "production-data");
    const result = runCommand("./seed.ts", [], {
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
      DATA_DIR: untouched,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toEqual([
      "Refusing to load demo data with NODE_ENV=production: demo accounts have published passwords.",
    ]);
    expect(existsSync(untouched)).toBe(false);
  });
});

describe("npm run admin:create", () => {
  it("creates an administrator from the environment who can then log in; refuses a second one with the same email", async () => {
    const env = { ADMIN_NAME: "Office Head", ADMIN_EMAIL: "head@demo.edu.my", ADMIN_PASSWORD: "office-pass-1" };
    const created = runCommand("./admin-create.ts", [], env);
    expect(created.stdout[0]).toBe("Administrator head@demo.edu.my created. They can log in at /login.");
    expect(created.stdout.join(" ")).toContain("turn on two-step sign-in");
    expect(created.stdout.join(" ")).toContain("npm run admin:reset-second-factor -- <email>");
    expect(created.status).toBe(0);

    const again = runCommand("./admin-create.ts", [], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toEqual(["head@demo.edu.my already has an account"]);

    const weak = runCommand("./admin-create.ts", [], {
      ...env,
      ADMIN_EMAIL: "other@demo.edu.my",
      ADMIN_PASSWORD: "eleven-char",
    });
    expect(weak.stderr).toEqual(["password: Administrators need a password of at least 12 characters"]);

    const app = await buildApp(loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, "none") }), {
      logger: false,
    });
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "http://127.0.0.1:3000" },
        payload: { email: "head@demo.edu.my", password: "office-pass-1" },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: "admin", twoFactorEnabled: false });
      const { cookie } = await turnOnSecondFactor(app, cookieFrom(login), "office-pass-1");
      expect(
        (await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().user
          .twoFactorEnabled,
      ).toBe(true);
    } finally {
      await app.close();
    }

    // Lost phone and recovery codes: the IT office turns it off; sessions end.
    const reset = runCommand("./admin-reset-second-factor.ts", ["head@demo.edu.my"]);
    expect(reset.status).toBe(0);
    expect(reset.stdout[0]).toBe(
      "Two-step sign-in is off for head@demo.edu.my and every session of the account has ended.",
    );
    expect(runCommand("./admin-reset-second-factor.ts", ["nobody@demo.edu.my"]).stderr).toEqual([
      "No user found with this email",
    ]);
    expect(runCommand("./admin-reset-second-factor.ts", []).status).toBe(1);
    const after = await buildApp(loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, "none") }), {
      logger: false,
    });
    try {
      const login = await after.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "http://127.0.0.1:3000" },
        payload: { email: "head@demo.edu.my", password: "office-pass-1" },
      });
      expect(login.json().user).toMatchObject({ role: "admin", twoFactorEnabled: false });
    } finally {
      await after.close();
    }
  });
});

describe("npm run backup and npm run restore", () => {
  it("back up the data folder into one archive and bring it back into another", () => {
    // The roster import above made this folder's database.
    const archive = path.join(dataDir, "nightly.tar.gz");
    const backup = runCommand("./backup.ts", [archive]);
    expect(backup.status).toBe(0);
    expect(backup.stdout[0]).toMatch(
      /^Backed up 0 reports, \d+ accounts and 0 uploaded files to .*nightly\.tar\.gz \(/,
    );
    const elsewhere = path.join(dataDir, "restored");
    const restore = runCommand("./restore.ts", [archive], { DATA_DIR: elsewhere });
    expect(restore.status).toBe(0);
    expect(restore.stdout[0]).toMatch(/^Restored 0 reports, \d+ accounts and 0 uploaded files from the backup of /);
    expect(existsSync(path.join(elsewhere, "campus.db"))).toBe(true);
    const again = runCommand("./restore.ts", [archive], { DATA_DIR: elsewhere });
    expect(again.status).toBe(1);
    expect(again.stderr[0]).toMatch(/already holds a database or uploads: stop the server and pass --force/);
    expect(runCommand("./restore.ts", [archive, "--force"], { DATA_DIR: elsewhere }).status).toBe(0);
  });
});

describe("every command's --help", () => {
  const commands = [
    ["./migrate.ts", "npm run migrate"],
    ["./seed.ts", "npm run seed"],
    ["./roster-import.ts", "npm run roster:import -- FILE.csv"],
    ["./admin-create.ts", "npm run admin:create"],
    ["./admin-reset-second-factor.ts", "npm run admin:reset-second-factor -- <email>"],
    ["./backup.ts", "npm run backup -- [FILE.tar.gz]"],
    ["./restore.ts", "npm run restore -- FILE.tar.gz [--force]"],
  ] as const;

  it.each(commands)("%s says what it does and does nothing else", (script, usage) => {
    const untouched = path.join(dataDir, `help-${path.basename(script, ".ts")}`);
    for (const flag of ["--help", "-h"]) {
      const result = runCommand(script, [flag], { DATA_DIR: untouched, ADMIN_EMAIL: "x@demo.edu.my" });
      expect(result.status).toBe(0);
      expect(result.stdout[0]).toBe(`Usage: ${usage}`);
      expect(result.stdout.length).toBeGreaterThan(1);
    }
    // No database was opened, so no data folder was made.
    expect(existsSync(untouched)).toBe(false);
  });

  it.each(commands)("%s refuses an option it does not know, before doing anything", (script, usage) => {
    const untouched = path.join(dataDir, `unknown-${path.basename(script, ".ts")}`);
    const result = runCommand(script, ["--yes"], { DATA_DIR: untouched });
    expect(result.status).toBe(1);
    expect(result.stderr).toEqual([`Unknown option --yes. Usage: ${usage} (--help says more)`]);
    expect(existsSync(untouched)).toBe(false);
  });

  it("npm start --help says what the server does and starts nothing", () => {
    const untouched = path.join(dataDir, "help-server");
    const result = runCommand("../server.ts", ["--help"], { DATA_DIR: untouched });
    expect(result.status).toBe(0);
    expect(result.stdout[0]).toBe("Usage: npm start   (node --max-semi-space-size=32 apps/server/dist/server.js)");
    expect(existsSync(untouched)).toBe(false);
  });

  it("admin:create without a terminal or the environment exits 1 and says what to set", () => {
    const result = runCommand("./admin-create.ts");
    expect(result.status).toBe(1);
    expect(result.stderr).toEqual([
      "No terminal to ask on: set ADMIN_EMAIL and ADMIN_PASSWORD (and ADMIN_NAME) to create an administrator from a script.",
    ]);
  });
});
