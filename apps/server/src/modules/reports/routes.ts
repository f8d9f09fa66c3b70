import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  newReportSchema,
  recentFoundSchema,
  reportPageSchema,
  reportResponseSchema,
  reportSearchSchema,
  reportStatsQuerySchema,
  reportStatsSchema,
  todayIn,
  visitorReportResponseSchema,
  visitorReportSchema,
} from "@campus/shared";
import { AppError } from "../../http/app-error";
import { t } from "../../http/language";
import { clientKey, enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { requireUser, signedIn } from "../../http/access";
import {
  completeReport,
  createReport,
  createVisitorReport,
  deleteReport,
  getReport,
  recentFoundItems,
  reportStats,
  searchReports,
} from "./service";

const HOUR = 3_600_000;

export const reportLimits = {
  /** Visitors have no account, so their reports are limited per client address. */
  visitorReportPerClient: {
    name: "visitor-report:ip",
    max: 5,
    windowMs: HOUR,
    messageKey: "reports.errors.tooManyVisitorReports",
  },
  reportPerUser: { name: "report:user", max: 30, windowMs: HOUR, messageKey: "reports.errors.tooManyReports" },
} satisfies Record<string, RateLimitRule>;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const idParams = z.object({ id: z.string().max(64) });

/** `/api/reports/*`: lost and found reports for signed-in users. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  const today = () => todayIn(config.timeZone);
  const reportsOf = { preValidation: signedIn };

  app.get(
    "/reports",
    {
      ...reportsOf,
      schema: {
        tags: ["reports"],
        summary: "Search reports (filters, free text, only mine), newest first, one page",
        querystring: reportSearchSchema,
        response: { 200: reportPageSchema, ...errors },
      },
    },
    async (request) => searchReports(app.context, await requireUser(request), request.query),
  );

  app.post(
    "/reports",
    {
      ...reportsOf,
      schema: {
        tags: ["reports"],
        summary: "Report a lost or found item (the photo's filename from generate-upload-url, optional)",
        body: newReportSchema(today),
        response: { 201: reportResponseSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await enforceRateLimit(app.context.database.db, reportLimits.reportPerUser, user.id);
      const report = await createReport(app.context, user, request.body);
      return reply.status(201).send({ report, message: t(request, "reports.submitted") });
    },
  );

  app.get(
    "/reports/stats",
    {
      ...reportsOf,
      schema: {
        tags: ["reports"],
        summary: "The summary chart: reports by type and status per day, week, month or year",
        querystring: reportStatsQuerySchema,
        response: { 200: reportStatsSchema, ...errors },
      },
    },
    async (request) => reportStats(app.context, request.query.view, request.query.date),
  );

  app.get(
    "/reports/recent-found",
    {
      ...reportsOf,
      schema: {
        tags: ["reports"],
        summary: "The newest unclaimed found items that have a photo",
        response: { 200: recentFoundSchema, ...errors },
      },
    },
    async (request) => ({ reports: await recentFoundItems(app.context, await requireUser(request)) }),
  );

  app.get(
    "/reports/:id",
    {
      ...reportsOf,
      schema: {
        tags: ["reports"],
        summary: "One report, as much as the caller may see",
        params: idParams,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => ({ report: await getReport(app.context, await requireUser(request), request.params.id) }),
  );

  app.post(
    "/reports/:id/complete",
    {
      ...reportsOf,
      schema: {
        tags: ["reports"],
        summary: "Mark a report solved (its reporter or an admin)",
        params: idParams,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const report = await completeReport(app.context, await requireUser(request), request.params.id);
      return { report, message: t(request, "reports.completed") };
    },
  );

  app.delete(
    "/reports/:id",
    {
      ...reportsOf,
      schema: {
        tags: ["reports"],
        summary: "Delete a report (its reporter or an admin); its photo is removed",
        params: idParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await deleteReport(app.context, await requireUser(request), request.params.id);
      return { message: t(request, "reports.deleted") };
    },
  );
};

/** `POST /api/public/found-reports`: a visitor without an account reports a found item. */
export const visitorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  app.post(
    "/public/found-reports",
    {
      schema: {
        tags: ["reports"],
        summary:
          "A visitor reports a found item, with an optional photo from GET /api/public/upload-url (limited per client; the hidden `website` field must stay empty); answers its reference number",
        body: visitorReportSchema(() => todayIn(config.timeZone)),
        response: { 201: visitorReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(app.context.database.db, reportLimits.visitorReportPerClient, clientKey(request));
      if (request.body.website) throw new AppError(400, "REPORT_REFUSED", "reports.errors.refused");
      const { id, reference } = await createVisitorReport(app.context, request.body, request.language);
      return reply.status(201).send({ id, reference, message: t(request, "reports.visitorSubmitted") });
    },
  );
};
