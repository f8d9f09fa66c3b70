import type { StatsBucket, StatsView } from "@campus/shared";
import { addDays, isoDay, utcDate } from "../../core/calendar";

/** The calendar span a statistics view covers and how its days fall into the chart's bars. */
export interface StatsPeriod {
  /** First and last local day, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** The calendar unit the database groups by. */
  unit: "day" | "month" | "year";
  /** The bars, in order. */
  keys: string[];
  /** Bars shown only when they hold reports (Saturday and Sunday of the daily view). */
  optionalKeys?: readonly string[];
  /** The bar a grouped period (YYYY-MM-DD, YYYY-MM or YYYY) belongs to, or null when none shows it. */
  keyOf: (period: string) => string | null;
}

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const WEEKEND = ["sat", "sun"];
const MONTHS = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"];
export const YEARS_SHOWN = 5;

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The period of `view` that contains the local day `date`: daily is Monday to Sunday of its
 * week (the chart labels Monday to Friday; Saturday and Sunday show when they hold
 * reports, so none is lost); weekly is its month in four weeks (days 1–7, 8–14, 15–21, 22 to the end); monthly is its
 * year by month; yearly is its year and the four before.
 */
export function statsPeriod(view: StatsView, date: string): StatsPeriod {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  switch (view) {
    case "daily": {
      const weekday = (utcDate(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
      const monday = addDays(date, -weekday);
      const days = WEEKDAYS.map((_, index) => addDays(monday, index));
      return {
        from: monday,
        to: days[6]!,
        unit: "day",
        keys: WEEKDAYS,
        optionalKeys: WEEKEND,
        keyOf: (period) => WEEKDAYS[days.indexOf(period)] ?? null,
      };
    }
    case "weekly": {
      const first = `${year}-${pad(month)}-01`;
      const last = isoDay(new Date(Date.UTC(year, month, 0)));
      const keys = ["week1", "week2", "week3", "week4"];
      return {
        from: first,
        to: last,
        unit: "day",
        keys,
        keyOf: (period) => keys[Math.min(3, Math.floor((Number(period.slice(8, 10)) - 1) / 7))] ?? null,
      };
    }
    case "monthly":
      return {
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        unit: "month",
        keys: MONTHS,
        keyOf: (period) => (MONTHS.includes(period.slice(5, 7)) ? period.slice(5, 7) : null),
      };
    case "yearly": {
      const keys = Array.from({ length: YEARS_SHOWN }, (_, index) => String(year - YEARS_SHOWN + 1 + index));
      return {
        from: `${keys[0]}-01-01`,
        to: `${year}-12-31`,
        unit: "year",
        keys,
        keyOf: (period) => (keys.includes(period) ? period : null),
      };
    }
  }
}

/** Folds grouped counts into the period's bars; every bar is present, empty ones at zero (an optional bar only when it holds reports). */
export function bucketCounts(
  period: StatsPeriod,
  rows: { type: string; status: string; period: string; count: number }[],
): StatsBucket[] {
  const buckets = new Map(
    period.keys.map((key) => [key, { key, lostPending: 0, lostSolved: 0, foundPending: 0, foundSolved: 0 }]),
  );
  for (const row of rows) {
    const bucket = buckets.get(period.keyOf(row.period) ?? "");
    if (!bucket) continue;
    const field = `${row.type}${row.status === "solved" ? "Solved" : "Pending"}` as
      "lostPending" | "lostSolved" | "foundPending" | "foundSolved";
    bucket[field] += row.count;
  }
  const holds = (bucket: StatsBucket) =>
    bucket.lostPending + bucket.lostSolved + bucket.foundPending + bucket.foundSolved > 0;
  return [...buckets.values()].filter((bucket) => !period.optionalKeys?.includes(bucket.key) || holds(bucket));
}
