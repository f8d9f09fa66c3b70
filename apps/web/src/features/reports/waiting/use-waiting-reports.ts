import { useEffect, useState } from "react";
import { onWaitingChange, waitingReportsOf, type WaitingReport } from "./store";

/**
 * The user's reports kept on this device (waiting, sent, refused), kept current as this tab or
 * another changes them. Empty where the browser keeps nothing (no IndexedDB).
 */
export function useWaitingReports(userId: string | undefined): WaitingReport[] {
  const [entries, setEntries] = useState<WaitingReport[]>([]);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const read = () =>
      void waitingReportsOf(userId).then(
        (found) => current && setEntries(found),
        () => undefined,
      );
    read();
    const stop = onWaitingChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return entries;
}
