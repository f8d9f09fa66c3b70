import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { getHref, type MatchNotice } from "@campus/shared";
import { realtime } from "../../../lib/realtime";
import { toast } from "../../../lib/toast";
import { ackMatchNotice } from "../api/ack-match-notice";
import { matchKeys, reportKeys } from "../../../lib/query-keys";
import { MATCHES_ANCHOR } from "../matches-anchor";

/** How long after its toast a notice is acknowledged (design §7: about 1 s). */
export const MATCH_ACK_DELAY_MS = 1000;
const MATCH_TOAST_MS = 4000;

/** Notices this tab has shown: one that comes again (a reconnect before its ack) is not shown twice. */
const shownNotices = new Set<string>();
/**
 * When this tab last showed a toast for a lost report's shortlist (or for the office's notice of
 * it), by lost report: the notices of one matching run come back to back, one per found item,
 * and make one toast while it is on screen.
 */
const toastedAt = new Map<string, number>();

/** Forgets which notices this tab showed (each test starts as a fresh tab). */
export function forgetShownNotices(): void {
  shownNotices.clear();
  toastedAt.clear();
}

/** Whether a toast about this notice's lost report (of the same sender) is still on screen: then it says it already. */
function coveredByToast(notice: MatchNotice, now: number): boolean {
  const key = `${notice.lostReportId}:${notice.fromOffice ? "office" : "shortlist"}`;
  const last = toastedAt.get(key);
  if (last !== undefined && now - last < MATCH_TOAST_MS) return true;
  toastedAt.set(key, now);
  return false;
}

/**
 * While `active`, tells the student of the potential-match notices from the realtime channel
 * (live, or stored while they were away): one toast per lost report for the found items of one
 * matching run ("These found items may be yours"; the office's own notice says to bring the
 * student card), which can open the lost report; the report's matches and the notices
 * refreshed; and each notice acknowledged about a second later so it is not sent again. A
 * notice whose shortlist closed meanwhile (the report solved, the item dismissed) is only
 * acknowledged.
 */
export function useMatchNotices(active: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onNotice = useEffectEvent((notice: MatchNotice) => {
    void queryClient.invalidateQueries({ queryKey: matchKeys.forReport(notice.lostReportId) });
    void queryClient.invalidateQueries({ queryKey: reportKeys.myOpenReports });
    void queryClient.invalidateQueries({ queryKey: matchKeys.notices });
    if (shownNotices.has(notice.id) || !notice.open) return;
    shownNotices.add(notice.id);
    if (coveredByToast(notice, Date.now())) return;
    toast.success(t(notice.fromOffice ? "matches.officeNotice" : "matches.mayBeYours"), {
      durationMs: MATCH_TOAST_MS,
      action: {
        label: t("notifications.open"),
        onAction: () => void navigate(`${getHref("reportLostDetails", { id: notice.lostReportId })}#${MATCHES_ANCHOR}`),
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
