import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema, matchNoticeListSchema, notifyAdminNewReportSchema, notifyResultSchema } from "@campus/shared";
import { clientKey, enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { currentUser, requireUser, signedIn } from "../../http/access";
import { acknowledgeMatchNotice, allNotices } from "../matching/notices";
import { askToNotifyOffice } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

export const notifyLimits = {
  notifyPerClient: { name: "notify:ip", max: 30, windowMs: 3_600_000, messageKey: "errors.tooManyRequests" },
} satisfies Record<string, RateLimitRule>;

/** Match notices (read, acknowledge) and POST /api/notify/message. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/match-notices",
    {
      preValidation: signedIn,
      schema: {
        tags: ["notifications"],
        summary:
          "Every found report I was told may be mine: one entry per (lost report, found report) pair, newest first, acknowledged or not",
        response: { 200: matchNoticeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { notices: await allNotices(app.context, await requireUser(request)) };
    },
  );

  app.post(
    "/match-notices/:id/ack",
    {
      preValidation: signedIn,
      schema: {
        tags: ["notifications"],
        summary: "Acknowledge a notice (it is not shown again)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await acknowledgeMatchNotice(app.context, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/notify/admin-new-report",
    {
      schema: {
        tags: ["notifications"],
        summary:
          "Enqueue the office's notification of a new report (idempotent per report; the server also does it itself)",
        body: notifyAdminNewReportSchema,
        response: { 202: notifyResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(app.context.database.db, notifyLimits.notifyPerClient, clientKey(request));
      const queued = await askToNotifyOffice(app.context, await currentUser(request), request.body.report_id);
      return reply.status(202).send({ queued });
    },
  );
};
