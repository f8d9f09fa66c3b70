import { reportSearchSchema, type MyOpenReportList, type SessionUser } from "@campus/shared";
import { searchReports } from "../reports/service";
import { matchStandings } from "./repository";
import type { Ctx } from "../../core/context";

/** How many of the student's open reports the home page lists (a link leads to all of them). */
export const HOME_OPEN_REPORTS = 5;

/**
 * The student's own pending reports, newest first, each with how its matching stands: the
 * lasting sign of a match on the home page, after the toast has gone.
 */
export async function myOpenReports(ctx: Ctx<"database" | "config">, viewer: SessionUser): Promise<MyOpenReportList> {
  const { database } = ctx;
  const page = await searchReports(
    ctx,
    viewer,
    reportSearchSchema.parse({ mine: true, status: "pending", pageSize: HOME_OPEN_REPORTS }),
  );
  const standings = await matchStandings(
    database.db,
    page.reports.filter((report) => report.type === "lost").map((report) => report.id),
  );
  return {
    reports: page.reports.map((report) => ({
      ...report,
      ...(standings.get(report.id) ?? { suggestions: 0, strongToCheck: 0, claimed: false }),
    })),
    total: page.total,
  };
}
