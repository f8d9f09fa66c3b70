import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  chatRecipientQuerySchema,
  chatRecipientSchema,
  conversationListSchema,
  conversationResponseSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  notifyMessageSchema,
  notifyResultSchema,
  handoverSchema,
  resolutionSchema,
  sendMessageSchema,
  startConversationSchema,
  startConversationResponseSchema,
  unreadCountsSchema,
} from "@campus/shared";
import { t } from "../../http/language";
import { enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { requireUser, signedIn } from "../../http/access";
import {
  askToNotifyMessage,
  checkRecipient,
  conversationMessages,
  answerHandover,
  getConversation,
  listConversations,
  readAllConversations,
  readConversation,
  resolveConversation,
  sendMessage,
  startConversation,
  unreadFor,
} from "./service";

export const chatLimits = {
  messagesPerUser: { name: "chat-message:user", max: 120, windowMs: 60_000, messageKey: "chat.errors.tooManyMessages" },
  startsPerUser: { name: "chat-start:user", max: 30, windowMs: 3_600_000, messageKey: "chat.errors.tooManyMessages" },
  // Telling whether an address has an account: bounded, as starting a conversation is.
  recipientChecksPerUser: {
    name: "chat-recipient:user",
    max: 60,
    windowMs: 3_600_000,
    messageKey: "chat.errors.tooManyMessages",
  },
} satisfies Record<string, RateLimitRule>;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const idParams = z.object({ id: z.string().min(1).max(64) });

/** `/api/conversations/*` and `POST /api/notify/message`: chat between two people. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  const guarded = { preValidation: signedIn };
  const tags = ["chat"];

  app.get(
    "/conversations",
    {
      ...guarded,
      schema: {
        tags,
        summary: "My conversations, most recently active first, with last message and unread count",
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => ({ conversations: await listConversations(app.context, await requireUser(request)) }),
  );

  app.get(
    "/conversations/recipient",
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Whether a university email has someone to chat with (asked before the consent dialog); office: the address is the office's, so the conversation goes to its inbox",
        querystring: chatRecipientQuerySchema(config.studentEmailDomain),
        response: { 200: chatRecipientSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, chatLimits.recipientChecksPerUser, user.id);
      const { office } = await checkRecipient(app.context, user, request.query.email);
      return { ok: true as const, office };
    },
  );

  app.post(
    "/conversations",
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Start (or reopen) a conversation about a report, with a university email (consent required) or with the office's inbox (office: true); an administrator's report or email leads to the office too. A new conversation is created only with its first message (message; 201); without one the answer is the existing conversation or null (nothing stored)",
        body: startConversationSchema(config.studentEmailDomain),
        response: { 200: startConversationResponseSchema, 201: startConversationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, chatLimits.startsPerUser, user.id);
      if (request.body.message) await enforceRateLimit(app.context.database.db, chatLimits.messagesPerUser, user.id);
      const { conversation, created } = await startConversation(app.context, user, request.body);
      if (request.body.message) app.context.outbox.wake();
      return reply.status(created ? 201 : 200).send({ conversation });
    },
  );

  app.get(
    "/conversations/unread",
    {
      ...guarded,
      schema: {
        tags,
        summary: "My unread messages per conversation",
        response: { 200: unreadCountsSchema, ...errors },
      },
    },
    async (request) => ({ counts: await unreadFor(app.context, await requireUser(request)) }),
  );

  app.post(
    "/conversations/read-all",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Reset every unread count (entering the chat screens)",
        response: { 200: unreadCountsSchema, ...errors },
      },
    },
    async (request) => ({ counts: await readAllConversations(app.context, await requireUser(request)) }),
  );

  app.get(
    "/conversations/:id",
    {
      ...guarded,
      schema: {
        tags,
        summary: "One of my conversations",
        params: idParams,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      conversation: await getConversation(app.context, await requireUser(request), request.params.id),
    }),
  );

  app.get(
    "/conversations/:id/messages",
    {
      ...guarded,
      schema: {
        tags,
        summary: "A page of the conversation's messages, newest first",
        params: idParams,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => conversationMessages(app.context, await requireUser(request), request.params.id, request.query),
  );

  app.post(
    "/conversations/:id/messages",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Send a message (text only; the same clientId again returns the same message)",
        params: idParams,
        body: sendMessageSchema,
        response: { 201: z.object({ message: messageSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, chatLimits.messagesPerUser, user.id);
      const message = await sendMessage(app.context, user, request.params.id, request.body);
      app.context.outbox.wake();
      return reply.status(201).send({ message });
    },
  );

  app.post(
    "/conversations/:id/read",
    {
      ...guarded,
      schema: {
        tags,
        summary: "I have read this conversation",
        params: idParams,
        response: { 200: unreadCountsSchema, ...errors },
      },
    },
    async (request) => ({ counts: await readConversation(app.context, await requireUser(request), request.params.id) }),
  );

  app.post(
    "/conversations/:id/resolution",
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Has the case been resolved? Resolved: this side's word; the conversation turns read-only once both sides said it (or at once when expired). Not: open for another period, both words cleared (or reopened, by either side). handedOver: the answerer says the item was handed over too",
        params: idParams,
        body: resolutionSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { conversation, message } = await resolveConversation(
        app.context,
        await requireUser(request),
        request.params.id,
        request.body,
      );
      return { conversation, message: t(request, message.key, message.params) };
    },
  );

  app.post(
    "/conversations/:id/handover",
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "One side says the item of the conversation's report was handed over (or takes it back); once both have, the report is marked solved, and so is the owner's own pending lost report they named (lostReportId)",
        params: idParams,
        body: handoverSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { conversation, message } = await answerHandover(
        app.context,
        await requireUser(request),
        request.params.id,
        request.body,
      );
      return { conversation, message: t(request, message.key, message.params) };
    },
  );

  app.post(
    "/notify/message",
    {
      ...guarded,
      schema: {
        tags: ["notifications"],
        summary: "Enqueue the email about a chat message (idempotent per message; the server also does it itself)",
        body: notifyMessageSchema,
        response: { 202: notifyResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const queued = await askToNotifyMessage(app.context, await requireUser(request), request.body.message_id);
      return reply.status(202).send({ queued });
    },
  );
};
