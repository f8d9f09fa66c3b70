import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  likelyOwnerListSchema,
  matchNoticeListSchema,
  myOpenReportListSchema,
  potentialMatchListSchema,
  reportMatchQuerySchema,
} from "@campus/shared";
import { t } from "../../http/language";
import { adminOnly, requireAdmin, requireUser, signedIn } from "../../http/access";
import { likelyOwners, sendOfficeNotice } from "./likely-owners";
import { myOpenReports } from "./my-open-reports";
import { acknowledgeMatchNotice, allNotices } from "./notices";
import { confirmMatch, dismissMatch, potentialMatches, restoreMatch } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const id = z.string().min(1).max(64);

/** Potential matches of a report, for its reporter and admins; the notices of what an owner was told; the office's likely owners. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preValidation: signedIn };

  app.get(
    "/report-match",
    {
      ...guarded,
      schema: {
        tags: ["matching"],
        summary:
          "Match a report now and return its suggestions ; safe to call again: each found report that enters a lost report's shortlist is told to its owner once",
        querystring: reportMatchQuerySchema,
        response: { 200: potentialMatchListSchema, ...errors },
      },
    },
    async (request) => ({
      matches: await potentialMatches(app.context, await requireUser(request), request.query.report_id, {
        type: request.query.report_type,
        rerun: true,
      }),
    }),
  );

  app.get(
    "/reports/mine/open",
    {
      ...guarded,
      schema: {
        tags: ["matching"],
        summary: "The caller's newest pending reports, each with its suggestions and strong matches still to answer",
        response: { 200: myOpenReportListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return myOpenReports(app.context, await requireUser(request));
    },
  );

  app.get(
    "/reports/:id/matches",
    {
      ...guarded,
      schema: {
        tags: ["matching"],
        summary: "A report's suggestions: the ones its owner confirmed first, then best first",
        params: z.object({ id }),
        response: { 200: potentialMatchListSchema, ...errors },
      },
    },
    async (request) => ({
      matches: await potentialMatches(app.context, await requireUser(request), request.params.id, {
        type: null,
        rerun: false,
      }),
    }),
  );

  // The owner's answers about a suggestion: "Not mine" (not suggested again), its undo, and "This is mine".
  const answers = [
    {
      path: "dismiss",
      summary: "The owner of a lost report says a found report is not their item",
      answer: dismissMatch,
      message: "matches.dismissed",
    },
    {
      path: "restore",
      summary: "The owner takes back a Not mine: the found report is suggested again",
      answer: restoreMatch,
      message: "matches.restored",
    },
    {
      path: "confirm",
      summary: "The owner of a lost report says a found report is their item",
      answer: confirmMatch,
      message: "matches.confirmed",
    },
  ] as const;
  for (const { path, summary, answer, message } of answers) {
    app.post(
      `/reports/:id/matches/:foundId/${path}`,
      {
        ...guarded,
        schema: {
          tags: ["matching"],
          summary,
          params: z.object({ id, foundId: id }),
          response: { 200: z.object({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await answer(app.context, await requireUser(request), request.params.id, request.params.foundId);
        return { message: t(request, message) };
      },
    );
  }

  app.get(
    "/admin/reports/:id/likely-owners",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["matching"],
        summary:
          "The office's likely owners of a found item: pending lost reports whose shortlist holds it, best first",
        params: z.object({ id }),
        response: { 200: likelyOwnerListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { owners: await likelyOwners(app.context, await requireAdmin(request), request.params.id) };
    },
  );

  app.post(
    "/admin/reports/:id/likely-owners/:lostId/notify",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["matching"],
        summary:
          "The office tells a likely owner it may have their item (bring your student card): in the app and in the day's match email",
        params: z.object({ id, lostId: id }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { ownerName } = await sendOfficeNotice(
        app.context,
        await requireAdmin(request),
        request.params.id,
        request.params.lostId,
      );
      return { message: t(request, "matches.officeNoticeSent", { name: ownerName }) };
    },
  );

  app.get(
    "/match-notices",
    {
      preValidation: signedIn,
      schema: {
        tags: ["matching"],
        summary:
          "Every found report I was told may be mine: one entry per (lost report, found report) pair, newest first, acknowledged or not",
        response: { 200: matchNoticeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { notices: await allNotices(app.context, await requireUser(request)) };
    },
  );

  app.post(
    "/match-notices/:id/ack",
    {
      preValidation: signedIn,
      schema: {
        tags: ["matching"],
        summary: "Acknowledge a notice (it is not shown again)",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await acknowledgeMatchNotice(app.context, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
