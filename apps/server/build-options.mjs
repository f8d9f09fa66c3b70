// How the server and its command-line tools are bundled with esbuild: by build.mjs into dist/, and
// by the tests that start them as processes (test/built-server.ts), so those run what ships.
// The workspace package @campus/shared is bundled from source, and so are zod (with its type
// provider) and kysely: pure ES modules of many small files (zod about 100, kysely about 280),
// which load much faster as part of the bundle than file by file from node_modules (about a fifth
// of the start-up), and of which only the parts used are kept (not zod's 40 locales). Every other
// dependency stays in node_modules: native modules, packages that read their own files, and those
// loaded only when needed (docs/decisions.md, "Start-up and the request path").
import { readFileSync } from "node:fs";

const bundled = new Set(["@campus/shared", "zod", "fastify-type-provider-zod", "kysely"]);
const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter((name) => !bundled.has(name));

/**
 * esbuild's options for a build into `outdir` (relative to apps/server). The code finds the web
 * build and its own files relative to itself, so `outdir` sits beside src/ and dist/.
 * @param {string} outdir
 * @returns {import("esbuild").BuildOptions}
 */
export function serverBuildOptions(outdir) {
  return {
    absWorkingDir: new URL(".", import.meta.url).pathname,
    entryPoints: [
      "src/server.ts",
      "src/job-thread.ts",
      "src/cli/migrate.ts",
      "src/cli/seed.ts",
      "src/cli/roster-import.ts",
      "src/cli/admin-create.ts",
      "src/cli/admin-reset-second-factor.ts",
      "src/cli/backup.ts",
      "src/cli/restore.ts",
    ],
    outdir,
    outbase: "src",
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    external,
    // The one CommonJS module bundled (@fastify/error, the type provider's) requires Node's own
    // modules: give the bundle's modules a require to do it with.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    logLevel: "warning",
  };
}
