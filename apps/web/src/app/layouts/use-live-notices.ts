import { useEffect } from "react";
import type { SessionUser } from "@campus/shared";
import { useClaimNotices } from "../../features/claims/hooks/use-claim-notices";
import { useChatNotices } from "../../features/chat/hooks/use-chat-notices";
import { useMatchNotices } from "../../features/matching/hooks/use-match-notices";
import { useNewReportNotices } from "../../features/notifications/hooks/use-new-report-notices";
import { usePing } from "../../features/system/api/ping";
import { realtime } from "../../lib/realtime";

/** The realtime channel opens this long after the dashboard loads (design §7). */
export const REALTIME_START_DELAY_MS = 1000;

/**
 * The dashboard's live side: pings the server once on load, opens the tab's realtime channel a
 * second later and closes it when the user leaves (logout, unmount), and turns its events into
 * notices: potential matches for everyone, chat messages and unread counts (a student's
 * conversations, an administrator's office inbox), new reports for admins, claims decided
 * or handed over for their claimant and the item's finder.
 */
export function useLiveNotices(user: SessionUser | null | undefined): void {
  const userId = user?.id ?? null;
  usePing(userId !== null);
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => realtime.start(), REALTIME_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      realtime.stop();
    };
  }, [userId]);
  useMatchNotices(userId !== null);
  useChatNotices(userId);
  useNewReportNotices(user?.role === "admin");
  useClaimNotices(userId !== null);
}
