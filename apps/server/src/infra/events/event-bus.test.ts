import pino from "pino";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { checkCrossesOnce } from "../../../test/bus-checks";
import { testRedisUrl } from "../../../test/redis";
import type { BusMessage } from "./event-bus";
import { memoryBus } from "./memory-bus";
import { redisBus } from "./redis-bus";

const log = pino({ level: "silent" });
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

  // Registered only when Redis answers (npm test says when it does not).
  if (testRedisUrl)
    it("Redis (REDIS_URL): every instance receives every message once, its own included; garbage is ignored", async () => {
      const raw = new Redis(testRedisUrl);
      cleanups.push(async () => void raw.disconnect());
      await checkCrossesOnce(
        () => redisBus(testRedisUrl, log),
        (close) => cleanups.push(close),
        async () => void (await raw.publish("campus:events", "{not json")),
      );
    });
});
