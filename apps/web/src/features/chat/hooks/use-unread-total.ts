import { useLocation } from "react-router";
import { useUnreadCounts } from "../api/get-unread-counts";
import { isChatScreen } from "../chat-screens";

/**
 * The sidebar badge's number: unread messages in all conversations, from the server on load and
 * the realtime `unread` events after. Zero on the chat screens, which reset the counts.
 */
export function useUnreadTotal(enabled: boolean): number {
  const { pathname } = useLocation();
  const counts = useUnreadCounts(enabled);
  if (!enabled || isChatScreen(pathname) || !counts.data) return 0;
  return Object.values(counts.data).reduce((sum, count) => sum + Math.max(0, count), 0);
}
