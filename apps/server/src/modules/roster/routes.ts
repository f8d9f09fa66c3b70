import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  ROSTER_CSV_MAX,
  rosterImportResultSchema,
  rosterPreviewSchema,
  rosterSummarySchema,
  rosterUploadSchema,
} from "@campus/shared";
import { t } from "../../http/language";
import { adminOnly, requireAdmin } from "../../http/access";
import { describeRefusal, importRosterCsv, previewRosterCsv, rosterSummary } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema };
/** The CSV arrives as JSON text: room for the largest file and its escaping. */
const bodyLimit = ROSTER_CSV_MAX * 2 + 1024;

/** `/api/admin/roster`: the office uploads the student roster from the browser. Admins only. */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preValidation: adminOnly };
  const tags = ["admin"];

  app.get(
    "/admin/roster",
    {
      ...guarded,
      schema: {
        tags,
        summary: "How many students the roster holds and how many of them have signed up",
        response: { 200: rosterSummarySchema, ...errors },
      },
    },
    async () => rosterSummary(app.context),
  );

  app.post(
    "/admin/roster/preview",
    {
      ...guarded,
      bodyLimit,
      schema: {
        tags,
        summary:
          "What importing this roster CSV would do (nothing is saved): rows to add and update, refused rows by line",
        body: rosterUploadSchema,
        response: { 200: rosterPreviewSchema, ...errors },
      },
    },
    async (request) => previewRosterCsv(app.context, request.body.csv, request.language),
  );

  app.post(
    "/admin/roster/import",
    {
      ...guarded,
      bodyLimit,
      schema: {
        tags,
        summary:
          "Import the roster CSV: good rows added or updated, bad rows refused by line; recorded in the audit log",
        body: rosterUploadSchema,
        response: { 200: rosterImportResultSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { added, updated, refused } = await importRosterCsv(app.context, request.body.csv, undefined, admin);
      return {
        added,
        updated,
        refused: refused.map((refusal) => ({
          line: refusal.line,
          message: describeRefusal(request.language, refusal),
        })),
        message: t(request, "admin.roster.imported", { added, updated, refused: refused.length }),
      };
    },
  );
};
