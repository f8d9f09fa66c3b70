import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { cleanStaleUploads } from "./service";
import type { Ctx } from "../../core/context";

/** How often a server looks for uploads that were never used. */
export const UPLOAD_SWEEP_MS = 10 * 60 * 1000;

/**
 * Cleans uploads never published, every 10 minutes (and once soon after start), so files PUT
 * and abandoned do not fill the disk or the bucket. Returns the function that stops it.
 */
export function startUploadSweeper(
  ctx: Ctx<"database" | "storage" | "clock">,
  log: Pick<FastifyBaseLogger, "warn" | "info">,
): () => void {
  const sweep = () => {
    cleanStaleUploads(ctx).then(
      (removed) => {
        if (removed > 0) log.info({ removed }, "removed uploads never used");
      },
      (error: unknown) => {
        if (!isDatabaseUnavailable(error)) log.warn({ err: error }, "could not clean unused uploads");
      },
    );
  };
  const first = setTimeout(sweep, 30_000);
  const every = setInterval(sweep, UPLOAD_SWEEP_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
