import pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { outageLog } from "../outage-log";
import { Listeners, reconnectDelayMs, type BusMessage, type EventBus } from "./event-bus";

const CHANNEL = "campus_events";

/**
 * The channel of the installation whose tables are in `schema`: NOTIFY reaches every session of
 * the database, so two installations (or two test runs) that share one database in two schemas
 * would otherwise hear each other's events. The default schema keeps the plain name.
 */
export function channelFor(schema: string): string {
  if (schema === "public") return CHANNEL;
  return `${CHANNEL}_${schema.toLowerCase().replace(/[^a-z0-9_]/g, "_")}`.slice(0, 63);
}

/**
 * Many instances on one PostgreSQL database: NOTIFY carries each event to every instance that
 * LISTENs (this one included), through one dedicated connection. When that connection is lost
 * (a restart, a failover) it is opened again with back-off and jitter and LISTENs again; the
 * outage is logged once, and `onReconnect` listeners then catch up on what was missed.
 */
export async function postgresBus(connectionString: string, log: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Listeners();
  const reconnected = new Set<() => void>();
  const outage = outageLog(log, "event bus (PostgreSQL LISTEN)");
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  /** Known once the first connection has read its schema (channelFor). */
  let channel = CHANNEL;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    // Every error of this connection, now or later, lands here: it never crashes the process.
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, new Error("Connection terminated")));
    next.on("notification", (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      try {
        listeners.deliver(JSON.parse(notification.payload) as BusMessage);
      } catch (error) {
        log.warn({ err: error }, "ignored a malformed event from the bus");
      }
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string | null }>("select current_schema() as schema");
      channel = channelFor(rows[0]?.schema ?? "public");
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      next.removeAllListeners("end");
      void next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  };

  /** The connection `which` failed: forget it and try again later (once per loss). */
  const lost = (which: pg.Client, error: unknown) => {
    if (client !== which) return;
    client = null;
    which.removeAllListeners("end");
    void which.end().catch(() => {});
    outage.down(error);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (closed || client) return;
      connect().then(
        () => {
          attempt = 0;
          outage.up();
          for (const listener of reconnected) listener();
        },
        (error: unknown) => {
          outage.down(error);
          scheduleReconnect();
        },
      );
    }, reconnectDelayMs(attempt++));
    timer.unref();
  };

  await connect();
  return {
    async publish(message) {
      if (!client) throw new Error("the event bus is reconnecting");
      await client.query("select pg_notify($1, $2)", [channel, JSON.stringify(message)]);
    },
    subscribe: (listener) => listeners.add(listener),
    onReconnect(listener) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      current?.removeAllListeners("end");
      await current?.end().catch(() => {});
    },
  };
}
