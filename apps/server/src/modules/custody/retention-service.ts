import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  ITEM_TYPES,
  todayIn,
  type AgeingPage,
  type AgeingQuery,
  type DisposalMethod,
  type disposeSchema,
  type extendRetentionSchema,
  type MessageKey,
  type retentionChangeSchema,
  type RetentionPeriod,
  type SessionUser,
} from "@campus/shared";
import { addDays, daysBetween, startOfLocalDay } from "../../core/calendar";
import type { Ctx } from "../../core/context";
import { toIso } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { auditedReport, recordAudit } from "../audit/service";
import { findCustodySubject, insertCustodyEvent } from "./repository";
import {
  addRetentionDays,
  ageingPage,
  countCustodyEvents,
  FALLBACK_RETENTION_DAYS,
  findFinderItemsToRemind,
  hasApprovedClaim,
  listRetentionPeriods,
  markDisposed,
  markFinderReminded,
  setRetentionDays,
} from "./retention-repository";
import { notificationJobs } from "../../core/jobs";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** How many days a found item of each type is kept before it is due for disposal, every type listed. */
export async function retentionPeriods(ctx: Ctx<"database">): Promise<RetentionPeriod[]> {
  const rows = new Map((await listRetentionPeriods(ctx.database.db)).map((row) => [row.item_type, row.days]));
  return ITEM_TYPES.map((itemType) => ({ itemType, days: Number(rows.get(itemType) ?? FALLBACK_RETENTION_DAYS) }));
}

/** The office sets the days for some item types. Recorded in the audit log with before and after. */
export async function changeRetention(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  input: z.output<typeof retentionChangeSchema>,
): Promise<RetentionPeriod[]> {
  const before = new Map((await retentionPeriods(ctx)).map((period) => [period.itemType, period.days]));
  const changes = Object.fromEntries(
    input.periods
      .filter((period) => before.get(period.itemType) !== period.days)
      .map((period) => [period.itemType, [before.get(period.itemType), period.days]]),
  );
  if (Object.keys(changes).length) {
    const at = ctx.clock().toISOString();
    await ctx.database.db.transaction().execute(async (trx) => {
      for (const period of input.periods) await setRetentionDays(trx, { ...period, by: admin.id, at });
      await recordAudit(ctx, trx, admin, {
        action: "retention.change",
        targetType: "retention",
        targetId: "retention",
        detail: { changes },
        at,
      });
    });
  }
  return retentionPeriods(ctx);
}

/**
 * The ageing list: found items in the office's keeping still pending past their retention date,
 * oldest first; or, with `unclaimed`, every found item reported more than 30, 60 or 90 local days
 * ago (the dashboard's figures), its finder's too.
 */
