import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, intakeResponseSchema, intakeSchema, todayIn } from "@campus/shared";
import { adminOnly, requireAdmin } from "../../http/access";
import { t } from "../../http/language";
import { recordIntake } from "./intake-service";

/** `POST /api/admin/intake`: a found item handed in at the counter, recorded in one step. Admins only. */
export const intakeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  app.post(
    "/admin/intake",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["custody"],
        summary:
          "Record a found item handed in at the counter: the found report, already kept at a storage place, with its hand-in step; answers its reference number",
        body: intakeSchema(() => todayIn(config.timeZone)),
        response: {
          201: intakeResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const recorded = await recordIntake(app.context, await requireAdmin(request), request.body, request.language);
      return reply.status(201).send({ ...recorded, message: t(request, "intake.saved") });
    },
  );
};
