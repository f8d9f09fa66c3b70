import type { BuildOptions } from "esbuild";

/** esbuild's options for a build of the server and its commands into `outdir` (build-options.mjs). */
export function serverBuildOptions(outdir: string): BuildOptions;
