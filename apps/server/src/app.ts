import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { ensureDataDir } from "./db/data-dir";
import type { Database } from "./db/dialect";
import { migrateToLatest } from "./db/migrate";
import { openDatabase } from "./db/open-database";
import { registerApiDocs } from "./http/api-docs";
import { outageLog } from "./infra/outage-log";
import { OneLinePerRequest } from "./http/request-log";
import { startUploadSweeper } from "./modules/uploads/sweeper";
import { registerMetrics } from "./http/metrics";
import { pruneRateLimits } from "./http/rate-limit-store";
import { startHousekeeping } from "./infra/housekeeping";
import { pruneAuditLog } from "./modules/audit/service";
import { registerControlCharacterCheck } from "./http/control-characters";
import { registerOriginCheck } from "./http/origin-check";
import { resolveAuthSecret } from "./infra/auth-secret";
import { resolveVapidKeys } from "./infra/vapid-keys";
import { createEventBus } from "./infra/events/create-event-bus";
import { requestIdOf } from "./http/request-id";
import { buildVersion } from "./build-info";
import { markDataDirInUse } from "./db/in-use";
import { startJobThread, type JobThread } from "./infra/jobs/job-thread-host";
import { enqueueJobs } from "./infra/jobs/outbox";
import {
  defaultWorkerOptions,
  hasDueJob,
  jobQueueFigures,
  JobWorker,
  pruneJobs,
  type WorkerOptions,
} from "./infra/jobs/worker";
import { createMailer } from "./infra/mail/create-mailer";
import { createStorage } from "./infra/storage/create-storage";
import type { Mailer } from "./infra/mail/mailer";
import { createContext, systemClock, type AppContext } from "./core/context";
import { createAuthLibrary, type AuthLibrary } from "./modules/auth/auth-library";
import { authRoutes } from "./modules/auth/routes";
import { campusSignInRoutes } from "./modules/auth/campus-routes";
import { makeResetPasswordSender } from "./modules/auth/service";
import { campusNewAccount, campusSignInAllowed, forgetUnconfirmedHolders } from "./modules/auth/campus-sign-in";
import { registerSessionLookup } from "./modules/auth/session";
import { registerErrorHandler } from "./http/error-handler";
import { requestLanguage } from "./http/language";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerWebApp } from "./http/web-app";
import { auditRoutes } from "./modules/audit/routes";
import { custodyRoutes } from "./modules/custody/routes";
import { intakeRoutes } from "./modules/custody/intake-routes";
import { retentionRoutes } from "./modules/custody/retention-routes";
import { queueFinderReminders } from "./modules/custody/retention-service";
import { claimRoutes } from "./modules/claims/routes";
import { adminLocationRoutes } from "./modules/locations/admin-routes";
import { rosterRoutes } from "./modules/roster/routes";
import { adminUserRoutes } from "./modules/users/admin-routes";
import { adminRoutes } from "./modules/admin/routes";
import { chatRoutes } from "./modules/chat/routes";
import { deliverEvents } from "./modules/realtime/deliver";
import { jobHandlers } from "./job-handlers";
import { HEAVY_JOB_KINDS, JOB_KINDS } from "./core/jobs";
import { locationRoutes } from "./modules/locations/routes";
import { refreshMatchProfiles } from "./modules/matching/refresh-profiles";
import { matchingRoutes } from "./modules/matching/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { RealtimeHub } from "./modules/realtime/hub";
import { syncReportRollups } from "./modules/reports/rollups-service";
import { realtimeRoutes } from "./modules/realtime/routes";
import { reportRoutes, visitorReportRoutes } from "./modules/reports/routes";
import { systemRoutes } from "./modules/system/routes";
import { uploadRoutes } from "./modules/uploads/routes";
import { profilePhotoRoutes, profileRoutes } from "./modules/users/routes";
import { privacyRoutes } from "./modules/privacy/routes";
import { forgetOldPersonalData } from "./modules/privacy/service";
import { pushRoutes } from "./modules/push/routes";
import { forgetOldDeliveries } from "./modules/push/service";

declare module "fastify" {
  interface FastifyInstance {
    /** What every route hands its service: the database, configuration, mail, storage, bus, outbox and clock. */
    context: AppContext;
    /** Sessions, password hashing and reset tokens: the auth module's own (its routes and tests use it). */
    auth: AuthLibrary;
  }
}