export async function ageingList(ctx: Ctx<"database" | "config" | "clock">, query: AgeingQuery): Promise<AgeingPage> {
  const { database, config } = ctx;
  const today = todayIn(config.timeZone, ctx.clock());
  const filter = query.unclaimed
    ? { createdBefore: startOfLocalDay(addDays(today, -Number(query.unclaimed)), config.timeZone).toISOString() }
    : { today };
  const { rows, total } = await ageingPage(database.db, database.dialect, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      itemType: row.item_type,
      itemTypeOther: row.item_type_other,
      brand: row.brand,
      color: row.color,
      eventDate: String(row.event_date).slice(0, 10),
      retainUntil: row.retain_until,
      daysOver: daysBetween(row.retain_until, today),
      extensionDays: Number(row.retention_extra_days),
      custody: row.custody,
      place: row.place_id ? { id: row.place_id, nameEn: row.place_name_en!, nameMy: row.place_name_my! } : null,
      finderRemindedAt: row.finder_reminded_at ? toIso(row.finder_reminded_at) : null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The found item still pending, in the office's keeping, that a retention step is for, or the
 * refusal. Retention is the office's: an item its finder keeps is not the office's to keep
 * longer or let go (its finder is reminded to hand it in instead).
 */
async function pendingFoundItem(db: Kysely<DB>, reportId: string) {
  const subject = await findCustodySubject(db, reportId);
  if (!subject || subject.type !== "found") throw new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");
  if (subject.disposal) throw new AppError(409, "ALREADY_DISPOSED", "retention.errors.alreadyDisposed");
  if (subject.status !== "pending") throw new AppError(409, "REPORT_SOLVED", "custody.errors.solved");
  if (subject.custody !== "office") throw new AppError(409, "NOT_AT_OFFICE", "retention.errors.withFinder");
  return subject;
}

/** The most finders reminded in one housekeeping round (the rest wait for the next hour). */
const REMINDERS_PER_ROUND = 200;

/**
 * Housekeeping: each found item its finder still keeps past its retention date gets one reminder
 * to its finder (hand it in, or mark it returned), through a "finder-reminder" job. The item is
 * marked reminded in the same transaction as the job is queued, so it is reminded once however
 * many instances run this and however long finished jobs are kept. Answers how many were queued.
 */
export async function queueFinderReminders(ctx: Ctx<"database" | "outbox" | "config" | "clock">): Promise<number> {
  const { database } = ctx;
  const today = todayIn(ctx.config.timeZone, ctx.clock());
  const ids = await findFinderItemsToRemind(database.db, database.dialect, today, REMINDERS_PER_ROUND);
  let queued = 0;
  for (const id of ids)
    await database.db.transaction().execute(async (trx) => {
      if (!(await markFinderReminded(trx, id, ctx.clock().toISOString()))) return;
      queued += await ctx.outbox.enqueue(trx, [notificationJobs.finderReminder(id)]);
    });
  if (queued) ctx.outbox.wake();
  return queued;
}

/** Keeps a found item `days` longer than its type's retention. Recorded in the audit log. */
export async function extendRetention(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  reportId: string,
  input: z.output<typeof extendRetentionSchema>,
): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const subject = await pendingFoundItem(trx, reportId);
    await addRetentionDays(trx, reportId, input.days);
    await recordAudit(ctx, trx, admin, {
      action: "custody.extend",
      targetType: "report",
      targetId: reportId,
      detail: { report: auditedReport(subject), days: input.days, note: input.note },
    });
  });
}

const disposedMessages: Record<z.output<typeof disposeSchema>["method"], MessageKey> = {
  discarded: "retention.disposed.discarded",
  donated: "retention.disposed.donated",
  toPolice: "retention.disposed.toPolice",
};

/**
 * The office let a found item go (discarded, donated, handed to the police): it is solved with
 * the method kept on the report, so it leaves every pending list. Recorded as a custody step
 * (who, when, how, the note) and in the audit log. An item is disposed of once; a solved one, or
 * one with an approved claim awaiting its handover, not.
 */
export async function dispose(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  reportId: string,
  input: z.output<typeof disposeSchema>,
): Promise<MessageKey> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const subject = await pendingFoundItem(trx, reportId);
    // An approved claim means its owner is coming for it: hand it over or reject the claim first.
    if (await hasApprovedClaim(trx, reportId))
      throw new AppError(409, "CLAIM_ALREADY_APPROVED", "retention.errors.claimApproved");
    const at = ctx.clock().toISOString();
    if (!(await markDisposed(trx, reportId, { method: input.method, by: admin.id, at })))
      throw new AppError(409, "REPORT_SOLVED", "custody.errors.solved");
    await insertCustodyEvent(trx, {
      id: randomUUID(),
      report_id: reportId,
      kind: input.method,
      storage_place_id: null,
      actor_id: admin.id,
      actor_name: admin.name,
      handed_in_by: null,
      note: input.note,
      at,
    });
    await recordAudit(ctx, trx, admin, {
      action: "custody.dispose",
      targetType: "report",
      targetId: reportId,
      detail: { report: auditedReport(subject), method: input.method, note: input.note, from: subject.place_id },
      at,
    });
  });
  return disposedMessages[input.method];
}

/**
 * Found items handed back to their owners (custody steps "returned") and let go by each disposal
 * method on the local days `from` to `to`, inclusive: the statistics' period.
 */
export async function custodyStepCounts(
  ctx: Ctx<"database" | "config">,
  days: { from: string; to: string },
): Promise<{ handovers: number } & Record<DisposalMethod, number>> {
  const { timeZone } = ctx.config;
  const rows = await countCustodyEvents(ctx.database.db, {
    from: startOfLocalDay(days.from, timeZone).toISOString(),
    to: startOfLocalDay(addDays(days.to, 1), timeZone).toISOString(),
  });
  const count = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? 0;
  return {
    handovers: count("returned"),
    discarded: count("discarded"),
    donated: count("donated"),
    toPolice: count("toPolice"),
  };
}
