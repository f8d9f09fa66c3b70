import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ageingActionResponseSchema,
  ageingPageSchema,
  ageingQuerySchema,
  apiErrorSchema,
  disposeSchema,
  extendRetentionSchema,
  retentionChangeSchema,
  retentionListSchema,
  retentionResponseSchema,
} from "@campus/shared";
import { adminOnly, requireAdmin } from "../../http/access";
import { t } from "../../http/language";
import { ageingList, changeRetention, dispose, extendRetention, retentionPeriods } from "./retention-service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const id = z.object({ id: z.string().min(1).max(64) });

/** Retention days per item type, the ageing list and its actions (extend, dispose). Admins only. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preValidation: adminOnly };
  const tags = ["custody"];

  app.get(
    "/admin/retention",
    {
      ...guarded,
      schema: {
        tags,
        summary: "How many days a found item of each type is kept before it is due for disposal",
        response: { 200: retentionListSchema, ...errors },
      },
    },
    async () => ({ periods: await retentionPeriods(app.context) }),
  );

  app.put(
    "/admin/retention",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Set the retention days of some item types",
        body: retentionChangeSchema,
        response: { 200: retentionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const periods = await changeRetention(app.context, await requireAdmin(request), request.body);
      return { periods, message: t(request, "retention.saved") };
    },
  );

  app.get(
    "/admin/ageing",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Found items still pending past their retention date (or unclaimed 30, 60, 90 days), oldest first",
        querystring: ageingQuerySchema,
        response: { 200: ageingPageSchema, ...errors },
      },
    },
    async (request) => ageingList(app.context, request.query),
  );

  app.post(
    "/admin/reports/:id/retention/extend",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Keep a found item some days longer than its type's retention",
        params: id,
        body: extendRetentionSchema,
        response: { 200: ageingActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      await extendRetention(app.context, await requireAdmin(request), request.params.id, request.body);
      return { message: t(request, "retention.extended", { days: request.body.days }) };
    },
  );

  app.post(
    "/admin/reports/:id/custody/dispose",
    {
      ...guarded,
      schema: {
        tags,
        summary: "The office let a found item go: discarded, donated or handed to the police",
        params: id,
        body: disposeSchema,
        response: { 200: ageingActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const messageKey = await dispose(app.context, await requireAdmin(request), request.params.id, request.body);
      return { message: t(request, messageKey) };
    },
  );
};
