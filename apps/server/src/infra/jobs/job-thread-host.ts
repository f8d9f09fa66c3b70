import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { BusMessage, EventBus } from "../events/event-bus";

/** What the host tells the job thread. */
export type ToJobThread = { type: "wake" } | { type: "stop" };
/** What the job thread tells its host: a realtime event to publish (the host's bus reaches the sockets), or that it stopped. */
export type FromJobThread = { type: "bus"; message: BusMessage } | { type: "stopped" };

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

/**
 * Runs the outbox's worker on a thread of its own (`entry`: job-thread.ts, or its bundle), with
 * its own database connection and mailer, so the CPU that matching and sending take never holds
 * up requests on this thread. Realtime events the jobs raise come back here and go out on this
 * process's bus. A thread that dies is started again after a pause that doubles up to 30 s (its
 * jobs' leases were its instance's, so it takes them back at once).
 */
export function startJobThread(entry: URL, data: JobThreadData, bus: EventBus, log: FastifyBaseLogger): JobThread {
  let worker: Worker;
  let stopping = false;
  let stopped: (() => void) | null = null;
  let restarts = 0;
  const start = () => {
    const startedAt = Date.now();
    worker = new Worker(entry, { workerData: data });
    worker.on("message", (message: FromJobThread) => {
      if (message.type === "bus") void bus.publish(message.message).catch(() => {});
      else if (message.type === "stopped") stopped?.();
    });
    worker.on("error", (error) => log.error({ err: error }, "the job thread failed"));
    worker.on("exit", (code) => {
      stopped?.();
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) restarts = 0;
      const delay = Math.min(30_000, 1000 * 2 ** restarts++);
      log.error({ code, delayMs: delay }, "the job thread ended unexpectedly: starting it again");
      setTimeout(() => {
        if (!stopping) start();
      }, delay).unref();
    });
  };
  start();
  return {
    wake: () => worker.postMessage({ type: "wake" } satisfies ToJobThread),
    stop: async () => {
      stopping = true;
      const done = new Promise<void>((resolve) => (stopped = resolve));
      worker.postMessage({ type: "stop" } satisfies ToJobThread);
      const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
