import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { EventBus } from "./event-bus";
import { memoryBus } from "./memory-bus";

/**
 * Redis when REDIS_URL is set; else PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL
 * (instances may be many); else in-process (the embedded mode is one process). The Redis and
 * PostgreSQL buses, and their client libraries, are loaded only when chosen.
 */
export async function createEventBus(config: Config, log: FastifyBaseLogger): Promise<EventBus> {
  if (config.redisUrl)
    return (await import("./redis-bus")).redisBus(config.redisUrl, log, schemaOf(config.databaseUrl));
  if (config.databaseUrl) return (await import("./postgres-bus")).postgresBus(config.databaseUrl, log);
  return memoryBus();
}

/**
 * The installation's own schema when DATABASE_URL names one (`?options=-c search_path=NAME`), so
 * that installations sharing one database and one Redis hear only their own events, as the
 * PostgreSQL bus does (postgres-bus.ts, channelFor); "" for the default.
 */
export function schemaOf(databaseUrl: string | undefined): string {
  if (!databaseUrl) return "";
  let options: string | null;
  try {
    options = new URL(databaseUrl).searchParams.get("options");
  } catch {
    return "";
  }
  const schema = /search_path=([A-Za-z0-9_]+)/.exec(options ?? "")?.[1] ?? "";
  return schema === "public" ? "" : schema.toLowerCase();
}
