import { useSyncExternalStore } from "react";

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

/** Whether the browser has no connection now, as React state that follows it. */
export function useOffline(): boolean {
  return useSyncExternalStore(onConnectionChange, isOffline, () => false);
}
