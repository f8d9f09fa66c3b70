import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, auditPageSchema, auditQuerySchema } from "@campus/shared";
import type { Config } from "../../config";
import type { AuthLibrary } from "../auth/auth-library";
import { adminOnly } from "../auth/session";
import { auditLog } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** `GET /api/admin/audit`: every admin action, who and when, with filters. Admins only. */
export const auditRoutes: FastifyPluginAsyncZod<{ config: Config; auth: AuthLibrary }> = async (app, { config, auth }) => {
  app.get(
    "/admin/audit",
    {
      preValidation: adminOnly(auth),
      schema: { tags: ["admin"], summary: "The audit log, newest first, by action, actor and day range", querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errors } },
    },
    async (request) => auditLog(app.database, config.timeZone, request.query),
  );
};
