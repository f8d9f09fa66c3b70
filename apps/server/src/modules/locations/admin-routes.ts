import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminLocationListSchema,
  adminLocationResponseSchema,
  apiErrorSchema,
  locationChangeSchema,
  newLocationSchema,
} from "@campus/shared";
import { t } from "../../http/language";
import { adminOnly, requireAdmin } from "../../http/access";
import { addLocation, adminLocations, changeLocation } from "./admin-service";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** `/api/admin/locations`: the office manages campus locations. Admins only. */
export const adminLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preValidation: adminOnly };
  const tags = ["admin"];

  app.get(
    "/admin/locations",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Every location, retired ones too, with its area and number of reports",
        response: { 200: adminLocationListSchema, ...errors },
      },
    },
    async () => ({ locations: await adminLocations(app.context) }),
  );

  app.post(
    "/admin/locations",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Add a location (offered on report forms at once)",
        body: newLocationSchema,
        response: { 201: adminLocationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const location = await addLocation(app.context, await requireAdmin(request), request.body);
      return reply.status(201).send({ location, message: t(request, "admin.places.added") });
    },
  );

  app.patch(
    "/admin/locations/:id",
    {
      ...guarded,
      schema: {
        tags,
        summary: "Rename a location (both languages), change its area, retire it or offer it again",
        params: z.object({ id: z.string().min(1).max(64) }),
        body: locationChangeSchema,
        response: { 200: adminLocationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { location, messageKey } = await changeLocation(
        app.context,
        await requireAdmin(request),
        request.params.id,
        request.body,
      );
      return { location, message: t(request, messageKey) };
    },
  );
};
