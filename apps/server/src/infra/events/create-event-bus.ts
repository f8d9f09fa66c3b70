import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { EventBus } from "./event-bus";
import { memoryBus } from "./memory-bus";
import { postgresBus } from "./postgres-bus";

/** PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL (instances may be many); in-process otherwise. */
export async function createEventBus(config: Config, log: FastifyBaseLogger): Promise<EventBus> {
  if (config.databaseUrl) return postgresBus(config.databaseUrl, log);
  return memoryBus();
}
