import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema, potentialMatchListSchema, reportMatchQuerySchema } from "@campus/shared";
import { t } from "../../http/language";
import type { AuthLibrary } from "../auth/auth-library";
import { requireUser, signedIn } from "../auth/session";
import { dismissMatch, potentialMatches } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const id = z.string().min(1).max(64);

/** Potential matches of a report, for its reporter and admins. */
export const matchingRoutes: FastifyPluginAsyncZod<{ auth: AuthLibrary }> = async (app, { auth }) => {
  const guarded = { preValidation: signedIn(auth) };

  app.get(
    "/report-match",
    { ...guarded, schema: { tags: ["matching"], summary: "Match a report now and return its potential matches (the specification's call)", querystring: reportMatchQuerySchema, response: { 200: potentialMatchListSchema, ...errors } } },
    async (request) => ({
      matches: await potentialMatches(app.database, await requireUser(auth, request), request.query.report_id, { type: request.query.report_type, rerun: true }),
    }),
  );

  app.get(
    "/reports/:id/matches",
    { ...guarded, schema: { tags: ["matching"], summary: "A report's stored potential matches, best first", params: z.object({ id }), response: { 200: potentialMatchListSchema, ...errors } } },
    async (request) => ({ matches: await potentialMatches(app.database, await requireUser(auth, request), request.params.id, { type: null, rerun: false }) }),
  );

  app.post(
    "/reports/:id/matches/:foundId/dismiss",
    {
      ...guarded,
      schema: { tags: ["matching"], summary: "The owner of a lost report says a found report is not their item", params: z.object({ id, foundId: id }), response: { 200: z.object({ message: z.string() }), ...errors } },
    },
    async (request) => {
      await dismissMatch(app.database, await requireUser(auth, request), request.params.id, request.params.foundId);
      return { message: t(request, "matches.dismissed") };
    },
  );
};
