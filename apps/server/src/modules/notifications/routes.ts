import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, notifyAdminNewReportSchema, notifyResultSchema } from "@campus/shared";
import { clientKey, enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { currentUser } from "../../http/access";
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

/** `POST /api/notify/admin-new-report`: ask again for the office to be told of a new report. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
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
