import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { TestProject } from "vitest/node";
import { serverBuildOptions } from "../build-options.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder holding this run's build of the server and its commands (test/built-server.ts). */
    serverBuild: string;
  }
}

/**
 * Bundles the server and its commands once for the run, as `npm run build` bundles them, into a
 * folder beside dist/ (the code finds its files relative to itself), removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverDir = fileURLToPath(new URL("..", import.meta.url));
  const folder = mkdtempSync(path.join(serverDir, ".test-build-"));
  await build(serverBuildOptions(path.basename(folder)));
  project.provide("serverBuild", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
