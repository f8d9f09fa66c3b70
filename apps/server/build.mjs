// Bundles the server and its command-line tools into dist/ with esbuild (build-options.mjs says how).
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { serverBuildOptions } from "./build-options.mjs";

rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
await build(serverBuildOptions("dist"));
console.log("server built into apps/server/dist");
