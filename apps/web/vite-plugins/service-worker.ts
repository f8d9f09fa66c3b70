import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import type { Plugin } from "vite";
import { afterBuild } from "./after-build";

/** Where the worker is written: at the root, so its scope is the whole app (served with `no-cache`). */
export const SERVICE_WORKER_FILE = "sw.js";

/**
 * Files of the build the worker never stores: source maps (kept out of dist/ anyway, and never
 * to be served), the compressed copies (the browser asks for the file and the server picks the
 * copy), the worker itself, and anything under /api (the API's answers hold personal data; no
 * build file belongs there).
 */
const NEVER = [/\.map$/, /\.(br|gz)$/, new RegExp(`^/${SERVICE_WORKER_FILE.replace(".", "\\.")}$`), /^\/api\//, /\/\./];

/**
 * The paths the worker precaches: every file the build wrote to `outDir` (the shell
 * `/index.html`, the hashed scripts, styles and language catalogues, the manifests and icons),
 * but those in NEVER, sorted.
 */
export function precachePaths(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`)
    .filter((file) => !NEVER.some((rule) => rule.test(file)))
    .sort();
}

/** A release's version: changes whenever a precached file's name or content does. */
export function releaseVersion(outDir: string, paths: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of paths)
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(path.join(outDir, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

/**
 * Builds the service worker from `entry` (src/service-worker/sw.ts) into dist/sw.js once the
 * app's files are written, with the list of those files and the release's version written in.
 * Run after the source maps have left dist/ and before the compressed copies are made.
 */
export function serviceWorker(entry: string): Plugin {
  return afterBuild("service-worker", (outDir) => {
    const paths = precachePaths(outDir);
    if (!paths.includes("/index.html")) throw new Error("service-worker: the build wrote no index.html");
    const version = releaseVersion(outDir, paths);
    const built = buildSync({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: "iife",
      target: "es2022",
      minify: true,
      legalComments: "none",
      define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(paths) },
    });
    const [output] = built.outputFiles;
    if (!output) throw new Error("service-worker: esbuild wrote nothing");
    writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), output.contents);
  });
}
