import pino from "pino";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { checkCrossesOnce } from "../../../test/bus-checks";
import type { BusMessage } from "./event-bus";
import { memoryBus } from "./memory-bus";
import { redisBus } from "./redis-bus";

const log = pino({ level: "silent" });
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("event bus", () => {
  it("in-process: delivers each message to this instance's listeners, until they unsubscribe", async () => {
    const bus = memoryBus();
    const got: BusMessage[] = [];
    const stop = bus.subscribe((message) => got.push(message));
    await bus.publish({ to: { userId: "u1" }, event: { type: "ready" } });
    stop();
    await bus.publish({ to: { userId: "u2" }, event: { type: "ready" } });
    expect(got).toEqual([{ to: { userId: "u1" }, event: { type: "ready" } }]);
  });

  it("Redis (REDIS_URL): every instance receives every message once, its own included; garbage is ignored", async () => {
    const raw = new Redis(redisUrl);
    cleanups.push(async () => void raw.disconnect());
    await checkCrossesOnce(
      () => redisBus(redisUrl, log),
      (close) => cleanups.push(close),
      async () => void (await raw.publish("campus:events", "{not json")),
    );
  });
});
