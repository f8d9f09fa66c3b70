import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * The secret that signs session cookies: AUTH_SECRET, or (outside production, where the
 * configuration requires AUTH_SECRET) one generated once into DATA_DIR/auth-secret.
 */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = authSecretFileIn(config.dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}

/** The generated secret's file in a data folder (used only when AUTH_SECRET is not set). */
export function authSecretFileIn(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}
