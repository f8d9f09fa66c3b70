import { sql, type Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import { toIso, type Database } from "../../db/dialect";
import type { DB } from "../../db/schema";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { outageLog } from "../outage-log";

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  key: string;
  attempts: number;
  /** When it was due: jobs it starts may keep its place in the queue (toIso'd). */
  runAt: string;
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface WorkerOptions {
  /** How long a claimed job is held before another worker may take it (after a crash). */
  leaseMs: number;
  /** How often to look for due jobs when not woken. */
  pollMs: number;
  /** Attempts before a job is given up (marked failed, with its last error). */
  maxAttempts: number;
  /** Retry delay after the n-th failed attempt. */
  backoffMs: (attempt: number) => number;
  /** This server instance, the same after a restart (see Config.instanceId); "" takes nothing back. */
  instanceId: string;
  /**
   * Kinds that take much CPU (matching): taken only when no other job is due, so under a burst
   * of new reports the office's emails and chat emails keep going out while matching catches up.
   */
  heavyKinds: readonly string[];
}

export const defaultWorkerOptions: WorkerOptions = {
  leaseMs: 60_000,
  pollMs: 1_000,
  maxAttempts: 8,
  backoffMs: (attempt) => Math.min(3_600_000, 5_000 * 2 ** (attempt - 1)),
  instanceId: "",
  // The registry says which kinds are heavy (core/jobs.ts, HEAVY_JOB_KINDS): the app passes them.
  heavyKinds: [],
};

/**
 * Takes one due job and holds it for the lease. PostgreSQL: FOR UPDATE SKIP LOCKED, so workers
 * on several instances never take the same job; SQLite has one writer, so the update alone is
 * atomic. A job whose holder crashed comes due again when its lease passes.
 */
async function claimJob(
  database: Database,
  leaseMs: number,
  maxAttempts: number,
  instanceId: string,
  kinds: { only: readonly string[] } | { not: readonly string[] },
): Promise<ClaimedJob | null> {
  const now = new Date();
  const nowIso = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const db: Kysely<DB> = database.db;
  const due = db
    .selectFrom("jobs")
    .select("id")
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .where("run_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .where("attempts", "<", maxAttempts)
    .$if("only" in kinds, (query) => query.where("kind", "in", "only" in kinds ? kinds.only : []))
    .$if("not" in kinds && kinds.not.length > 0, (query) =>
      query.where("kind", "not in", "not" in kinds ? kinds.not : []),
    )
    .orderBy("run_at")
    .limit(1);
  const row = await db
    .updateTable("jobs")
    .set((eb) => ({ locked_until: until, locked_by: instanceId || null, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", database.dialect === "postgres" ? due.forUpdate().skipLocked() : due)
    .returning(["id", "kind", "payload", "idempotency_key", "attempts", "run_at"])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    key: row.idempotency_key,
    attempts: row.attempts,
    runAt: toIso(row.run_at),
  };
}

/**
 * Works the outbox: runs due jobs one at a time (light ones before matching), at least once each, retrying failures with
 * back-off. Handlers must be idempotent for their key (a crash after the work but before the job
 * is marked done runs it again).
 */
export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly outage: ReturnType<typeof outageLog>;

  constructor(
    private readonly database: Database,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions = defaultWorkerOptions,
  ) {
    this.outage = outageLog(log, "database (outbox worker)");
  }

  /** Starts working: first takes back the jobs this instance held when it last stopped or died. */
  start(): void {
    this.stopped = false;
    void this.takeBackOwnJobs().finally(() => this.wake());
  }

  /**
   * Jobs leased under this instance's id before this start belong to its previous life (a
   * crash, a kill): they are due again now, not when their leases pass.
   */
  private async takeBackOwnJobs(): Promise<void> {
    if (!this.options.instanceId) return;
    try {
      await this.database.db
        .updateTable("jobs")
        .set({ locked_until: null, locked_by: null })
        .where("locked_by", "=", this.options.instanceId)
        .where("done_at", "is", null)
        .where("failed_at", "is", null)
        .execute();
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.outage.down(error);
      else this.log.error({ err: error }, "could not take back this instance's jobs");
    }
  }

  /** Runs due jobs now; called after a job is added on this instance. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  /** Stops taking jobs and waits for the one in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      let job: ClaimedJob | null;
      try {
        const { leaseMs, maxAttempts, instanceId, heavyKinds } = this.options;
        job = await claimJob(this.database, leaseMs, maxAttempts, instanceId, { not: heavyKinds });
        if (!job && heavyKinds.length)
          job = await claimJob(this.database, leaseMs, maxAttempts, instanceId, { only: heavyKinds });
      } catch (error) {
        // The database being away is an outage (one warning, and the next poll tries again), not a bug.
        if (isDatabaseUnavailable(error)) this.outage.down(error);
        else this.log.error({ err: error }, "could not take a job from the outbox");
        return;
      }
      this.outage.up();
      if (!job) return;
      await this.run(job);
    }
  }

  private async run(job: ClaimedJob): Promise<void> {
    const db = this.database.db;
    let worked = false;
    try {
      const handler = this.handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      worked = true;
      // The work is done (an email may be out): keep trying to say so while the database is
      // away, rather than leave the job to run a second time when its lease ends.
      await this.whileUnavailable(() =>
        db
          .updateTable("jobs")
          .set({ done_at: new Date().toISOString(), locked_until: null, last_error: null })
          .where("id", "=", job.id)
          .execute(),
      );
    } catch (error) {
      if (worked) {
        this.log.error({ job: job.key, err: error }, "could not mark a finished job done");
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const failed = job.attempts >= this.options.maxAttempts;
      if (isDatabaseUnavailable(error)) this.outage.down(error);
      else
        this.log[failed ? "error" : "warn"](
          { job: job.key, attempt: job.attempts, err: error },
          failed ? "job failed for good" : "job failed; retrying later",
        );
      const record = () =>
        db
          .updateTable("jobs")
          .set({
            locked_until: null,
            last_error: message.slice(0, 1000),
            run_at: new Date(Date.now() + this.options.backoffMs(job.attempts)).toISOString(),
            failed_at: failed ? new Date().toISOString() : null,
          })
          .where("id", "=", job.id)
          .execute();
      await this.whileUnavailable(record).catch((updateError: unknown) =>
        this.log.error({ err: updateError }, "could not record a job's failure"),
      );
    }
  }

  /** Runs `write`, trying again (0.25 s doubling to 5 s) while the database is unavailable and the worker runs. */
  private async whileUnavailable<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (!isDatabaseUnavailable(error) || this.stopped) throw error;
        this.outage.down(error);
        await new Promise((resolve) => setTimeout(resolve, Math.min(5000, 250 * 2 ** attempt)));
      }
    }
  }
}

