// Bundles the server and its command-line tools into dist/ with esbuild. The workspace package
// @campus/shared is bundled from source; every other dependency stays in node_modules.
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => name !== "@campus/shared");

rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: new URL(".", import.meta.url).pathname,
  entryPoints: [
    "src/server.ts",
    "src/job-thread.ts",
    "src/cli/migrate.ts",
    "src/cli/seed.ts",
    "src/cli/roster-import.ts",
    "src/cli/admin-create.ts",
    "src/cli/admin-reset-second-factor.ts",
  ],
  outdir: "dist",
  outbase: "src",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
console.log("server built into apps/server/dist");
