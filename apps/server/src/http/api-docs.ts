import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { lazy } from "../infra/lazy";

const PREFIX = "/api/docs";

/** Headers of the reference's own answer that this server sets for itself when it sends it on. */
const NOT_FORWARDED = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);

/**
 * OpenAPI generated from the routes' zod schemas. The document is at /api/docs/json and a
 * browsable reference at /api/docs. Register before the routes so they are collected.
 *
 * At start the routes are only collected. The first request under /api/docs loads the
 * generator and the reference pages (@fastify/swagger and Swagger UI, with its YAML writer and
 * static files: about 60 ms and 10 MB that most servers never need) into a small Fastify
 * instance of their own, declares the collected routes there (schemas only) and hands it every
 * /api/docs request (`inject`); its answer goes out through this app, with this app's security
 * headers (the reference keeps its own Content-Security-Policy, as before) and compression.
 */
export function registerApiDocs(app: FastifyInstance, config: Config): void {
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    if (route.method !== "HEAD" && !route.schema?.hide) routes.push(route);
  });
  const reference = lazy(() => openReference(routes, config));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // Always a GET: for a HEAD request this app's own HEAD route drops the body and keeps its length.
    const answer = await (await reference()).inject({ method: "GET", url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name)) reply.header(name, value);
    }
    return reply.status(answer.statusCode).send(answer.rawPayload);
  };
  app.get(PREFIX, { schema: { hide: true }, logLevel: "warn" }, forward);
  app.get(`${PREFIX}/*`, { schema: { hide: true }, logLevel: "warn" }, forward);
}

/** The document's generator and Swagger UI over the app's routes, as they were declared. */
async function openReference(routes: RouteOptions[], config: Config): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import("@fastify/swagger"),
    import("@fastify/swagger-ui"),
  ]);
  const reference = Fastify({ logger: false });
  reference.setValidatorCompiler(validatorCompiler);
  reference.setSerializerCompiler(serializerCompiler);
  await reference.register(swagger, {
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
  await reference.register(swaggerUi, {
    routePrefix: PREFIX,
    // Scripts only from this origin, as everywhere; Swagger UI sets inline styles, so styles may be
    // inline on this page alone. Unlike the plugin's default policy, no upgrade-insecure-requests,
    // which would break the page on a plain-http install.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  });
  // The app's routes, for the document only: this instance answers nothing but /api/docs.
  for (const { method, url, schema, config: routeConfig } of routes) {
    reference.route({ method, url, schema, config: routeConfig, exposeHeadRoute: false, handler: async () => null });
  }
  await reference.ready();
  return reference;
}