/**
 * Whether a worker would find work now: a job due and free (or whose lease has passed), or one
 * `instanceId` held in a previous life (which its worker takes back at start). One indexed read;
 * the job thread's host asks it before it starts the thread (job-thread-host.ts).
 */
export async function hasDueJob(
  database: Database,
  options: Pick<WorkerOptions, "maxAttempts" | "instanceId">,
): Promise<boolean> {
  const nowIso = new Date().toISOString();
  const row = await database.db
    .selectFrom("jobs")
    .select("id")
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .where("attempts", "<", options.maxAttempts)
    .where((eb) =>
      eb.or([
        eb.and([eb("run_at", "<=", nowIso), eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)])]),
        ...(options.instanceId ? [eb("locked_by", "=", options.instanceId)] : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Jobs not yet done, for tests and health figures. */
export async function pendingJobCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("jobs")
    .select(sql<number | string>`count(*)`.as("n"))
    .where("done_at", "is", null)
    .where("failed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The queue by kind, for /metrics: jobs not yet done (waiting, due or running) and jobs given up. */
export async function jobQueueFigures(
  db: Kysely<DB>,
): Promise<Array<{ kind: string; waiting: number; failed: number }>> {
  const rows = await db
    .selectFrom("jobs")
    .select([
      "kind",
      sql<number | string>`sum(case when failed_at is null then 1 else 0 end)`.as("waiting"),
      sql<number | string>`sum(case when failed_at is null then 0 else 1 end)`.as("failed"),
    ])
    .where("done_at", "is", null)
    .groupBy("kind")
    .execute();
  return rows.map((row) => ({ kind: row.kind, waiting: Number(row.waiting), failed: Number(row.failed) }));
}

/** Removes jobs done or given up before `before` (their idempotency keys are long past use). Returns how many. */
export async function pruneJobs(db: Kysely<DB>, before: Date): Promise<number> {
  const iso = before.toISOString();
  const done = await db.deleteFrom("jobs").where("done_at", "<", iso).executeTakeFirst();
  const failed = await db.deleteFrom("jobs").where("failed_at", "<", iso).executeTakeFirst();
  return Number(done.numDeletedRows) + Number(failed.numDeletedRows);
}
