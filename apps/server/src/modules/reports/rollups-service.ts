import { zoneOffsetMinutes } from "../../core/calendar";
import type { Ctx } from "../../core/context";
import {
  findStatsZone,
  medianSolveDays,
  overviewCounts,
  recountInZone,
  rolledUpCount,
  rolledUpCountsByLocation,
  unclaimedBefore,
  type DayRange,
  type RollupFilters,
} from "./rollups-repository";
import { cachedSearch } from "./search-cache-repository";

/**
 * Sets the statistics' time zone (the university's) and, when it differs from the one the report
 * counts were made in (or on the first start), counts every report again. SQLite converts by the
 * zone's offset at startup, so it counts again when that offset changes too.
 */
export async function syncReportRollups(ctx: Ctx<"database" | "config" | "clock">): Promise<boolean> {
  const { database } = ctx;
  const { timeZone } = ctx.config;
  const offset = zoneOffsetMinutes(timeZone, ctx.clock());
  const current = await findStatsZone(database.db);
  if (
    current &&
    current.time_zone === timeZone &&
    (database.dialect === "postgres" || Number(current.offset_minutes) === offset)
  )
    return false;
  await recountInZone(database.db, database.dialect, timeZone, offset);
  return true;
}

/**
 * The office overview's figures of the reports created in the days: the counts by period of
 * `length` characters, location and item type (overviewCounts), the median days to solve, and the
 * found items still pending since before each of `unclaimedSince`'s days.
 */
export async function overviewFigures(
  ctx: Ctx<"database">,
  days: DayRange,
  length: number,
  unclaimedSince: { d30: string; d60: string; d90: string },
) {
  const { db, dialect } = ctx.database;
  const [counts, median, unclaimed] = await Promise.all([
    overviewCounts(db, dialect, days, length),
    medianSolveDays(db, days),
    unclaimedBefore(db, unclaimedSince),
  ]);
  return { counts, median, unclaimed };
}

/** How many reports (not deleted) the filters select, and the same per location, read from the rollups. */
export function rollupCounter(ctx: Ctx<"database">) {
  return {
    count: (filters: RollupFilters) => rolledUpCount(ctx.database.db, filters),
    byLocation: (filters: RollupFilters) => rolledUpCountsByLocation(ctx.database.db, filters),
  };
}
export type RollupCounter = ReturnType<typeof rollupCounter>;

/**
 * `read`'s answer, kept under `key` while no report, location or user changes (SQLite, one
 * process: search-cache-repository.ts); read again after any change.
 */
export function keptWhileReportsUnchanged<T>(ctx: Ctx<"database">, key: string, read: () => Promise<T>): Promise<T> {
  return cachedSearch(ctx.database.db, key, read);
}
