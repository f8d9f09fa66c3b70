import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { nginxBinary, systemdEnvironment } from "../test/deploy-tools";

/**
 * The files in deploy/ as an IT office installs them on Debian: the env file is read by a shell
 * (deploy/README.md's `set -a; . env`) and by systemd, and the nginx site passes `nginx -t` with
 * Debian's nginx (1.22 on Debian 12). `.ci/run` installs nginx, so CI always checks the site.
 */
const deploy = (name: string) => fileURLToPath(new URL(`../../../deploy/${name}`, import.meta.url));

const dir = mkdtempSync(path.join(tmpdir(), "campus-deploy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("deploy/env.example", () => {
  const text = readFileSync(deploy("env.example"), "utf8");

  it("is read the same by a shell, as deploy/README.md sources it, and by systemd", () => {
    const shell = spawnSync(
      "bash",
      [
        "--norc",
        "--noprofile",
        "-c",
        'set -a; . "$1"; set +a; node -e "process.stdout.write(JSON.stringify(process.env))"',
        "bash",
        deploy("env.example"),
      ],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    expect(shell.stderr).toBe("");
    expect(shell.status).toBe(0);
    const sourced = JSON.parse(shell.stdout) as Record<string, string>;
    const expected = systemdEnvironment(text);
    expect(Object.keys(expected).length).toBeGreaterThan(15);
    for (const [key, value] of Object.entries(expected)) expect({ key, value: sourced[key] }).toEqual({ key, value });
  });

  it("makes a production configuration once its CHANGE-ME secrets are filled in", () => {
    const settings = systemdEnvironment(text);
    const config = loadConfig({ ...settings, AUTH_SECRET: "a".repeat(64) });
    expect(config.mailFrom).toBe('"Campus Lost & Found" <no-reply@example.edu.my>');
    expect(config.universityName).toBe("Universiti Contoh");
    expect(config.trustProxy).toBe(1);
  });
});

describe.runIf(Boolean(nginxBinary))("deploy/nginx", () => {
  it("passes nginx -t as shipped, with the snippet beside it", () => {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=lostfound.example.edu.my", "-days", "1"].concat([
        "-keyout",
        key,
        "-out",
        cert,
      ]),
      { stdio: "ignore" },
    );
    expect(made.status).toBe(0);
    // Only where the site file points outside itself: the certificate, the snippet and the logs.
    const site = readFileSync(deploy("nginx/campus-lost-and-found.conf"), "utf8")
      .replace(/\/etc\/letsencrypt\/live\/[^;]*fullchain\.pem/, cert)
      .replace(/\/etc\/letsencrypt\/live\/[^;]*privkey\.pem/, key)
      .replace(
        "/etc/nginx/snippets/campus-lost-and-found-locations.conf",
        deploy("nginx/campus-lost-and-found-locations.conf"),
      )
      .replaceAll("/var/log/nginx/", `${dir}/`);
    writeFileSync(path.join(dir, "site.conf"), site);
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include ${dir}/site.conf;\n}\n`,
    );
    const checked = spawnSync(nginxBinary!, ["-t", "-c", path.join(dir, "nginx.conf"), "-p", dir], {
      encoding: "utf8",
    });
    expect(checked.stderr).toContain("test is successful");
    expect(checked.status).toBe(0);
  });
});
