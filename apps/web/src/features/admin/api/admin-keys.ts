import type { AdminReportQueryInput, StatsView } from "@campus/shared";

/**
 * Query keys of the admin screens. Under "reports": whatever changes a report (reportKeys.all
 * is invalidated by every report mutation) refreshes the table and the figures too.
 */
export const adminKeys = {
  overview: (view: StatsView, date: string | undefined) => ["reports", "admin", "overview", { view, date }] as const,
  reports: (query: Partial<AdminReportQueryInput>) => ["reports", "admin", "list", query] as const,
};
