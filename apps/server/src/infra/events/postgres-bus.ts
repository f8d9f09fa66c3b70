import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { Listeners, type BusMessage, type EventBus } from "./event-bus";

const CHANNEL = "campus_events";

/**
 * Many instances on one PostgreSQL database: NOTIFY carries each event to every instance that
 * LISTENs (this one included), through one dedicated connection that reconnects with back-off.
 */
export async function postgresBus(connectionString: string, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Listeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retry = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      try {
        listeners.deliver(JSON.parse(notification.payload) as BusMessage);
      } catch (error) {
        log.warn({ err: error }, "ignored a malformed event from the bus");
      }
    });
    next.on("error", (error) => {
      log.error({ err: error }, "event bus connection failed");
      if (client === next) client = null;
      void next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    retry = 0;
  };

  const scheduleReconnect = () => {
    if (closed) return;
    const delay = Math.min(30_000, 250 * 2 ** retry++);
    setTimeout(() => {
      if (!closed && !client) connect().catch(scheduleReconnect);
    }, delay).unref();
  };

  await connect();
  return {
    async publish(message) {
      if (!client) throw new Error("the event bus is reconnecting");
      await client.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
