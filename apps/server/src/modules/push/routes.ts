import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, pushKeyResponseSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "@campus/shared";
import { requireUser, signedIn } from "../../http/access";
import { enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { pushPublicKey, subscribe, unsubscribe } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  413: apiErrorSchema,
  429: apiErrorSchema,
};

/** A device's subscription is a few hundred bytes: nothing larger is read. */
const bodyLimit = 8 * 1024;

/** Turning a device on or off, per account: a device sends its subscription once per visit of the profile, or when it changes. */
export const pushLimits = {
  subscriptionPerUser: {
    name: "push-subscription",
    max: 60,
    windowMs: 3_600_000,
    messageKey: "errors.tooManyRequests",
  },
} satisfies Record<string, RateLimitRule>;

/** `/api/push/*`: Web Push for the signed-in user's devices. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/push/key",
    {
      preValidation: signedIn,
      schema: {
        tags: ["push"],
        summary: "The server's VAPID public key (base64url): the applicationServerKey a device subscribes with",
        response: { 200: pushKeyResponseSchema, 401: apiErrorSchema },
      },
    },
    async () => ({ publicKey: pushPublicKey(app.context) }),
  );

  app.put(
    "/push/subscription",
    {
      preValidation: signedIn,
      bodyLimit,
      schema: {
        tags: ["push"],
        summary:
          "Get my notifications on this device: its PushSubscription (toJSON), at a known push service; an endpoint another account held moves to mine; at most 10 devices, the least recently sent one goes",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, pushLimits.subscriptionPerUser, user.id);
      await subscribe(app.context, user.id, request.body, request.headers["user-agent"]);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/push/subscription",
    {
      preValidation: signedIn,
      bodyLimit,
      schema: {
        tags: ["push"],
        summary: "Stop my notifications on this device (its endpoint); another account's device is left alone",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, pushLimits.subscriptionPerUser, user.id);
      await unsubscribe(app.context, user.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
