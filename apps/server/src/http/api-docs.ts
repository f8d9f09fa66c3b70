import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config";

/**
 * OpenAPI generated from the routes' zod schemas. The document is at /api/docs/json and a
 * browsable reference at /api/docs. Register before the routes so they are collected.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Campus Lost & Found API",
        description: `The API of ${config.universityName}'s lost and found service. Errors are { code, message } with the message in the language of Accept-Language (en or ms).`,
        version: "1",
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Scripts only from this origin, as everywhere; Swagger UI sets inline styles, so styles may be
    // inline on this page alone. Unlike the plugin's default policy, no upgrade-insecure-requests,
    // which would break the page on a plain-http install.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    logLevel: "warn",
  });
}
