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
 * a prefix refreshes everything under it, so each key is built on its parent's. Everything that
 * shows reports sits under "reports", so `reportKeys.all` (invalidated by every report change)
 * refreshes lists, figures and standings alike; lib/query-keys.test.ts pins what each prefix
 * covers. No query or invalidation spells a key itself (a lint rule refuses an array literal).
 */

const reports = ["reports"] as const;
/** The office's views of reports: under "reports", so a report change refreshes them. */
const officeReports = [...reports, "admin"] as const;
const office = ["admin"] as const;
const users = [...office, "users"] as const;
const audit = [...office, "audit"] as const;
const chat = ["chat"] as const;
const matches = ["matches"] as const;

/** The signed-in user, the profile, and what the server says of itself. */
export const sessionKeys = {
  session: ["session"] as const,
  profile: ["profile"] as const,
  emailPreferences: ["profile", "email-preferences"] as const,
  signInMethods: ["profile", "sign-in"] as const,
  /** Where push stands on this device (the browser's word, not the server's), as the profile's switch shows it. */
  devicePush: ["profile", "device-push"] as const,
  publicConfig: ["public-config"] as const,
  ping: ["ping"] as const,
  /** The answer to an emailed confirmation link (asked once per token). */
  confirmEmail: (token: string | null | undefined) => ["confirm-email", token] as const,
};

/** Everything that shows reports. */
export const reportKeys = {
  all: reports,
  search: (filters: Partial<ReportSearch>) => [...reports, "search", filters] as const,
  one: (id: string) => [...reports, "one", id] as const,
  /** A report's summary fields only, as home reads them (a lighter reader than the full report's). */
  summary: (id: string) => [...reports, "summary", id] as const,
  stats: (view: StatsView, date: string | undefined) => [...reports, "stats", { view, date }] as const,
  recentFound: [...reports, "recent-found"] as const,
  /** The student's open reports with their match standings (home); notices and answers refresh it too. */
  myOpenReports: [...reports, "mine-open"] as const,
  /** The public list of places the report forms offer (not under "reports": a location change invalidates it). */
  locations: ["locations"] as const,
};

/** Potential matches; a new notice or a dismissal invalidates its lost report's. */
export const matchKeys = {
  all: matches,
  forReport: (reportId: string) => [...matches, reportId] as const,
  /** What home shows of a lost report's shortlist: under its matches, so whatever refreshes them refreshes it. */
  shortlist: (reportId: string) => [...matches, reportId, "shortlist"] as const,
  /** Every match notice of the student (acknowledged or not); a new notice or an answer refreshes it. */
  notices: [...matches, "notices"] as const,
};

/** The chat: a message or a state change updates or invalidates these. */
export const chatKeys = {
  all: chat,
  list: [...chat, "conversations"] as const,
  one: (id: string) => [...chat, "conversation", id] as const,
  messages: (id: string) => [...chat, "messages", id] as const,
  /** Unread messages per conversation id; the realtime `unread` event keeps it current. */
  unread: [...chat, "unread"] as const,
};

/** The office's screens: those that show reports sit under "reports", the rest under "admin". */
export const adminKeys = {
  overview: (view: StatsView, date: string | undefined) => [...officeReports, "overview", { view, date }] as const,
  reports: (query: Partial<AdminReportQueryInput>) => [...officeReports, "list", query] as const,
  /** The pending lost reports whose shortlist holds a found item in the office's custody, best first. */
  likelyOwners: (reportId: string) => [...officeReports, "likely-owners", reportId] as const,
  /** Every location with its report count. */
  locations: () => [...officeReports, "locations"] as const,
  roster: () => [...office, "roster"] as const,
  /** Every page of the user list: a role or account change (or a roster import) refreshes them all. */
  usersAll: () => users,
  users: (query: Partial<AdminUserQueryInput>) => [...users, query] as const,
  /** Every page of the audit log: any admin change adds an entry. */
  auditAll: () => audit,
  audit: (query: Partial<z.input<typeof auditQuerySchema>>) => [...audit, query] as const,
};

/** Where found items are kept. Under "reports", so a custody step also refreshes the report views. */
export const custodyKeys = {
  places: [...reports, "storage-places"] as const,
  of: (reportId: string) => [...reports, "custody", reportId] as const,
  retention: [...reports, "retention"] as const,
  /** The ageing list, under "reports" so a report change (solved, deleted, disposed of) refreshes it. */
  ageing: (query: { unclaimed?: string | undefined; page: number }) => [...reports, "ageing", query] as const,
};

/** Claims on found items. Under "reports", so a report change (solved, deleted) refreshes them too. */
export const claimKeys = {
  all: [...reports, "claims"] as const,
  mine: [...reports, "claims", "mine"] as const,
  office: (status: string | undefined) => [...reports, "claims", "office", { status }] as const,
  ofItem: (reportId: string) => [...reports, "claims", "item", reportId] as const,
};
