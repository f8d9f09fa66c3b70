import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Config } from "../../config";
import type { BusMessage, EventBus } from "../events/event-bus";
import { startJobThread, type JobThread } from "./job-thread-host";

/** A stand-in for job-thread.ts: says it started (as a bus message), and stops when told. */
const entry = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from "node:worker_threads";
    parentPort.postMessage({ type: "bus", message: { started: true } });
    parentPort.on("message", (message) => {
      if (message.type === "stop") parentPort.postMessage({ type: "stopped" });
    });
  `)}`,
);

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function host(due: () => Promise<boolean>) {
  const started: BusMessage[] = [];
  const bus = { publish: async (message: BusMessage) => void started.push(message) } as unknown as EventBus;
  const thread = startJobThread(entry, { config: {} as Config, worker: {} }, bus, log, { due, pollMs: 10 });
  threads.push(thread);
  return { thread, started };
}

const threads: JobThread[] = [];
afterEach(async () => {
  for (const thread of threads.splice(0)) await thread.stop();
});

describe("the job thread starts with the first work", () => {
  it("is not started while no job is waiting, and stops at once", async () => {
    const due = vi.fn(async () => false);
    const { thread, started } = host(due);
    await sleep(100);
    expect(due.mock.calls.length).toBeGreaterThan(3);
    expect(started).toEqual([]);
    await thread.stop();
    const calls = due.mock.calls.length;
    await sleep(50);
    expect(due.mock.calls.length).toBe(calls);
  });

  it("starts when a job is added on this instance", async () => {
    const { thread, started } = host(async () => false);
    thread.wake();
    await vi.waitFor(() => expect(started).toEqual([{ started: true }]));
  });

  it("starts when a job is found waiting, and then stops looking", async () => {
    let waiting = false;
    const due = vi.fn(async () => waiting);
    const { started } = host(due);
    await sleep(30);
    expect(started).toEqual([]);
    waiting = true;
    await vi.waitFor(() => expect(started).toEqual([{ started: true }]));
    const calls = due.mock.calls.length;
    await sleep(50);
    expect(due.mock.calls.length).toBe(calls);
  });

  it("keeps looking while the database cannot be asked", async () => {
    let calls = 0;
    const { started } = host(async () => {
      if (++calls < 3) throw new Error("database away");
      return true;
    });
    await vi.waitFor(() => expect(started).toEqual([{ started: true }]));
  });
});
