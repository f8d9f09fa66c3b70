import { todayIn } from "@campus/shared";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import { addDays, startOfLocalDay } from "./calendar";
import type { Ctx } from "./context";
import { notificationJobs } from "./jobs";

/**
 * The morning summary of a user who chose "daily" for some kind of email (users.match_emails,
 * message_emails, report_emails): one email at MORNING_HOUR local time with what came in the day
 * before it. Whoever would have emailed at once (a match notice, a message, a new report) asks
 * for the next summary instead; its key makes it one per user per day, whoever asks. The job
 * itself is notifications/daily-digest.ts.
 */
/** The local hour of the morning: the summary goes out then, and so does a match email that waits for the next day. */
export const MORNING_HOUR = 8;

/** When the summary of a local day goes out. */
export function digestTime(day: string, timeZone: string): Date {
  return new Date(startOfLocalDay(day, timeZone).getTime() + MORNING_HOUR * 3_600_000);
}

/** The summary that will tell of something happening now: this morning's if it has not gone yet, else tomorrow's. */
export function nextDigest(timeZone: string, now: Date): { day: string; runAt: Date } {
  const today = todayIn(timeZone, now);
  const day = now < digestTime(today, timeZone) ? today : addDays(today, 1);
  return { day, runAt: digestTime(day, timeZone) };
}

/** Makes sure the user's next summary is waiting (written with `db`, the caller's transaction or not). */
export async function scheduleDailyDigest(
  ctx: Ctx<"outbox" | "config" | "clock">,
  db: Kysely<DB>,
  userId: string,
): Promise<void> {
  const { day, runAt } = nextDigest(ctx.config.timeZone, ctx.clock());
  await ctx.outbox.enqueue(db, [notificationJobs.dailyDigest(userId, day, runAt)]);
}
