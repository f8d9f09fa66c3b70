import { useSyncExternalStore } from "react";
import { isOffline, onConnectionChange } from "./online-status";

/** Whether the browser has no connection now, as React state that follows it. */
export function useOffline(): boolean {
  return useSyncExternalStore(onConnectionChange, isOffline, () => false);
}
