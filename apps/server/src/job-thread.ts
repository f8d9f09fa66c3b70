import { parentPort, workerData } from "node:worker_threads";
import pino from "pino";
import type { FastifyBaseLogger } from "fastify";
import { createContext } from "./core/context";
import { openDatabase } from "./db/open-database";
import { resolveAuthSecret } from "./infra/auth-secret";
import { onCountedEvent } from "./infra/counted-events";
import type { EventBus } from "./infra/events/event-bus";
import type { FromJobThread, JobThreadData, ToJobThread } from "./infra/jobs/job-thread-host";
import { enqueueJobs } from "./infra/jobs/outbox";
import { defaultWorkerOptions, JobWorker } from "./infra/jobs/worker";
import { createMailer } from "./infra/mail/create-mailer";
import { createStorage } from "./infra/storage/create-storage";
import { jobHandlers } from "./job-handlers";
import { HEAVY_JOB_KINDS } from "./core/jobs";

/**
 * The outbox's worker on its own thread (JOB_WORKER=thread; started by infra/jobs/job-thread-host):
 * the same handlers as on the request thread, given a context of its own made the same way
 * (createContext): its own database connection, mailer and storage, the real clock. Realtime
 * events go to the host, whose bus reaches the sockets, and so do the events counted for its
 * metrics.
 */
async function main(port: NonNullable<typeof parentPort>, { config, worker: overrides }: JobThreadData): Promise<void> {
  const log = pino({ level: config.logLevel, base: { thread: "jobs" } }) as unknown as FastifyBaseLogger;
  const post = (message: FromJobThread) => port.postMessage(message);
  const bus: EventBus = {
    publish: async (message) => post({ type: "bus", message }),
    subscribe: () => () => {},
    onReconnect: () => () => {},
    close: async () => {},
  };
  // What the jobs count (pushes sent, failed, gone) reaches the host's metrics.
  onCountedEvent((event) => post({ type: "count", event }));
  const database = await openDatabase(config);
  const mailer = createMailer(config, log);
  // The host made the secret (DATA_DIR/auth-secret) before starting this thread: this only reads it.
  const files = createStorage(config, resolveAuthSecret(config));
  let worker: JobWorker | null = null;
  const outbox = { enqueue: enqueueJobs, wake: () => worker?.wake() };
  const context = createContext(config, { database, mailer, storage: files.storage, bus, outbox });
  worker = new JobWorker(database, jobHandlers(context), log, {
    ...defaultWorkerOptions,
    heavyKinds: HEAVY_JOB_KINDS,
    leaseMs: config.jobLeaseMs,
    instanceId: config.instanceId,
    // A test's own numbers, where it gave any.
    ...Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)),
  });
  port.on("message", (message: ToJobThread) => {
    if (message.type === "wake") worker.wake();
    else if (message.type === "stop") {
      void worker
        .stop()
        .then(() => mailer.close())
        .then(() => files.close())
        .then(() => database.destroy())
        .finally(() => post({ type: "stopped" }));
    }
  });
  worker.start();
}

if (parentPort) await main(parentPort, workerData as JobThreadData);
