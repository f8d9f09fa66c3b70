import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountDeletionSchema,
  apiErrorSchema,
  messageResponseSchema,
  personalDataSchema,
  REALTIME_CLOSE,
  todayIn,
} from "@campus/shared";
import { t } from "../../http/language";
import { logout } from "../auth/service";
import { fetchHeaders } from "../auth/session";
import { confirmAccountRemoval, removeOwnAccount } from "../users/profile-service";
import { withdrawClaimsOfLeavingStudent } from "../claims/service";
import { requireUser, signedIn } from "../../http/access";
import { enforceRateLimit } from "../../http/rate-limit";
import { personalData } from "./service";
import { forgetPushDevices } from "../push/service";

/** How often one account may download its data: it reads everything it holds. */
const dataLimit = { name: "personal-data", max: 10, windowMs: 60 * 60 * 1000 };
/** Wrong passwords while removing an account: as many as a sign-in allows. */
const removeLimit = { name: "remove-account", max: 8, windowMs: 15 * 60 * 1000 };

/** A student's own data, to download (the privacy notice and the profile link to it). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profile/data",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary:
          "Download everything the service holds about me (JSON): account, reports and their matches, claims, conversations, devices notified",
        response: { 200: personalDataSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, dataLimit, user.id);
      const data = await personalData(app.context, user);
      const day = todayIn(app.context.config.timeZone);
      return reply
        .header("content-disposition", `attachment; filename="campus-lost-and-found-my-data-${day}.json"`)
        .header("cache-control", "no-store")
        .send(data);
    },
  );

  app.delete(
    "/profile",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary:
          "Remove my account (students; the password confirms): reports stay for the office and messages for the other person, under no name",
        body: accountDeletionSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, removeLimit, user.id);
      await confirmAccountRemoval(app.context, user.id, request.body);
      // This session ends and its cookie is cleared, then the account goes with its other sessions;
      // every open tab of the account, here or on another instance, closes.
      reply.header("set-cookie", await logout({ ...app.context, auth: app.auth }, fetchHeaders(request)));
      await withdrawClaimsOfLeavingStudent(app.context, user.id);
      // No device gets the account's pushes any more (the user row stays, so nothing cascades).
      await forgetPushDevices(app.context, user.id);
      await removeOwnAccount(app.context, user.id);
      await app.context.bus
        .publish({
          to: { userId: user.id },
          disconnect: { code: REALTIME_CLOSE.sessionEnded, reason: "account removed" },
        })
        .catch(() => {});
      return { message: t(request, "profile.remove.done") };
    },
  );
};
