import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, pingResponseSchema, publicConfigSchema, readyResponseSchema } from "@campus/shared";
import { outageCause } from "../../db/unavailable";
import { AppError } from "../../http/app-error";
import { pingDatabase } from "./repository";

/** Liveness, readiness and the public settings of this installation. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.context;
  app.get(
    "/ping",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness: the server process answers",
        response: { 200: pingResponseSchema },
      },
    },
    async () => ({ status: "ok" as const, time: new Date().toISOString() }),
  );

  app.get(
    "/ready",
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: the server can reach its database (and Redis, when REDIS_URL is set)",
        response: { 200: readyResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const { database, bus } = app.context;
      try {
        await Promise.all([pingDatabase(database.db), bus.ping ? withinReadyTimeout(bus.ping()) : undefined]);
      } catch (error) {
        request.log.debug({ cause: outageCause(error) }, "readiness check failed");
        throw new AppError(503, "NOT_READY", "errors.notReady");
      }
      return { status: "ready" as const, database: app.context.database.dialect };
    },
  );

  const publicConfig = {
    universityName: config.universityName,
    studentEmailDomain: config.studentEmailDomain,
    office: config.office,
    maxUploadMb: Math.round(config.maxUploadBytes / 1024 / 1024),
    timeZone: config.timeZone,
    campusSignIn: Boolean(config.oidc),
    passwordSignIn: config.passwordSignIn,
  };
  app.get(
    "/config",
    {
      schema: {
        tags: ["system"],
        summary: "Public settings of this installation (university name, office contacts)",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return publicConfig;
    },
  );
};

/** How long readiness waits for Redis: a load balancer's check must not hang while it reconnects. */
const READY_TIMEOUT_MS = 2_000;

function withinReadyTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), READY_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}
