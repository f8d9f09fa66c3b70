/**
 * What the page may tell the worker: its Reload button asks a new release's worker, installed
 * and waiting, to take over now. Read by the worker (update.ts) and sent by the page
 * (lib/app-update.ts).
 */
export const SKIP_WAITING = "skip-waiting";
