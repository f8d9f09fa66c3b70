import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import { Listeners, type BusMessage, type EventBus } from "./event-bus";

const CHANNEL = "campus:events";

/**
 * Many instances sharing a Redis (REDIS_URL): each publishes to one channel and subscribes to
 * it on a second connection (a subscribing Redis connection can do nothing else). ioredis
 * reconnects and re-subscribes by itself.
 */
export async function redisBus(url: string, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Listeners();
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber]) connection.on("error", (error: Error) => log.error({ err: error }, "event bus (Redis) connection failed"));
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
  return {
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
