import { matchPath } from "react-router";
import { paths } from "@campus/shared";

/** True on `/dashboard/chat` and `/dashboard/chat/:id`: there the unread counts are reset and no toast is shown. */
export function isChatScreen(pathname: string): boolean {
  return matchPath(paths.chat, pathname) !== null || matchPath(paths.chatConversation, pathname) !== null;
}
