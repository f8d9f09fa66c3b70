import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, pingResponseSchema, publicConfigSchema, readyResponseSchema } from "@campus/shared";
import { outageCause } from "../../db/unavailable";
import { AppError } from "../../http/app-error";
import { oldestDueJob, pingDatabase } from "./repository";

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
        summary:
          "Readiness: the server can serve requests (its database answers; 503 otherwise). Live events and the job queue are reported as components: when one is not well the answer is still 200, with status degraded",
        response: { 200: readyResponseSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const { database, bus } = app.context;
      const now = new Date();
      const [databaseUp, events, due] = await Promise.all([
        pingDatabase(database.db).then(
          () => true,
          (error: unknown) => {
            request.log.debug({ cause: outageCause(error) }, "readiness: the database does not answer");
            return false;
          },
        ),
        bus.ping
          ? withinReadyTimeout(bus.ping()).then(
              () => "ok" as const,
              () => "unavailable" as const,
            )
          : config.databaseUrl
            ? ("ok" as const) // PostgreSQL's LISTEN/NOTIFY: up when the database is
            : ("in-process" as const),
        oldestDueJob(database.db, now.toISOString()).catch(() => null),
      ]);
      // Only the database decides: without Redis an instance still serves every request (tabs
      // catch up when it is back), so one blip must not take every instance out of the balancer.
      if (!databaseUp) throw new AppError(503, "NOT_READY", "errors.notReady");
      const jobs = due && now.getTime() - due.getTime() > JOBS_BEHIND_MS ? ("behind" as const) : ("ok" as const);
      return {
        status: events === "unavailable" || jobs === "behind" ? ("degraded" as const) : ("ready" as const),
        database: database.dialect,
        components: { database: "ok" as const, events, jobs },
      };
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

/** A due job waiting longer than this means the workers are behind (or stopped). */
const JOBS_BEHIND_MS = 5 * 60_000;

/** How long readiness waits for Redis: a load balancer's check must not hang while it reconnects. */
const READY_TIMEOUT_MS = 2_000;

function withinReadyTimeout(check: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), READY_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}
