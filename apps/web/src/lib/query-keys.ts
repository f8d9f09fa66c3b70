import type { z } from "zod";
import type {
  AdminReportQueryInput,
  AdminUserQueryInput,
  auditQuerySchema,
  ReportSearch,
  StatsView,
} from "@campus/shared";

/**
 * Every TanStack Query key of the app, in one place. Keys are arrays read as a path: invalidating
 * a prefix refreshes everything under it. Everything that shows reports sits under "reports", so
 * `reportKeys.all` (invalidated by every report change) refreshes lists, figures and standings
 * alike. No query or invalidation spells a key itself (a lint rule refuses an array literal).
 */

/** The signed-in user, the profile, and what the server says of itself. */
export const sessionKeys = {
  session: ["session"] as const,
  profile: ["profile"] as const,
  publicConfig: ["public-config"] as const,
  ping: ["ping"] as const,
  /** The answer to an emailed confirmation link (asked once per token). */
  confirmEmail: (token: string | null | undefined) => ["confirm-email", token] as const,
};

/** Everything that shows reports. */
export const reportKeys = {
  all: ["reports"] as const,
  search: (filters: Partial<ReportSearch>) => ["reports", "search", filters] as const,
  one: (id: string) => ["reports", "one", id] as const,
  stats: (view: StatsView, date: string | undefined) => ["reports", "stats", { view, date }] as const,
  recentFound: ["reports", "recent-found"] as const,
  /** The student's open reports with their match standings (home); notices and answers refresh it too. */
  myOpenReports: ["reports", "mine-open"] as const,
  /** The public list of places the report forms offer. */
  locations: ["locations"] as const,
};

/** Potential matches; a new notice or a dismissal invalidates its lost report's. */
export const matchKeys = {
  all: ["matches"] as const,
  forReport: (reportId: string) => ["matches", reportId] as const,
};

/** The chat: a message or a state change updates or invalidates these. */
export const chatKeys = {
  all: ["chat"] as const,
  list: ["chat", "conversations"] as const,
  one: (id: string) => ["chat", "conversation", id] as const,
  messages: (id: string) => ["chat", "messages", id] as const,
  /** Unread messages per conversation id; the realtime `unread` event keeps it current. */
  unread: ["chat", "unread"] as const,
};

/** The office's screens. What shows reports sits under "reports", so a report change refreshes it. */
export const adminKeys = {
  overview: (view: StatsView, date: string | undefined) => ["reports", "admin", "overview", { view, date }] as const,
  reports: (query: Partial<AdminReportQueryInput>) => ["reports", "admin", "list", query] as const,
  /** Every location with its report count. */
  locations: () => ["reports", "admin", "locations"] as const,
  roster: () => ["admin", "roster"] as const,
  /** Every page of the user list: a role or account change (or a roster import) refreshes them all. */
  usersAll: () => ["admin", "users"] as const,
  users: (query: Partial<AdminUserQueryInput>) => ["admin", "users", query] as const,
  /** Every page of the audit log: any admin change adds an entry. */
  auditAll: () => ["admin", "audit"] as const,
  audit: (query: Partial<z.input<typeof auditQuerySchema>>) => ["admin", "audit", query] as const,
};

/** Where found items are kept. Under "reports", so a custody step also refreshes the report views. */
export const custodyKeys = {
  places: ["reports", "storage-places"] as const,
  of: (reportId: string) => ["reports", "custody", reportId] as const,
};
