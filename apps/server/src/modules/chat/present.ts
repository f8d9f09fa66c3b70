import { OFFICE_PARTICIPANT_ID, type ChatMessage, type Conversation } from "@campus/shared";
import { toIso } from "../../db/dialect";
import type { ConversationRow } from "./repository";

/**
 * A message as `viewerId` sees it. In an office conversation its student sees every
 * administrator's message as the office's (OFFICE_PARTICIPANT_ID), never which administrator
 * wrote it; administrators see each other's ids.
 */
export function presentMessage(
  row: {
    id: string;
    conversation_id: string;
    sender_id: string;
    body: string;
    client_id: string | null;
    created_at: Date | string;
  },
  conversation: { office: boolean | number; user_a: string },
  viewerId: string,
): ChatMessage {
  const officeSide = Boolean(conversation.office) && row.sender_id !== conversation.user_a;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: officeSide && viewerId === conversation.user_a ? OFFICE_PARTICIPANT_ID : row.sender_id,
    body: row.body,
    createdAt: toIso(row.created_at),
    clientId: row.client_id,
  };
}

/**
 * A conversation as one of its participants sees it: the other person by name and photo only
 * (one started with an email too: the student knows whom they wrote to). An office
 * conversation shows its student the office (never which administrator answered), and an
 * administrator the student, with every administrator's message as the office's own.
 */
export function presentConversation(
  row: ConversationRow,
  viewerId: string,
  extra: {
    lastMessage: { sender_id: string; body: string; created_at: Date | string } | null;
    unread: number;
    now: number;
    /** The owner's own pending lost reports the handover may solve too (one conversation's answer, to its owner). */
    handoverChoices?: NonNullable<Conversation["handover"]>["choices"];
  },
): Conversation {
  const office = Boolean(row.office);
  const viewerIsA = row.user_a === viewerId;
  const other = viewerIsA
    ? { id: row.user_b, name: row.b_name, image: row.b_image }
    : { id: row.user_a, name: row.a_name, image: row.a_image };
  // Whose side the viewer is on: an administrator in an office conversation speaks for the office.
  const mine = (senderId: string) => (office && !viewerIsA ? senderId !== row.user_a : senderId === viewerId);
  return {
    id: row.id,
    other: office && viewerIsA ? { id: OFFICE_PARTICIPANT_ID, name: "", image: null } : other,
    office,
    handover:
      row.report_id && !office
        ? {
            mine: Boolean(viewerIsA ? row.handover_a_at : row.handover_b_at),
            theirs: Boolean(viewerIsA ? row.handover_b_at : row.handover_a_at),
            lostReport:
              row.handover_report_id && row.handover_report_item_type && row.handover_report_status
                ? {
                    id: row.handover_report_id,
                    itemType: row.handover_report_item_type,
                    itemTypeOther: row.handover_report_item_type_other,
                    brand: row.handover_report_brand,
                    model: row.handover_report_model,
                    eventDate: row.handover_report_event_date ?? "",
                    status: row.handover_report_status,
                  }
                : null,
            choices: extra.handoverChoices ?? [],
          }
        : null,
    resolution: {
      mine: Boolean(viewerIsA ? row.resolve_a_at : row.resolve_b_at),
      theirs: Boolean(viewerIsA ? row.resolve_b_at : row.resolve_a_at),
    },
    report:
      row.report_id && row.report_type && row.report_item_type && row.report_status
        ? {
            id: row.report_id,
            type: row.report_type,
            itemType: row.report_item_type,
            itemTypeOther: row.report_item_type_other,
            brand: row.report_brand,
            model: row.report_model,
            status: row.report_status,
            mine: row.report_reporter_id === viewerId,
          }
        : null,
    lastMessage: extra.lastMessage
      ? {
          body: extra.lastMessage.body,
          createdAt: toIso(extra.lastMessage.created_at),
          mine: mine(extra.lastMessage.sender_id),
        }
      : null,
    lastMessageAt: toIso(row.last_message_at),
    unread: extra.unread,
    state: row.state,
    expiresAt: toIso(row.expires_at),
    expired: row.state === "open" && new Date(row.expires_at).getTime() <= extra.now,
  };
}
