import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import { outageLog } from "../outage-log";
import { Listeners, reconnectDelayMs, type BusMessage, type EventBus } from "./event-bus";

const BASE_CHANNEL = "campus:events";
const REDIS_RECONNECT_MOST_MS = 5_000;

/**
 * Many instances sharing a Redis (REDIS_URL), which need not answer when the server starts: each publishes to one channel and subscribes to
 * it on a second connection (a subscribing Redis connection can do nothing else). ioredis
 * reconnects (with our back-off and jitter) and the bus subscribes again each time; every connection
 * error is handled, the outage is logged once, and `onReconnect` listeners then catch up.
 */
export async function redisBus(url: string, log: FastifyBaseLogger, namespace = ""): Promise<EventBus> {
  // One installation's channel: installations (or test runs) sharing a Redis keep apart.
  const CHANNEL = namespace ? `${BASE_CHANNEL}:${namespace}` : BASE_CHANNEL;
  const listeners = new Listeners();
  const reconnected = new Set<() => void>();
  const outage = outageLog(log, "event bus (Redis)");
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    // At most 5 s apart: a Redis restart takes a second or two, and every event published before
    // the bus is back is lost in transit (tabs then catch up from the database).
    retryStrategy: (times: number) => reconnectDelayMs(times - 1, Math.random, REDIS_RECONNECT_MOST_MS),
  };
  // While Redis is away a publish fails at once instead of waiting in ioredis's queue: the event
  // is lost in transit either way (tabs catch up when the bus is back), and the job that published
  // it goes on to its emails instead of holding up the outbox for the length of the outage.
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false });
  // The subscription is made again by us on every (re)connection, and only then is the bus back:
  // ioredis's own resubscription could be lost when Redis went away again before it was confirmed.
  const subscriber = new Redis(url, { ...options, autoResubscribe: false });
  for (const connection of [publisher, subscriber]) connection.on("error", (error: Error) => outage.down(error));
  let subscribedOnce = false;
  /** Whether messages reach this instance now: the subscription is confirmed on a live connection. */
  let listening = false;
  subscriber.on("close", () => (listening = false));
  subscriber.on("ready", () => {
    if (!subscribedOnce) return;
    subscriber.subscribe(CHANNEL).then(
      () => {
        listening = true;
        outage.up();
        for (const listener of reconnected) listener();
      },
      (error: Error) => outage.down(error), // gone again: the next "ready" subscribes once more
    );
  });
  subscriber.on("message", (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    try {
      listeners.deliver(JSON.parse(payload) as BusMessage);
    } catch (error) {
      log.warn({ err: error }, "ignored a malformed event from the bus");
    }
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL);
    listening = true;
  } catch (error) {
    // Redis is away at start: the server starts all the same (every request is served; live
    // events wait, and /api/ready says "degraded"). ioredis keeps trying, and the first "ready"
    // subscribes. The outage is logged once, in one line.
    outage.down(error);
  }
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
    // Ready only when both ways work: publishing, and hearing what other instances publish.
    async ping() {
      if (!listening) throw new Error("not subscribed to the event channel");
      await publisher.ping();
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
