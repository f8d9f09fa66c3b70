import type { ColumnType, Generated, Selectable } from "kysely";
import type {
  AuditAction,
  EmailFrequency,
  ClaimStatus,
  ConversationState,
  CustodyEventKind,
  DisposalMethod,
  FoundItemCustody,
  IdentityCheck,
  ItemType,
  Language,
  ReportStatus,
  ReportType,
  Role,
  StorageKind,
} from "@campus/shared";

/**
 * A point in time. Written as an ISO 8601 string; read back as a string on SQLite (text
 * column) and as a Date on PostgreSQL (timestamptz). `toIso()` normalises what is read.
 */
export type Timestamp = ColumnType<Date | string, string, string>;
/** A timestamp the database fills in (now) when the insert leaves it out. */
export type DefaultTimestamp = ColumnType<Date | string, string | undefined, string>;
/** A calendar date, `YYYY-MM-DD` on both dialects (the pg date parser is set to keep strings). */
export type CalendarDate = ColumnType<string, string, string>;
/** A flag with a default in the schema. */
export type DefaultFlag = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased; unique. */
  email: string;
  email_verified: DefaultFlag;
  /** Public URL of the profile photo. */
  profile_image: string | null;
  /** University matrix number; null for staff accounts such as administrators. */
  matrix_no: string | null;
  phone_no: string | null;
  language: Generated<Language>;
  role: Generated<Role>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  last_login_at: Timestamp | null;
  /** Set when an administrator disables the account. */
  disabled_at: Timestamp | null;
  /** Two-step sign-in is on (administrators must have it): see TwoFactorsTable. */
  two_factor_enabled: DefaultFlag;
  /** How often the emails of each kind come (EmailFrequency): possible matches, unread chat messages, new reports (administrators). */
  match_emails: Generated<EmailFrequency>;
  message_emails: Generated<EmailFrequency>;
  report_emails: Generated<EmailFrequency>;
}

/** A user's authenticator-app secret and recovery codes (both encrypted with the auth secret), as the auth library keeps them. */
export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  /** False between setting up and entering the first code. */
  verified: DefaultFlag;
  failed_verification_count: Generated<number>;
  locked_until: Timestamp | null;
}

/** Sign-in methods of a user, in the shape the auth library expects (credential = password). */
export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  /** Password hash (scrypt) for the credential provider. */
  password: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** The university's list of students allowed to sign up. */
export interface RosterTable {
  matrix_no: string;
  /** When present, sign-up must use this email. */
  email: string | null;
  name: string | null;
  active: DefaultFlag;
  updated_at: DefaultTimestamp;
}

export interface LocationsTable {
  id: string;
  name_en: string;
  name_my: string;
  active: DefaultFlag;
  /** Locations with the same area are near each other (the matcher counts them as nearby). */
  area: string | null;
  created_at: DefaultTimestamp;
}

export interface ReportsTable {
  id: string;
  type: ReportType;
  item_type: ItemType;
  item_type_other: string | null;
  brand: string | null;
  color: string | null;
  serial_number: string | null;
  model: string | null;
  description: string | null;
  location_id: string;
  /** The day the item was lost or found. */
  event_date: CalendarDate;
  /** Found reports: where the item is now. */
  custody: FoundItemCustody | null;
  image: string | null;
  status: Generated<ReportStatus>;
  /** Null when a visitor reported it. */
  reporter_id: string | null;
  visitor_name: string | null;
  visitor_email: string | null;
  visitor_phone: string | null;
  created_at: DefaultTimestamp;
  completed_at: Timestamp | null;
  solved_by: string | null;
  deleted_at: Timestamp | null;
  /** JSON of the matcher's StoredProfile, written with the report. */
  match_profile: string | null;
  /** The serial number as the matcher compares it (no case, spaces or dashes); null when none. */
  match_serial: string | null;
  /** The kind of item as the matcher's vocabulary groups it ("?" when unknown); candidates are read by it. */
  match_group: string | null;
  /** The matcher's profile version the row holds; older (or null) rows are profiled again at startup. */
  match_version: number | null;
  /** The id the client picked for this new report, so that sending it again returns it (unique per reporter). */
  client_id: string | null;
  /** Found reports: the short number quoted at the counter and printed on the item's label (LF-XXXXXX). */
  reference: string | null;
  /** Found reports kept by the office: the storage place the item is in now. */
  storage_place_id: string | null;
  /** Found reports: the days the office chose to keep this item beyond its type's retention, added up (migration 0020). */
  retention_extra_days: ColumnType<number, number | undefined, number>;
  /** Found reports: how the office let the item go (discarded, donated, to the police); null while it did not (migration 0020). */
  disposal: DisposalMethod | null;
  /** Found reports kept by their finder: when the finder was reminded to hand the item in, past its retention (migration 0027). */
  finder_reminded_at: Timestamp | null;
}

