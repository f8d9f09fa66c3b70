import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { afterBuild } from "./after-build";

/**
 * Moves the build's source maps out of the folder the server publishes, into `folder` beside
 * it (apps/web/source-maps), so the app's sources are not served to everyone but are still
 * there to read an error report with. Use with `build.sourcemap: "hidden"` (no link in the files).
 */
export function privateSourceMaps(folder: string): Plugin {
  return afterBuild("private-source-maps", (outDir, root) => {
    const target = path.resolve(root, folder);
    rmSync(target, { recursive: true, force: true });
    for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".map")) continue;
      const from = path.join(entry.parentPath, entry.name);
      const to = path.join(target, path.relative(outDir, from));
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
    }
  });
}