/**
 * Every schema is a zod schema, validated and serialised by zod (fastify-type-provider-zod).
 * Given as Fastify's compiler factories, so that its own compilers (ajv, fast-json-stringify:
 * about 100 ms at start) are never loaded. Fastify types the factories for ajv, hence the cast.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;

export interface BuildOptions {
  /** Replaces the logger configuration (tests pass `false`). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Replaces the mailer the configuration would choose (tests that make sending fail). */
  mailer?: Mailer;
  /** Replaces the job worker's timings (tests shorten the lease and back-off). */
  worker?: Partial<WorkerOptions>;
  /** False: no job worker on this instance (tests that work the queue themselves). */
  runWorker?: boolean;
  /** How often open WebSockets are pinged and their sessions checked (30 s; tests shorten it). */
  realtimeHeartbeatMs?: number;
  /** Replaces the clock of this thread's context (tests that move time; the job thread keeps the real one). */
  clock?: () => Date;
}

/**
 * Builds the whole application: the one factory used by tests, development and production.
 * Checks DATA_DIR, opens and migrates the database, then registers, in order: infrastructure
 * plugins, the error handlers, the API routes, and the web app.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  ensureDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database);
    await syncReportRollups({ database, config, clock: options.clock ?? systemClock });
    await refreshMatchProfiles({ database });
    return await assemble(config, database, options);
  } catch (error) {
    await database.destroy().catch(() => {});
    throw error;
  }
}

async function assemble(config: Config, database: Database, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    },
    logController: new OneLinePerRequest(),
    // Every log line of a request carries its id (reqId): the caller's X-Request-Id when it looks
    // like one (a proxy's or a load balancer's, so one request can be followed through both logs),
    // else one of our own; the answer carries it back.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    pluginTimeout: 60_000,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // A number of proxies: the socket's peer and the next hops are they; the client is the address they saw.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    schemaController: { compilersFactory: zodCompilers },
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  const databaseOutage = outageLog(app.log, "database");
  database.connectionEvents?.on("down", (error) => databaseOutage.down(error)).on("up", () => databaseOutage.up());
  const mailer = options.mailer ?? createMailer(config, app.log);
  const secret = resolveAuthSecret(config);
  // Made here at the first start (DATA_DIR/vapid-keys.json, unless VAPID_* are set); the job thread reads it.
  resolveVapidKeys(config);
  const files = createStorage(config, secret);
  const bus = await createEventBus(config, app.log);
  // The outbox's jobs run on a thread of their own (JOB_WORKER=thread) or on this one.
  let worker: JobWorker | null = null;
  let jobThread: JobThread | null = null;
  const outbox = { enqueue: enqueueJobs, wake: () => (jobThread ? jobThread.wake() : worker?.wake()) };
  const context = createContext(config, {
    database,
    mailer,
    storage: files.storage,
    bus,
    outbox,
    clock: options.clock,
  });
  app.decorate("context", context);
  const auth = createAuthLibrary(config, database, secret, {
    log: app.log,
    sendResetPassword: makeResetPasswordSender(context),
    campus: {
      vouched: (claims) => forgetUnconfirmedHolders(context, claims),
      newAccount: (claims) => campusNewAccount(context, claims),
      signIn: (userId) => campusSignInAllowed(context, userId),
    },
  });
  app.decorate("auth", auth);
  const hub = new RealtimeHub();
  const unsubscribe = deliverEvents(context, hub, app.log);
  if (config.jobWorker === "inline") {
    worker = new JobWorker(database, jobHandlers(context), app.log, {
      ...defaultWorkerOptions,
      heavyKinds: HEAVY_JOB_KINDS,
      leaseMs: config.jobLeaseMs,
      instanceId: config.instanceId,
      ...options.worker,
    });
  }
  let stopSweeper = () => {};
  let stopHousekeeping = () => {};
  app.addHook("onReady", async () => {
    if (options.runWorker === false) return;
    stopHousekeeping = startHousekeeping(housekeepingTasks(context), app.log);
    if (worker) worker.start();
    else {
      const { leaseMs, pollMs, maxAttempts, instanceId } = options.worker ?? {};
      const due = {
        maxAttempts: maxAttempts ?? defaultWorkerOptions.maxAttempts,
        instanceId: instanceId ?? config.instanceId,
      };
      jobThread = startJobThread(
        jobThreadEntry(),
        { config, worker: { leaseMs, pollMs, maxAttempts, instanceId } },
        bus,
        app.log,
        { due: () => hasDueJob(database, due), pollMs: pollMs ?? defaultWorkerOptions.pollMs },
      );
    }
    stopSweeper = startUploadSweeper(context, app.log);
  });
  const metricsListener = await registerMetrics(app, config, {
    sockets: () => hub.connections,
    jobs: () => jobQueueFigures(database.db),
    pool: database.poolStats,
    jobKinds: Object.keys(JOB_KINDS),
    build: { version: buildVersion() },
  });
  // The embedded database is one process's: restore refuses while this one runs (db/in-use.ts).
  const releaseDataDir = database.dialect === "sqlite" ? markDataDirInUse(config.dataDir) : () => {};
  app.addHook("onClose", async () => {
    releaseDataDir();
    stopSweeper();
    stopHousekeeping();
    await metricsListener?.close();
    await worker?.stop();
    await jobThread?.stop();
    unsubscribe();
    await bus.close();
    mailer.close();
    files.close();
    await database.destroy();
  });

  await app.register(requestLanguage);
  registerErrorHandler(app, { databaseUnavailable: (error) => databaseOutage.down(error) });
  registerSecurityHeaders(app, config);
  registerOriginCheck(app, config.trustedOrigins);
  registerControlCharacterCheck(app);
  registerSessionLookup(app, auth, { secret, https: config.publicUrl.startsWith("https://") });
  await app.register(compress, { threshold: 1024 });
  registerApiDocs(app, config);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { prefix: "/auth", secret });
      if (config.oidc) await api.register(campusSignInRoutes, { prefix: "/auth" });
      await api.register(profileRoutes);
      await api.register(profilePhotoRoutes);
      await api.register(privacyRoutes);
      await api.register(uploadRoutes, { disk: files.disk });
      await api.register(locationRoutes);
      await api.register(reportRoutes);
      await api.register(visitorReportRoutes);
      await api.register(matchingRoutes);
      await api.register(chatRoutes);
      await api.register(adminRoutes);
      await api.register(adminLocationRoutes);
      await api.register(custodyRoutes);
      await api.register(intakeRoutes);
      await api.register(retentionRoutes);
      await api.register(claimRoutes);
      await api.register(adminUserRoutes);
      await api.register(rosterRoutes);
      await api.register(auditRoutes);
      await api.register(notificationRoutes);
      await api.register(pushRoutes);
      await api.register(realtimeRoutes, { hub, heartbeatMs: options.realtimeHeartbeatMs ?? 30_000 });
    },
    { prefix: "/api" },
  );

  await registerWebApp(app, config.webDistDir);
  await app.ready();
  return app;
}

/**
 * What is kept only so long, pruned by age: jobs (with the record of the pushes they sent) and rate-limit counters soon, the personal data
 * of closed cases after PERSONAL_DATA_KEEP_DAYS, the audit log last. Beside them, the hourly
 * reminder to finders still keeping a found item past its retention date (once per item).
 */
export function housekeepingTasks(ctx: Pick<AppContext, "database" | "storage" | "outbox" | "config" | "clock">) {
  const daysAgo = (days: number) => new Date(ctx.clock().getTime() - days * 86_400_000);
  return [
    { table: "jobs", prune: () => pruneJobs(ctx.database.db, daysAgo(ctx.config.keepDays.jobs)) },
    { table: "push_deliveries", prune: () => forgetOldDeliveries(ctx, daysAgo(ctx.config.keepDays.jobs)) },
    { table: "rate_limits", prune: () => pruneRateLimits(ctx.database.db, daysAgo(1).getTime()) },
    { table: "audit_log", prune: () => pruneAuditLog(ctx) },
    { table: "personal data of closed cases", prune: () => forgetOldPersonalData(ctx) },
    {
      table: "reports kept by their finders past retention",
      prune: () => queueFinderReminders(ctx),
      done: "reminded finders to hand items in",
    },
  ];
}

/** The job thread's entry beside this module: its source through tsx (tests, development), its bundle in dist/. */
function jobThreadEntry(): URL {
  return new URL(import.meta.url.endsWith(".ts") ? "./job-thread-source.mjs" : "./job-thread.js", import.meta.url);
}
