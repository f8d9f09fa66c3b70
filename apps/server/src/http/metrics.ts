import { timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Config } from "../config";
import { onCountedEvent } from "../infra/counted-events";
import { AppError } from "./app-error";
import { StartupError } from "../startup-error";

/** What the metrics read when Prometheus scrapes: each figure is taken then, not kept up to date. */
export interface MetricSources {
  /** Open WebSockets on this instance. */
  sockets: () => number;
  /** The outbox's jobs by kind: due or waiting (not done, not given up), and given up. */
  jobs: () => Promise<Array<{ kind: string; waiting: number; failed: number }>>;
  /** PostgreSQL only: the connection pool now. */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Every kind of job the workers run: each kind's series start at zero, so a rate or an alert has a value from the first scrape. */
  jobKinds: readonly string[];
  /** The running build, for campus_build_info. */
  build: { version: string };
}

/** Buckets of the request histogram, in seconds: from a cached page to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `/metrics` in Prometheus' text format (prom-client), when METRICS_TOKEN or METRICS_PORT is set:
 * request latency by route, method and status, the outbox's queue and failed jobs, Web Push posts
 * by outcome, open sockets, PostgreSQL's pool, and the process's own figures (CPU, memory, event loop lag). On the main
 * port it answers only `Authorization: Bearer <METRICS_TOKEN>` (otherwise 401, saying so); on
 * METRICS_PORT, a listener of its own (127.0.0.1 unless METRICS_HOST says otherwise) answers
 * without a token. Without either setting nothing is loaded and no request pays for it.
 * Returns the metrics listener, to close with the app (null when there is none).
 */
export async function registerMetrics(
  app: FastifyInstance,
  config: Config,
  sources: MetricSources,
): Promise<FastifyInstance | null> {
  const settings = config.metrics;
  if (!settings) return null;
  const client = await import("prom-client");
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const latency = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern, method and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    latency.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new client.Gauge({
    name: "campus_realtime_sockets",
    help: "Open WebSockets (live notices and chat) on this instance",
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  const waiting = new client.Gauge({
    name: "campus_jobs_waiting",
    help: "Outbox jobs not yet done (due now or later, or running), by kind",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const failed = new client.Gauge({
    name: "campus_jobs_failed",
    help: "Outbox jobs given up after their last attempt (kept until JOBS_KEEP_DAYS), by kind",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const pushes = new client.Counter({
    name: "campus_push_notifications_total",
    help: "Web Push posts to push services since start, by outcome: sent (taken), failed (not taken: retried by the outbox), gone (the device's subscription ended and was removed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  for (const outcome of ["sent", "failed", "gone"] as const) pushes.inc({ outcome }, 0);
  const stopCounting = onCountedEvent((event) => {
    if (event.name === "push") pushes.inc({ outcome: event.outcome });
  });
  app.addHook("onClose", async () => {
    stopCounting();
  });
  const pool = sources.pool;
  if (pool) {
    const connections = new client.Gauge({
      name: "campus_db_pool_connections",
      help: "PostgreSQL pool: connections open, idle, and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const now = pool();
        connections.set({ state: "total" }, now.total);
        connections.set({ state: "idle" }, now.idle);
        connections.set({ state: "waiting" }, now.waiting);
      },
    });
  }

  new client.Gauge({
    name: "campus_build_info",
    help: "The running build: always 1, its version and Node.js in the labels",
    labelNames: ["version", "node"] as const,
    registers: [registry],
  }).set({ version: sources.build.version, node: process.versions.node }, 1);

  /** The job figures come from one query per scrape, shared by both gauges. */
  const scrape = async (_request: FastifyRequest, reply: FastifyReply) => {
    waiting.reset();
    failed.reset();
    for (const kind of sources.jobKinds) {
      waiting.set({ kind }, 0);
      failed.set({ kind }, 0);
    }
    for (const row of await sources.jobs()) {
      waiting.set({ kind: row.kind }, row.waiting);
      failed.set({ kind: row.kind }, row.failed);
    }
    reply.header("content-type", registry.contentType).header("cache-control", "no-store");
    return registry.metrics();
  };

  if (settings.token) {
    const expected = Buffer.from(`Bearer ${settings.token}`);
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? "");
      // A 401 that says what is asked (a missing or wrong token), so an operator can tell it from
      // metrics being off; the token itself is compared in constant time.
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError(401, "METRICS_TOKEN_REQUIRED", "errors.metricsToken").withHeaders({
          "www-authenticate": 'Bearer realm="metrics"',
        });
      return scrape(request, reply);
    });
  }
  if (settings.port === undefined) return null;
  const listener = Fastify({ logger: false });
  listener.get("/metrics", scrape);
  try {
    await listener.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE" || code === "EACCES")
      throw new StartupError(
        `METRICS_PORT ${settings.port} ${code === "EADDRINUSE" ? "is already in use" : "may not be used"} on ${settings.host}: set METRICS_PORT to a free port above 1024 (one per instance).`,
      );
    throw error;
  }
  return listener;
}
