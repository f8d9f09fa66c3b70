import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { getHref, type MatchNotice } from "@campus/shared";
import { realtime } from "../../../lib/realtime";
import { toast } from "../../../lib/toast";
import { ackMatchNotice } from "../api/ack-match-notice";
import { matchKeys, reportKeys } from "../../../lib/query-keys";

/** How long after its toast a notice is acknowledged (design §7: about 1 s). */
export const MATCH_ACK_DELAY_MS = 1000;
const MATCH_TOAST_MS = 4000;

/** Notices this tab has shown: one that comes again (a reconnect before its ack) is not shown twice. */
const shownNotices = new Set<string>();

/** Forgets which notices this tab showed (each test starts as a fresh tab). */
export function forgetShownNotices(): void {
  shownNotices.clear();
}

/**
 * While `active`, tells the student of each potential-match notice from the realtime channel
 * (live, or stored while they were away): a toast that can open the lost report, the report's
 * matches refreshed, and the notice acknowledged about a second later so it is not sent again.
 */
export function useMatchNotices(active: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onNotice = useEffectEvent((notice: MatchNotice) => {
    void queryClient.invalidateQueries({ queryKey: matchKeys.forReport(notice.lostReportId) });
    void queryClient.invalidateQueries({ queryKey: reportKeys.myOpenReports });
    if (shownNotices.has(notice.id)) return;
    shownNotices.add(notice.id);
    toast.success(t("matches.newNotice"), {
      durationMs: MATCH_TOAST_MS,
      action: {
        label: t("notifications.open"),
        onAction: () => void navigate(getHref("reportLostDetails", { id: notice.lostReportId })),
      },
    });
  });

  useEffect(() => {
    if (!active) return;
    const pendingAcks = new Map<string, ReturnType<typeof setTimeout>>();
    const acknowledge = (noticeId: string) => {
      pendingAcks.delete(noticeId);
      if (!realtime.send({ type: "ack", noticeId })) ackMatchNotice(noticeId).catch(() => undefined);
    };
    const unsubscribe = realtime.subscribe("match", ({ notice }) => {
      onNotice(notice);
      if (!pendingAcks.has(notice.id))
        pendingAcks.set(
          notice.id,
          setTimeout(() => acknowledge(notice.id), MATCH_ACK_DELAY_MS),
        );
    });
    return () => {
      unsubscribe();
      for (const timer of pendingAcks.values()) clearTimeout(timer);
    };
  }, [active]);
}
