import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { afterBuild } from "./after-build";

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the
 * build, each only when it is smaller than the file, so the server sends them as they are
 * instead of compressing every response again (and less well: it must be quick).
 */
export function precompress(): Plugin {
  return afterBuild("precompress", (outDir) => {
    for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (statSync(file).size < MIN_BYTES) continue;
      const content = readFileSync(file);
      const brotli = brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
      const gzip = gzipSync(content, { level: 9 });
      if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    }
  });
}
