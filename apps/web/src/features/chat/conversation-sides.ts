import type { TFunction } from "../../lib/translator";
import { OFFICE_PARTICIPANT_ID, type Conversation } from "@campus/shared";
import { personName } from "../../lib/person-name";

type Sides = Pick<Conversation, "office" | "other">;

/** Whether the viewer is the office's side of an office conversation (an administrator answering its inbox). */
export const speaksForOffice = (conversation: Sides) =>
  conversation.office && conversation.other.id !== OFFICE_PARTICIPANT_ID;

/** The other side's name: the university office in the reader's language, or the person's. */
export function otherName(t: TFunction, conversation: Sides): string {
  return conversation.other.id === OFFICE_PARTICIPANT_ID
    ? t("chat.officeName")
    : personName(t, conversation.other.name);
}

/**
 * Whether a message is on the viewer's side: their own, or, for an administrator in an office
 * conversation, any administrator's (they all answer for the office).
 */
export function onViewerSide(conversation: Sides, userId: string, senderId: string): boolean {
  return speaksForOffice(conversation) ? senderId !== conversation.other.id : senderId === userId;
}
