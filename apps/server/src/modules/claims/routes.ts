import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  claimDecisionSchema,
  claimListSchema,
  claimQuerySchema,
  claimResponseSchema,
  claimHandoverSchema,
  hiddenDetailsResponseSchema,
  hiddenDetailsSchema,
  itemClaimsSchema,
  newClaimSchema,
  todayIn,
} from "@campus/shared";
import { adminOnly, requireAdmin, requireUser, signedIn } from "../../http/access";
import { t } from "../../http/language";
import { enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { setHiddenDetails } from "../reports/hidden-details-service";
import { claimsToWorkThrough, decideClaim, fileClaim, itemClaims, myClaims, recordHandover } from "./service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const id = z.object({ id: z.string().min(1).max(64) });

export const claimLimits = {
  /** Claims are read by people at the office: a student files a few, not hundreds. */
  claimPerUser: { name: "claim:user", max: 10, windowMs: 3_600_000, messageKey: "claims.errors.tooMany" },
} satisfies Record<string, RateLimitRule>;

/**
 * Hidden details of a found item (its finder and the office), students' claims on found items
 * (`/api/reports/:id/claims`, `/api/claims/mine`) and the office's decisions and handovers
 * (`/api/admin/claims/*`, `/api/admin/reports/:id/claims`; admins only).
 */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  const today = () => todayIn(config.timeZone);
  const students = { preValidation: signedIn };
  const office = { preValidation: adminOnly };
  const tags = ["claims"];

  app.put(
    "/reports/:id/hidden-details",
    {
      ...students,
      schema: {
        tags,
        summary: "Set what proves ownership of a found item (its finder or an admin); nobody else ever sees it",
        params: id,
        body: hiddenDetailsSchema,
        response: { 200: hiddenDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const hiddenDetails = await setHiddenDetails(
        app.context,
        await requireUser(request),
        request.params.id,
        request.body.hiddenDetails,
      );
      return { hiddenDetails, message: t(request, "claims.hidden.saved") };
    },
  );

  app.post(
    "/reports/:id/claims",
    {
      ...students,
      schema: {
        tags,
        summary: "Claim a found item: what only its owner knows, where and when it was lost, a photo (optional)",
        params: id,
        body: newClaimSchema(today),
        response: { 201: claimResponseSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, claimLimits.claimPerUser, user.id);
      const claim = await fileClaim(app.context, user, request.params.id, request.body);
      return reply.status(201).send({ claim, message: t(request, "claims.filed") });
    },
  );

  app.get(
    "/claims/mine",
    {
      ...students,
      schema: {
        tags,
        summary: "The caller's own claims and where each stands",
        response: { 200: claimListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { claims: await myClaims(app.context, await requireUser(request)) };
    },
  );

  app.get(
    "/admin/claims",
    {
      ...office,
      schema: {
        tags,
        summary: "Claims to work through: open and approved ones (or one status), oldest first",
        querystring: claimQuerySchema,
        response: { 200: claimListSchema, ...errors },
      },
    },
    async (request) => ({ claims: await claimsToWorkThrough(app.context, request.query) }),
  );

  app.get(
    "/admin/reports/:id/claims",
    {
      ...office,
      schema: {
        tags,
        summary: "A found item's hidden details beside every claim on it",
        params: id,
        response: { 200: itemClaimsSchema, ...errors },
      },
    },
    async (request) => itemClaims(app.context, request.params.id),
  );

  for (const decision of ["approve", "reject"] as const) {
    app.post(
      `/admin/claims/:id/${decision}`,
      {
        ...office,
        schema: {
          tags,
          summary:
            decision === "approve"
              ? "Approve a claim, with the reason: the item may be handed over to the claimant"
              : "Reject a claim, with the reason",
          params: id,
          body: claimDecisionSchema,
          response: { 200: claimResponseSchema, ...errors },
        },
      },
      async (request) => {
        const claim = await decideClaim(
          app.context,
          await requireAdmin(request),
          request.params.id,
          decision,
          request.body.reason,
        );
        return { claim, message: t(request, decision === "approve" ? "claims.approved" : "claims.rejected") };
      },
    );
  }

  app.post(
    "/admin/claims/:id/handover",
    {
      ...office,
      schema: {
        tags,
        summary:
          "The approved claimant collected the item: the handover solves the report (and their matched lost one)",
        params: id,
        body: claimHandoverSchema(today),
        response: { 200: claimResponseSchema, ...errors },
      },
    },
    async (request) => {
      const claim = await recordHandover(app.context, await requireAdmin(request), request.params.id, request.body);
      return { claim, message: t(request, "claims.handedOver") };
    },
  );
};