/** How many days the office keeps a found item of each type before it is due for disposal (migration 0020). */
export interface RetentionPeriodsTable {
  item_type: ItemType;
  days: number;
  updated_by: string | null;
  updated_at: DefaultTimestamp;
}

/** A place in the office where found items are kept: a shelf, a bin, the safe. */
export interface StoragePlacesTable {
  id: string;
  name_en: string;
  name_my: string;
  kind: StorageKind;
  active: DefaultFlag;
  created_at: DefaultTimestamp;
}

/** A step of a found item's custody: who did what with it, when, and where it went. */
export interface CustodyEventsTable {
  id: string;
  report_id: string;
  kind: CustodyEventKind;
  /** Where the item went (handed in to, or moved to). */
  storage_place_id: string | null;
  actor_id: string | null;
  /** The staff member's name at the time (kept if the account goes). */
  actor_name: string;
  /** Who brought the item to the counter (a name or contact), when it was handed in. */
  handed_in_by: string | null;
  note: string | null;
  at: Timestamp;
}

/** A found item's details that prove ownership: only its finder and the office read them (migration 0019). */
export interface ReportHiddenDetailsTable {
  report_id: string;
  details: string;
  updated_by: string | null;
  updated_at: DefaultTimestamp;
}

/** A student's claim that a found item is theirs, and the office's decision (migration 0019). */
export interface ClaimsTable {
  id: string;
  report_id: string;
  claimant_id: string;
  status: ClaimStatus;
  /** What the claimant says only the owner would know. */
  details: string;
  lost_where: string;
  lost_on: CalendarDate;
  /** A published photo's address (a receipt, the claimant with the item), optional. */
  image: string | null;
  decision_reason: string | null;
  decided_by: string | null;
  /** The staff member's name at the time (kept if the account goes). */
  decided_by_name: string | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
}

/** The approved claimant collected the item (migration 0019). */
export interface ClaimHandoversTable {
  claim_id: string;
  report_id: string;
  handed_over_on: CalendarDate;
  identity_check: IdentityCheck;
  note: string | null;
  staff_id: string | null;
  staff_name: string;
  created_at: Timestamp;
}

export interface MatchesTable {
  lost_report_id: string;
  found_report_id: string;
  score: number;
  /** JSON list of MatchReason. */
  reasons: string;
  created_at: DefaultTimestamp;
  dismissed_at: Timestamp | null;
  /** The owner said "this is mine". */
  confirmed_at: Timestamp | null;
}

export interface MatchNoticesTable {
  id: string;
  user_id: string;
  lost_report_id: string;
  found_report_id: string;
  created_at: DefaultTimestamp;
  acknowledged_at: Timestamp | null;
  /** When the notice went out in a match email (a digest: at most one per lost report per day). */
  emailed_at: Timestamp | null;
  /** When the office sent the owner its own notice of the pair ("bring your student card"). */
  office_notice_at: Timestamp | null;
}

