import type { Config } from "../config";
import type { Database } from "../db/dialect";
import type { EventBus } from "../infra/events/event-bus";
import type { Outbox } from "../infra/jobs/outbox";
import type { JobKind } from "./jobs";
import type { Mailer } from "../infra/mail/mailer";
import type { FileStorage } from "../infra/storage/file-storage";

/**
 * What the application's code reaches its surroundings through: built once by app.ts (and by the
 * job thread for itself) and handed to every service as its first argument. A service names what
 * it uses with `Ctx<"database" | "outbox">`, so a test builds only that.
 */
export interface AppContext {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** Uploaded files (DATA_DIR/uploads or an S3-compatible bucket). */
  storage: FileStorage;
  /** Realtime events across instances. */
  bus: EventBus;
  /** Durable jobs, enqueued in the caller's transaction. */
  /** Typed by the registry's kinds (core/jobs.ts): a job of an unknown kind does not compile. */
  outbox: Outbox<JobKind>;
  /** Now. Tests may set the time. */
  clock: () => Date;
}

/** The part of the context a service uses. */
export type Ctx<K extends keyof AppContext> = Pick<AppContext, K>;

/** The real time: the clock of production, and of every context that is given none. */
export const systemClock = (): Date => new Date();

/** What a context is made of besides the configuration, each opened by its owner (app.ts, the job thread). */
export type ContextParts = Omit<AppContext, "config" | "clock"> & { clock?: () => Date };

/** The one way to make a context: the configuration and the parts opened for it. */
export function createContext(config: Config, parts: ContextParts): AppContext {
  const { database, mailer, storage, bus, outbox, clock = systemClock } = parts;
  return { database, config, mailer, storage, bus, outbox, clock };
}
