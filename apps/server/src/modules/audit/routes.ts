import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, auditPageSchema, auditQuerySchema } from "@campus/shared";
import { adminOnly } from "../../http/access";
import { auditLog } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** `GET /api/admin/audit`: every admin action, who and when, with filters. Admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/audit",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["admin"],
        summary: "The audit log, newest first, by action, actor and day range",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => auditLog(app.context, request.query),
  );
};
