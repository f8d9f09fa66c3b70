import { useNavigate } from "react-router";
import { getHref, paths, type Conversation } from "@campus/shared";
import type { StartConversation } from "./api/start-conversation";

/**
 * The chat screen's history state for a conversation not started yet: `/dashboard/chat` shows
 * the draft (the composer) instead of the list, and the first message creates the conversation.
 */
interface DraftState {
  draft: StartConversation;
}

/** The draft a location's state holds, or null (anything else there is ignored). */
export function draftOf(state: unknown): StartConversation | null {
  const draft = (state as Partial<DraftState> | null)?.draft as Record<string, unknown> | undefined;
  if (!draft || typeof draft !== "object") return null;
  if (draft.office === true) return { office: true };
  if (typeof draft.reportId === "string" && draft.reportId) return { reportId: draft.reportId };
  if (typeof draft.email === "string" && draft.email) return { email: draft.email };
  return null;
}

/**
 * What a start answered, opened: the existing conversation, or the draft until the first
 * message (`replace`: the screen that asked is left out of the history).
 */
export function useOpenStarted() {
  const navigate = useNavigate();
  return (to: StartConversation, conversation: Conversation | null, options: { replace?: boolean } = {}) =>
    void (conversation
      ? navigate(getHref("chatConversation", { id: conversation.id }), options)
      : navigate(paths.chat, { ...options, state: { draft: to } satisfies DraftState }));
}
