import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { EventBus } from "./event-bus";
import { memoryBus } from "./memory-bus";
import { postgresBus } from "./postgres-bus";
import { redisBus } from "./redis-bus";

/**
 * Redis when REDIS_URL is set; else PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL
 * (instances may be many); else in-process (the embedded mode is one process).
 */
export async function createEventBus(config: Config, log: FastifyBaseLogger): Promise<EventBus> {
  if (config.redisUrl) return redisBus(config.redisUrl, log);
  if (config.databaseUrl) return postgresBus(config.databaseUrl, log);
  return memoryBus();
}
