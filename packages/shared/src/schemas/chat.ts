import { z } from "zod";
import { CONVERSATION_STATES, ITEM_TYPES, LIMITS, REPORT_TYPES } from "../constants";

// Messages are catalogue keys (chat.errors.*): the server translates them into the caller's
// language and the forms show them with t().

/**
 * True for an address of the university: the student domain (STUDENT_EMAIL_DOMAIN) or the
 * university's own domain above it (staff: student.demo.edu.my → demo.edu.my), and their subdomains.
 */
export function isUniversityEmail(address: string, studentEmailDomain: string): boolean {
  const host = address.trim().toLowerCase().split("@")[1] ?? "";
  const student = studentEmailDomain.toLowerCase();
  const labels = student.split(".");
  const university = labels.length > 2 ? labels.slice(1).join(".") : student;
  return [student, university].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** A university address to chat with (lower-cased). */
const universityEmail = (studentEmailDomain: string) =>
  z
    .email("chat.errors.notUniversityEmail")
    .refine((value) => isUniversityEmail(value, studentEmailDomain), "chat.errors.notUniversityEmail");

/** `GET /api/conversations/recipient`: is there someone to chat with at this address? Asked before the consent dialog. */
export function chatRecipientQuerySchema(studentEmailDomain: string) {
  return z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "chat.errors.emailRequired")
      .max(254, "chat.errors.notUniversityEmail")
      .pipe(universityEmail(studentEmailDomain)),
  });
}

/**
 * The other side of an office conversation as its student sees it: the university office, whose
 * administrators all read and answer it (the client shows the office's name in its language).
 */
export const OFFICE_PARTICIPANT_ID = "office";

/** `GET /api/conversations/recipient`'s answer: `office` when the address is the office's (an administrator's). */
export const chatRecipientSchema = z.object({ ok: z.literal(true), office: z.boolean() });

/**
 * `POST /api/conversations`: about a report (its reporter is the other person), with the person
 * of a university email, or with the university office (`office: true`). Consent (claim only
 * your own item) must be given to contact a person; writing to the office needs none.
 * A report or an email of an administrator leads to the office too.
 */
export function startConversationSchema(studentEmailDomain: string) {
  return z
    .object({
      office: z.literal(true).optional(),
      reportId: z.string().trim().min(1).max(64).optional(),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(254, "chat.errors.notUniversityEmail")
        .optional()
        .transform((value) => value || undefined)
        .pipe(universityEmail(studentEmailDomain).optional()),
      consent: z.boolean().optional(),
      /**
       * The first message: a new conversation is created only together with it (without it the
       * answer is null and nothing is stored); an existing one gets it as its next message.
       */
      message: sendMessageSchema.optional(),
    })
    .refine((value) => value.office || value.reportId !== undefined || value.email !== undefined, {
      message: "chat.errors.emailRequired",
      path: ["email"],
    })
    .refine((value) => value.office || value.consent === true, {
      message: "chat.errors.consentRequired",
      path: ["consent"],
    });
}

/** A message to send: text only, trimmed, 1 to 2,000 characters; `clientId` makes a retry safe. */
export const sendMessageSchema = z.object({
  body: z.string().trim().min(1, "chat.errors.emptyMessage").max(LIMITS.chatMessageMax, "chat.errors.messageTooLong"),
  clientId: z.uuid().optional(),
});

/**
 * The answer to "has the case been resolved?": `resolved: true` is this side's word (the
 * conversation closes once the other side says so too, or at once when it expired); `false`
 * keeps it open (taking back either side's word) or reopens a resolved one, either side may. With `handedOver`, the answerer also says the
 * item was handed over (as POST .../handover does).
 */
/**
 * With a handover, the owner of a found item may name their own pending lost report of it: it is
 * marked solved with the found report once both sides confirmed (null: none of theirs). Only the
 * owner (the one who did not report the found item) may name one.
 */
const handoverLostReport = z.string().trim().min(1).max(64).nullable().optional();

export const resolutionSchema = z.object({
  resolved: z.boolean(),
  handedOver: z.literal(true).optional(),
  lostReportId: handoverLostReport,
});

/** `POST /api/conversations/:id/handover`: one side says the item of the conversation's report was handed over (or takes it back). */
export const handoverSchema = z.object({ handedOver: z.boolean(), lostReportId: handoverLostReport });

/** A lost report as a handover names it. */
const handoverReportSchema = z.object({
  id: z.string(),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  /** The day the item was lost (YYYY-MM-DD). */
  eventDate: z.string(),
  status: z.enum(["pending", "solved"]),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

/** `POST /api/conversations/:id/messages`'s answer: the stored message (the same one again when its clientId is sent again). */
export const sentMessageResponseSchema = z.object({ message: messageSchema });

/** One page of a conversation's history, newest first; `before` asks for the page after it. */
export const messagePageQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const messagePageSchema = z.object({ messages: z.array(messageSchema), nextBefore: z.string().nullable() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  /** The other participant: name and photo only (never their email or phone). */
  other: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  /**
   * A conversation with the university office: to its student the other side is the office
   * (`other.id` is OFFICE_PARTICIPANT_ID); to an administrator it is the student, and every
   * administrator's message is the office's.
   */
  office: z.boolean(),
  /**
   * About a report, between two people: whether each side said the item was handed over. The
   * report is marked solved once both have. Null for a conversation without a report or with the office.
   */
  handover: z
    .object({
      mine: z.boolean(),
      theirs: z.boolean(),
      /** About a found item: the owner's own lost report solved with it once both confirmed (the owner's choice), or null. */
      lostReport: handoverReportSchema.nullable(),
      /**
       * To the owner of a found item (the one who did not report it): their own pending lost
       * reports the handover may solve too, those the matcher paired with the item first. Empty
       * for the finder, in lists, and once the handover is done.
       */
      choices: z.array(handoverReportSchema.extend({ paired: z.boolean() })),
    })
    .nullable(),
  /**
   * Whether each side said the case is resolved (in an office conversation the office is one
   * side, whichever administrator said it). It closes (state "resolved") once both have, or on
   * one side's word once it expired; opening it again clears both.
   */
  resolution: z.object({ mine: z.boolean(), theirs: z.boolean() }),
  report: z
    .object({
      id: z.string(),
      type: z.enum(REPORT_TYPES),
      itemType: z.enum(ITEM_TYPES),
      itemTypeOther: z.string().nullable(),
      brand: z.string().nullable(),
      model: z.string().nullable(),
      status: z.enum(["pending", "solved"]),
      /** Whether the viewer reported it (and so may mark it solved when resolving). */
      mine: z.boolean(),
    })
    .nullable(),
  lastMessage: z.object({ body: z.string(), createdAt: z.string(), mine: z.boolean() }).nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  state: z.enum(CONVERSATION_STATES),
  expiresAt: z.string(),
  /** Open but past its expiry: sending is refused until someone answers the resolution question. */
  expired: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });
export const conversationResponseSchema = z.object({
  conversation: conversationSchema,
  message: z.string().optional(),
});
/**
 * `POST /api/conversations`'s answer: the conversation (201 when this request created it with
 * its first message, 200 when it existed), or null (200) when none exists yet and no first
 * message came: the start is allowed, the client shows a draft until the first message.
 */
export const startConversationResponseSchema = z.object({ conversation: conversationSchema.nullable() });
export const unreadCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>["counts"];

/** `POST /api/notify/message`: tell the recipient of a message (once per message). */
export const notifyMessageSchema = z.object({ message_id: z.string().min(1).max(64) });
