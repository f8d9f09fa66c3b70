import type { FastifyBaseLogger } from "fastify";
import { outageCause } from "../db/unavailable";

/** Without a word for this long, an outage is taken as over (SQLite says no "back"). */
const QUIET_MS = 60_000;

/**
 * One warning when a dependency (the database, the event bus) goes away and one line when it is
 * back, however many connection errors, retries and refused requests happen in between.
 */
export function outageLog(log: Pick<FastifyBaseLogger, "warn" | "info">, what: string) {
  let since: number | null = null;
  let lastSeen = 0;
  return {
    down(error: unknown): void {
      const now = Date.now();
      if (since !== null && now - lastSeen > QUIET_MS) since = null;
      lastSeen = now;
      if (since !== null) return;
      since = now;
      log.warn({ cause: outageCause(error) }, `${what} unavailable: retrying`);
    },
    up(): void {
      if (since === null) return;
      log.info({ downForMs: Date.now() - since }, `${what} is back`);
      since = null;
    },
    get isDown(): boolean {
      return since !== null;
    },
  };
}