export interface EmailConfirmationsTable {
  /** SHA-256 of the emailed token: the token itself is never stored. */
  token_hash: string;
  user_id: string;
  /** "signup": the account's own address; "change": a new email (and matrix number) for the profile. */
  purpose: "signup" | "change";
  email: string;
  matrix_no: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface UploadsTable {
  /** The upload's filename (a UUID and its extension): the published file's name too. */
  filename: string;
  user_id: string;
  created_at: Timestamp;
  /** The file was PUT (disk storage: once only). */
  received_at: Timestamp | null;
  /** The file was checked and published, for one owner (once only). */
  published_at: Timestamp | null;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON. */
  payload: string;
  idempotency_key: string;
  run_at: Timestamp;
  attempts: Generated<number>;
  /** A worker holds the job until then; after a crash another takes it once this passes. */
  locked_until: Timestamp | null;
  /** The instance (INSTANCE_ID) holding the lease: started again, it takes its jobs back at once. */
  locked_by: string | null;
  last_error: string | null;
  done_at: Timestamp | null;
  /** Set when the job has used every attempt. */
  failed_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface ConversationsTable {
  id: string;
  /** "<user>:<user>:<report or ->" with the two user ids sorted: one conversation per pair and report. */
  pair_key: string;
  report_id: string | null;
  user_a: string;
  user_b: string;
  started_by: string;
  /** When the person who started it accepted to contact the reporter only to claim their own item (an office conversation asks none: when it started). */
  consent_at: Timestamp;
  created_at: DefaultTimestamp;
  last_message_at: Timestamp;
  expires_at: Timestamp;
  state: Generated<ConversationState>;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
  /** A conversation with the university office (any admin answers); user_a and user_b both hold the student. */
  office: DefaultFlag;
  /** When the office's mailbox was last emailed about this office conversation. */
  office_emailed_at: Timestamp | null;
  /** When user_a, and user_b, said the item was handed over (the report is solved once both have). */
  handover_a_at: Timestamp | null;
  handover_b_at: Timestamp | null;
  /** When user_a, and user_b (the office, in an office conversation), said the case is resolved: it closes once both have. */
  resolve_a_at: Timestamp | null;
  resolve_b_at: Timestamp | null;
  /** The owner's own pending lost report that a handover about this found item solves too (the owner's choice). */
  handover_report_id: string | null;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  /** The sender's id for the message, so a retried send is not stored twice. */
  client_id: string | null;
  created_at: Timestamp;
  /** When the recipient first had it on an open socket (no email is then needed). */
  delivered_at: Timestamp | null;
}

export interface ConversationReadsTable {
  conversation_id: string;
  user_id: string;
  last_read_at: Timestamp;
  last_emailed_at: Timestamp | null;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  /** The admin's name at the time (kept if the account goes). */
  actor_name: string;
  action: AuditAction;
  target_type: string;
  target_id: string;
  /** JSON: what changed. */
  detail: string;
  at: Timestamp;
}

/** The time zone the daily report counts are made in (one row). */
export interface StatsZoneTable {
  id: number;
  time_zone: string;
  offset_minutes: number;
}

/** Reports (not deleted) per local day (YYYY-MM-DD) or month (YYYY-MM) of creation, type, status, location and item type; kept by triggers. */
export interface ReportCountsTable {
  period: string;
  type: ReportType;
  status: ReportStatus;
  location_id: string;
  item_type: ItemType;
  n: number;
}

/** Solved reports per local day or month of creation and whole days from report to solved; kept by triggers. */
export interface ReportSolveCountsTable {
  period: string;
  solve_days: number;
  n: number;
}

/** A signed-in browser (the auth library's model); the cookie holds the signed token. */
export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** An authenticator code a user signed in with (each completes one sign-in only). */
export interface SecondFactorUsedCodesTable {
  user_id: string;
  code: string;
  used_at: Timestamp;
}

/** One-time tokens such as password-reset links. */
export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A device a user turned notifications on for: its push service's endpoint and keys (Web Push, migration 0029). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** Where its pushes are posted (a URL at the browser's push service); one account's at a time. */
  endpoint: string;
  /** The browser's public key (P-256, base64url) each push is encrypted to. */
  p256dh: string;
  /** The browser's authentication secret (base64url), part of each push's encryption. */
  auth: string;
  /** A short label of the browser and system ("Firefox on Android"), for the user's copy of their data. */
  user_agent: string | null;
  created_at: Timestamp;
  /** When the device last sent its subscription: the least recent goes first past the cap. */
  updated_at: Timestamp;
  /** When a push last reached its push service. */
  last_used_at: Timestamp | null;
}

/** A push a device was sent, by its job's key: sent once, whatever retries. */
export interface PushDeliveriesTable {
  job_key: string;
  subscription_id: string;
  sent_at: Timestamp;
}

/** Fixed-window request counters, shared by every server instance. */
export interface RateLimitsTable {
  key: string;
  /** Start of the current window, epoch milliseconds. */
  window_start: ColumnType<number | string, number, number>;
  count: number;
}

/** The Kysely view of the whole database. */
export interface DB {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  two_factors: TwoFactorsTable;
  verifications: VerificationsTable;
  uploads: UploadsTable;
  email_confirmations: EmailConfirmationsTable;
  rate_limits: RateLimitsTable;
  roster: RosterTable;
  locations: LocationsTable;
  reports: ReportsTable;
  matches: MatchesTable;
  match_notices: MatchNoticesTable;
  second_factor_used_codes: SecondFactorUsedCodesTable;
  jobs: JobsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  conversation_reads: ConversationReadsTable;
  audit_log: AuditLogTable;
  storage_places: StoragePlacesTable;
  custody_events: CustodyEventsTable;
  retention_periods: RetentionPeriodsTable;
  report_hidden_details: ReportHiddenDetailsTable;
  claims: ClaimsTable;
  claim_handovers: ClaimHandoversTable;
  stats_zone: StatsZoneTable;
  report_day_counts: ReportCountsTable;
  report_month_counts: ReportCountsTable;
  report_solve_days: ReportSolveCountsTable;
  report_solve_months: ReportSolveCountsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_deliveries: PushDeliveriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type LocationRow = Selectable<LocationsTable>;
