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
  if (config.redisUrl) return (await import("./redis-bus")).redisBus(config.redisUrl, log);
  if (config.databaseUrl) return (await import("./postgres-bus")).postgresBus(config.databaseUrl, log);
  return memoryBus();
}
