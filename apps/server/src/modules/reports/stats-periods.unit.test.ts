import { describe, expect, it } from "vitest";
import { startOfLocalDay, zoneOffsetMinutes } from "../../core/calendar";
import { bucketCounts, statsPeriod } from "./stats-periods";

describe("statistics periods", () => {
  it("daily is the date's week: Monday to Friday always, Saturday and Sunday when they hold reports", () => {
    const period = statsPeriod("daily", "2026-11-22"); // a Sunday
    expect([period.from, period.to]).toEqual(["2026-11-16", "2026-11-22"]);
    expect(period.keyOf("2026-11-18")).toBe("wed");
    expect(period.keyOf("2026-11-21")).toBe("sat");
    expect(period.keyOf("2026-11-23")).toBeNull();
    const quiet = bucketCounts(period, [{ type: "lost", status: "pending", period: "2026-11-18", count: 1 }]);
    expect(quiet.map((bucket) => bucket.key)).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    const weekend = bucketCounts(period, [{ type: "found", status: "pending", period: "2026-11-22", count: 2 }]);
    expect(weekend.map((bucket) => bucket.key)).toEqual(["mon", "tue", "wed", "thu", "fri", "sun"]);
    expect(weekend.at(-1)).toEqual({ key: "sun", lostPending: 0, lostSolved: 0, foundPending: 2, foundSolved: 0 });
  });

  it("weekly splits the month into weeks 1 to 4, the last taking the month's tail", () => {
    const period = statsPeriod("weekly", "2026-02-10");
    expect([period.from, period.to]).toEqual(["2026-02-01", "2026-02-28"]);
    expect(
      ["2026-02-01", "2026-02-07", "2026-02-08", "2026-02-21", "2026-02-22", "2026-02-28"].map(period.keyOf),
    ).toEqual(["week1", "week1", "week2", "week3", "week4", "week4"]);
    expect(statsPeriod("weekly", "2026-12-31").keyOf("2026-12-31")).toBe("week4");
  });

  it("monthly is the year by month; yearly is the year and the four before", () => {
    expect(statsPeriod("monthly", "2026-06-01")).toMatchObject({ from: "2026-01-01", to: "2026-12-31", unit: "month" });
    expect(statsPeriod("monthly", "2026-06-01").keyOf("2026-03")).toBe("03");
    const yearly = statsPeriod("yearly", "2026-06-01");
    expect(yearly.keys).toEqual(["2022", "2023", "2024", "2025", "2026"]);
    expect(yearly.keyOf("2021")).toBeNull();
  });

  it("turns local days into UTC instants in the university's time zone", () => {
    expect(zoneOffsetMinutes("Asia/Kuala_Lumpur", new Date("2026-11-22T00:00:00Z"))).toBe(480);
    expect(startOfLocalDay("2026-11-22", "Asia/Kuala_Lumpur").toISOString()).toBe("2026-11-21T16:00:00.000Z");
    expect(startOfLocalDay("2026-07-01", "Europe/London").toISOString()).toBe("2026-06-30T23:00:00.000Z");
  });

  it("folds grouped counts into every bar, empty bars at zero", () => {
    const period = statsPeriod("daily", "2026-11-18");
    const buckets = bucketCounts(period, [
      { type: "lost", status: "pending", period: "2026-11-16", count: 2 },
      { type: "found", status: "solved", period: "2026-11-16", count: 1 },
      { type: "lost", status: "solved", period: "2026-11-20", count: 4 },
    ]);
    expect(buckets[0]).toEqual({ key: "mon", lostPending: 2, lostSolved: 0, foundPending: 0, foundSolved: 1 });
    expect(buckets[4]).toEqual({ key: "fri", lostPending: 0, lostSolved: 4, foundPending: 0, foundSolved: 0 });
    expect(buckets).toHaveLength(5);
  });
});
