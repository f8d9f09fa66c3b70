import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, profileResponseSchema, profileUpdateSchema } from "@campus/shared";
import type { Config } from "../../config";
import { t } from "../../http/language";
import type { AuthLibrary } from "../auth/auth-library";
import { requireUser } from "../auth/session";
import { getProfile, updateProfile } from "./profile-service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** `/api/profile`: the signed-in user's own details. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: Config; auth: AuthLibrary }> = async (app, { config, auth }) => {
  app.get(
    "/profile",
    { schema: { tags: ["profile"], summary: "The signed-in user's profile", response: { 200: profileResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(auth, request);
      return { user: await getProfile(app.database, user.id) };
    },
  );

  app.patch(
    "/profile",
    {
      schema: {
        tags: ["profile"],
        summary: "Update name, matrix number, email, phone and language (matrix number and email follow the sign-up rules)",
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(auth, request);
      const updated = await updateProfile(app.database, user.id, request.body, config.studentEmailDomain);
      return { user: updated, message: t(request, "profile.updated") };
    },
  );
};
