import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { BusMessage, EventBus } from "../events/event-bus";
import { countEvent, type CountedEvent } from "../counted-events";

/** What the host tells the job thread. */
export type ToJobThread = { type: "wake" } | { type: "stop" };
/**
 * What the job thread tells its host: a realtime event to publish (the host's bus reaches the
 * sockets), an event to count for the host's metrics, or that it stopped.
 */
export type FromJobThread =
  { type: "bus"; message: BusMessage } | { type: "count"; event: CountedEvent } | { type: "stopped" };

/** What the job thread starts from: the configuration, and the worker's numbers a test may change. */
export interface JobThreadData {
  config: Config;
  worker: { leaseMs?: number; pollMs?: number; maxAttempts?: number; instanceId?: string };
}

export interface JobThread {
  /** Runs due jobs now (a job was just added on this instance). */
  wake(): void;
  /** Lets the job in hand finish, then ends the thread. */
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 15_000;

/** When the thread is started: at the first sign of work, looked for every `pollMs` until then. */
export interface JobThreadStart {
  /** Whether a job is waiting now (infra/jobs/worker.ts, hasDueJob). */
  due(): Promise<boolean>;
  pollMs: number;
}

/**
 * Runs the outbox's worker on a thread of its own (`entry`: job-thread.ts, or its bundle), with a
 * context of its own (its own database connection, mailer and storage), so the CPU that matching
 * and sending take never holds up requests on this thread. Realtime events the jobs raise come
 * back here and go out on this process's bus. A thread that dies is started again after a pause that doubles up to 30 s (its
 * jobs' leases were its instance's, so it takes them back at once).
 *
 * The thread starts with the first work, not with the server: when a job is added here (`wake`)
 * or `start.due()` finds one waiting (left from before a restart, added by another instance, due
 * after a back-off), checked at once and then every `start.pollMs`. A thread is a second
 * JavaScript heap with its own copy of the modules (about 55 MB and 400 ms of CPU at start), which
 * an idle server, or one that sends no email, does not need. Once started it keeps running.
 */
export function startJobThread(
  entry: URL,
  data: JobThreadData,
  bus: EventBus,
  log: FastifyBaseLogger,
  start: JobThreadStart,
): JobThread {
  let worker: Worker | null = null;
  let stopping = false;
  let stopped: (() => void) | null = null;
  let restarts = 0;
  let poll: NodeJS.Timeout | null = null;
  const run = () => {
    const startedAt = Date.now();
    const thread = new Worker(entry, { workerData: data });
    worker = thread;
    thread.on("message", (message: FromJobThread) => {
      if (message.type === "bus") void bus.publish(message.message).catch(() => {});
      else if (message.type === "count") countEvent(message.event);
      else if (message.type === "stopped") stopped?.();
    });
    thread.on("error", (error) => log.error({ err: error }, "the job thread failed"));
    thread.on("exit", (code) => {
      stopped?.();
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) restarts = 0;
      const delay = Math.min(30_000, 1000 * 2 ** restarts++);
      log.error({ code, delayMs: delay }, "the job thread ended unexpectedly: starting it again");
      setTimeout(() => {
        if (!stopping) run();
      }, delay).unref();
    });
  };
  const startNow = () => {
    if (poll) clearTimeout(poll);
    poll = null;
    if (!worker && !stopping) run();
  };
  const look = () => {
    poll = null;
    start
      .due()
      // The database is away: the request path reports the outage; look again at the next poll.
      .catch(() => false)
      .then((due) => {
        if (worker || stopping) return;
        if (due) startNow();
        else poll = setTimeout(look, start.pollMs).unref();
      })
      .catch((error: unknown) => log.error({ err: error }, "could not start the job thread"));
  };
  look();
  return {
    wake: () => {
      // The thread looks for due jobs as it starts: no message needed then.
      if (worker) worker.postMessage({ type: "wake" } satisfies ToJobThread);
      else startNow();
    },
    stop: async () => {
      stopping = true;
      if (poll) clearTimeout(poll);
      const thread = worker;
      if (!thread) return;
      const done = new Promise<void>((resolve) => (stopped = resolve));
      thread.postMessage({ type: "stop" } satisfies ToJobThread);
      const timer = setTimeout(() => void thread.terminate(), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
      await thread.terminate();
    },
  };
}
