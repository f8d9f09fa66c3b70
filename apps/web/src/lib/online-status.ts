// No React here: the entry (api-client.ts) reads it before React has arrived; the hook is use-offline.ts.
/** True when the browser says it has no network connection now. */
export const isOffline = (): boolean => typeof navigator !== "undefined" && !navigator.onLine;

/** Calls `listener` whenever the browser goes offline or back online; returns the unsubscribe. */
export function onConnectionChange(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}
