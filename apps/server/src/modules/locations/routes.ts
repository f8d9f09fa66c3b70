import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { locationListSchema } from "@campus/shared";
import { getLocations } from "./service";

/** `GET /api/locations`: public, because the visitor's report form needs it. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/locations",
    {
      schema: {
        tags: ["reports"],
        summary: "Campus locations (retired ones have active: false and are not offered for new reports)",
        response: { 200: locationListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return { locations: await getLocations(app.context) };
    },
  );
};
