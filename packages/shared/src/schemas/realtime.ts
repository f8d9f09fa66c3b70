import { z } from "zod";
import { CLAIM_STATUSES, CONVERSATION_STATES, ITEM_TYPES, REPORT_TYPES } from "../constants";
import { messageSchema } from "./chat";
import { matchNoticeSchema } from "./matching";

/** A new report, for admins' notice. */
export const newReportEventSchema = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullable(),
  /** With the brand and model, the toast names the item as the office's email does. */
  brand: z.string().nullable(),
  model: z.string().nullable(),
  byVisitor: z.boolean(),
});

/** What the server sends over `/api/realtime` (design §7). */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("match"), notice: matchNoticeSchema }),
  z.object({ type: z.literal("report:new"), report: newReportEventSchema }),
  /** A new chat message, to both participants' tabs (the sender's other tabs too). */
  z.object({ type: z.literal("message"), message: messageSchema }),
  /** Unread messages per conversation id (every conversation with any; absent means none). */
  z.object({ type: z.literal("unread"), counts: z.record(z.string(), z.number().int()) }),
  /** A conversation's state changed (resolved, reopened). */
  z.object({
    type: z.literal("conversation"),
    conversationId: z.string(),
    state: z.enum(CONVERSATION_STATES),
    expiresAt: z.string(),
  }),
  /** A claim on a found item was decided or its item handed over: to the claimant and the finder. */
  z.object({
    type: z.literal("claim"),
    claimId: z.string(),
    reportId: z.string(),
    status: z.enum(CLAIM_STATUSES),
  }),
  z.object({ type: z.literal("ready") }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What a client may send: acknowledging a notice, or a keep-alive. Anything else is ignored. */
export const realtimeClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ack"), noticeId: z.string().max(64) }),
  z.object({ type: z.literal("ping") }),
]);
export type RealtimeClientFrame = z.infer<typeof realtimeClientFrameSchema>;
