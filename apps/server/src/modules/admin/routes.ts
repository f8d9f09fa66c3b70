import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminOverviewQuerySchema,
  adminOverviewSchema,
  adminReportPageSchema,
  adminReportQuerySchema,
  apiErrorSchema,
  editReportSchema,
  reportResponseSchema,
  todayIn,
} from "@campus/shared";
import { t } from "../../http/language";
import { adminOnly, requireAdmin } from "../../http/access";
import { editReport } from "../reports/admin-service";
import { adminOverview, adminReports, adminReportsCsv } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** `/api/admin/*`: the administration office's dashboard and report table. Admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  const guarded = { preValidation: adminOnly };
  const tags = ["admin"];

  app.get(
    "/admin/overview",
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Case statistics, locations, return rate, median days to solved, unclaimed and busiest item types for a period",
        querystring: adminOverviewQuerySchema,
        response: { 200: adminOverviewSchema, ...errors },
      },
    },
    async (request) => adminOverview(app.context, request.query.view, request.query.date),
  );

  app.get(
    "/admin/reports",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Every report the filters select, one page, sorted",
        querystring: adminReportQuerySchema,
        response: { 200: adminReportPageSchema, ...errors },
      },
    },
    async (request) => adminReports(app.context, request.query),
  );

  app.get(
    "/admin/reports.csv",
    {
      ...guarded,
      schema: {
        tags,
        summary: "The reports the filters select, as CSV",
        querystring: adminReportQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await adminReportsCsv(app.context, await requireAdmin(request), request.query);
      const day = todayIn(config.timeZone);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="reports-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.patch(
    "/admin/reports/:id",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Correct a report (same rules as a new report); recorded in the audit log",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: editReportSchema(() => todayIn(config.timeZone)),
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const report = await editReport(app.context, await requireAdmin(request), request.params.id, request.body);
      return { report, message: t(request, "admin.reportUpdated") };
    },
  );
};
