import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import { outageLog } from "../outage-log";
import { Listeners, reconnectDelayMs, type BusMessage, type EventBus } from "./event-bus";

const CHANNEL = "campus:events";

/**
 * Many instances sharing a Redis (REDIS_URL): each publishes to one channel and subscribes to
 * it on a second connection (a subscribing Redis connection can do nothing else). ioredis
 * reconnects (with our back-off and jitter) and subscribes again by itself; every connection
 * error is handled, the outage is logged once, and `onReconnect` listeners then catch up.
 */
export async function redisBus(url: string, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Listeners();
  const reconnected = new Set<() => void>();
  const outage = outageLog(log, "event bus (Redis)");
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    retryStrategy: (times: number) => reconnectDelayMs(times - 1),
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber]) connection.on("error", (error: Error) => outage.down(error));
  let subscribedOnce = false;
  // "ready" comes after every (re)connection, once ioredis has subscribed again.
  subscriber.on("ready", () => {
    if (!subscribedOnce) return;
    outage.up();
    for (const listener of reconnected) listener();
  });
  subscriber.on("message", (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    try {
      listeners.deliver(JSON.parse(payload) as BusMessage);
    } catch (error) {
      log.warn({ err: error }, "ignored a malformed event from the bus");
    }
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  subscribedOnce = true;
  return {
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe: (listener) => listeners.add(listener),
    onReconnect(listener) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
