import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server's version, from apps/server/package.json: `src/` (tsx, tests) and `dist/` (the
 * bundle, its chunks included) both sit one level below it. "unknown" if it cannot be read.
 */
export function buildVersion(): string {
  try {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../package.json");
    const version = (JSON.parse(readFileSync(file, "utf8")) as { version?: unknown }).version;
    return typeof version === "string" ? version : "unknown";
  } catch {
    return "unknown";
  }
}
