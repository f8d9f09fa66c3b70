import path from "node:path";
import type { Plugin, ResolvedConfig } from "vite";

/** A build-only plugin that works on the written output once the bundle is closed: `run(outDir, root)`. */
export function afterBuild(name: string, run: (outDir: string, root: string) => void): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      run(path.resolve(config.root, config.build.outDir), config.root);
    },
  };
}
