import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnavailable } from "../db/unavailable";

/** How often a server prunes the tables that would otherwise grow forever. */
export const HOUSEKEEPING_MS = 60 * 60 * 1000;

/**
 * One table's pruning: its name for the log line, and the work (answers how many rows went).
 * `done` words the log line for a task that does something else than remove rows.
 */
export interface PruneTask {
  table: string;
  prune: () => Promise<number>;
  done?: string;
}

/**
 * Runs every task once an hour (and once a minute after start), each on its own so that one
 * failing does not stop the others. Deleting by age is the same work on every instance, so
 * several instances running it at once do no harm. Returns the function that stops it.
 */
export function startHousekeeping(tasks: PruneTask[], log: Pick<FastifyBaseLogger, "warn" | "info">): () => void {
  const run = () => {
    for (const task of tasks) {
      task.prune().then(
        (removed) => {
          if (removed > 0)
            log.info({ table: task.table, removed }, task.done ?? "removed rows past their keeping time");
        },
        (error: unknown) => {
          if (!isDatabaseUnavailable(error)) log.warn({ err: error, table: task.table }, "could not prune");
        },
      );
    }
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUSEKEEPING_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
