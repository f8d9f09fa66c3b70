import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Language, ReportDetails } from "@campus/shared";
import { reportKeys } from "../../../lib/query-keys";
import { onWaitingChange, waitingReportsOf } from "./store";

/** While something waits and the device says it is online, another try this often (a connection that came back unannounced). */
const RETRY_MS = 60_000;

/**
 * Sends a student's waiting reports whenever there may be a connection: when the signed-in
 * frame opens (the tab was closed while offline), when the browser says it is online again, when
 * the tab is shown again, and every minute while something waits. The sender (with the report
 * schemas) is loaded only when something waits. A report another tab sent refreshes this tab's
 * lists too.
 */
export function useSendWaitingReports(
  userId: string | null,
  language: Language,
  onSent: (report: ReportDetails) => void,
): void {
  const queryClient = useQueryClient();
  const latest = useRef({ language, onSent });
  useEffect(() => {
    latest.current = { language, onSent };
  });
  useEffect(() => {
    if (!userId) return;
    const send = async () => {
      if (navigator.onLine === false) return;
      const entries = await waitingReportsOf(userId);
      if (!entries.some((entry) => entry.state === "waiting")) return;
      const { sendWaitingReports } = await import("./send");
      await sendWaitingReports(
        userId,
        () => latest.current.language,
        (report) => latest.current.onSent(report),
      );
    };
    // A failure here (no IndexedDB, the sender's chunk unreachable) leaves the reports waiting for the next try.
    const trySend = () => void send().catch(() => undefined);
    const onVisible = () => {
      if (document.visibilityState === "visible") trySend();
    };
    // The reports already sent when this tab looked last: a new one (sent by any tab) refreshes the lists.
    let sent: Set<string> | null = null;
    const refreshWhenSent = () =>
      void waitingReportsOf(userId).then(
        (entries) => {
          const now = new Set(entries.filter((entry) => entry.state === "sent").map((entry) => entry.clientId));
          if (sent && [...now].some((clientId) => !sent!.has(clientId)))
            void queryClient.invalidateQueries({ queryKey: reportKeys.all });
          sent = now;
        },
        () => undefined,
      );
    refreshWhenSent();
    const stopWatching = onWaitingChange(refreshWhenSent);
    trySend();
    window.addEventListener("online", trySend);
    document.addEventListener("visibilitychange", onVisible);
    const timer = setInterval(trySend, RETRY_MS);
    return () => {
      window.removeEventListener("online", trySend);
      document.removeEventListener("visibilitychange", onVisible);
      clearInterval(timer);
      stopWatching();
    };
  }, [userId, queryClient]);
}
