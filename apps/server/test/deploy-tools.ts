import { spawnSync } from "node:child_process";

/** Debian's nginx, when this machine has it (`.ci/run` installs it; CI=true fails without it). */
export const nginxBinary = ["/usr/sbin/nginx", "nginx"].find(
  (candidate) => spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0,
);
if (!nginxBinary && process.env.CI) throw new Error("nginx is not installed: .ci/run installs Debian's nginx");

/** An env file's settings as systemd's EnvironmentFile reads them: KEY=VALUE, one pair of outer quotes removed. */
export function systemdEnvironment(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const value = match[2]!;
    settings[match[1]!] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return settings;
}
