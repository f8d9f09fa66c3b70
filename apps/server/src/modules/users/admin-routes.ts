import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserResponseSchema,
  apiErrorSchema,
  userChangeSchema,
} from "@campus/shared";
import { t } from "../../http/language";
import { adminOnly, requireAdmin } from "../../http/access";
import { adminUsers, changeUser } from "./admin-service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** `/api/admin/users`: the office finds users, changes roles and disables accounts. Admins only. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preValidation: adminOnly };
  const tags = ["admin"];

  app.get(
    "/admin/users",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Users by name, email or matrix number, role and status; one page",
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    async (request) => adminUsers(app.context, await requireAdmin(request), request.query),
  );

  app.patch(
    "/admin/users/:id",
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Promote to admin or back to student; disable (sessions end at once) or enable. Not one's own role or account",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: userChangeSchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, messageKey } = await changeUser(
        app.context,
        await requireAdmin(request),
        request.params.id,
        request.body,
      );
      return { user, message: t(request, messageKey, { name: user.name }) };
    },
  );
};
