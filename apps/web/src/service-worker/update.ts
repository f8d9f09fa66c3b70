import { SKIP_WAITING } from "./messages";

declare const self: ServiceWorkerGlobalScope;

/**
 * A new release's worker installs beside the running one and waits: the page shows "A new
 * version is ready" and takes it only when the user presses Reload, never under their feet.
 */
export function registerUpdate(): void {
  self.addEventListener("message", (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
  });
}
