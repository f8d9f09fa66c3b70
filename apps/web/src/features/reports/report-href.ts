import { getHref, type ReportType } from "@campus/shared";

/** The details page of a report. */
export function reportHref(report: { id: string; type: ReportType }): string {
  return getHref(report.type === "lost" ? "reportLostDetails" : "reportFoundDetails", { id: report.id });
}
