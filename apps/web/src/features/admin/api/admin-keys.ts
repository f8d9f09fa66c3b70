import type { AdminReportQueryInput, AdminUserQueryInput, StatsView } from "@campus/shared";
import type { AuditQueryInput } from "./get-audit-log";

/**
 * Query keys of the admin screens. Under "reports": whatever changes a report (reportKeys.all
 * is invalidated by every report mutation) refreshes the table and the figures too.
 */
export const adminKeys = {
  overview: (view: StatsView, date: string | undefined) => ["reports", "admin", "overview", { view, date }] as const,
  reports: (query: Partial<AdminReportQueryInput>) => ["reports", "admin", "list", query] as const,
  /** Every location with its report count: under "reports" so a report change refreshes the counts. */
  locations: () => ["reports", "admin", "locations"] as const,
  /** The public list the report forms offer (features/reports/api/get-locations.ts uses this key). */
  publicLocations: () => ["locations"] as const,
  roster: () => ["admin", "roster"] as const,
  /** Every page of the user list: a role or account change (or a roster import) refreshes them all. */
  usersAll: () => ["admin", "users"] as const,
  users: (query: Partial<AdminUserQueryInput>) => ["admin", "users", query] as const,
  /** Every page of the audit log: any admin change adds an entry. */
  auditAll: () => ["admin", "audit"] as const,
  audit: (query: Partial<AuditQueryInput>) => ["admin", "audit", query] as const,
};
