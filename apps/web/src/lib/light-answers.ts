import {
  CLAIM_STATUSES,
  CONVERSATION_STATES,
  ITEM_TYPES,
  MATCH_REASON_CODES,
  REPORT_STATUSES,
  REPORT_TYPES,
  STATS_VIEWS,
  type ChatMessage,
  type MatchNotice,
  type MessagePage,
  type MyOpenReportList,
  type PotentialMatch,
  type RealtimeEvent,
  type ReportStats,
  type ReportSummary,
  type UnreadCounts,
} from "@campus/shared";
import { answer } from "./light-schemas";

/*
 * Light answer schemas of the signed-in frame (the live channel, the unread badge, the ping) and
 * of the home page: the zod schemas they stand for, written with a few small readers, so that a
 * student's first screen after signing in does not load zod and every shared schema with it (a
 * third of that screen's script). Each keeps the known fields only and refuses an answer with a
 * field missing or of the wrong type, as its zod twin named beside it does; light-answers.test.ts
 * holds each to its twin.
 */

/** Reads a value as T, or gives undefined when it is off the shape. */
type Reader<T> = (value: unknown) => T | undefined;

const text: Reader<string> = (value) => (typeof value === "string" ? value : undefined);
const bool: Reader<boolean> = (value) => (typeof value === "boolean" ? value : undefined);
const number: Reader<number> = (value) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const integer: Reader<number> = (value) => (Number.isSafeInteger(value) ? (value as number) : undefined);
const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : undefined;

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Null, or what `read` reads (nullable). */
const orNull =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : read(value);

/** An array whose every element `read` reads. */
const list =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const element of value) {
      const checked = read(element);
      if (checked === undefined) return undefined;
      out.push(checked);
    }
    return out;
  };

/** An object with string keys whose every value `read` reads (z.record). */
const record =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value) => {
    if (!isFields(value)) return undefined;
    const out: Record<string, T> = {};
    for (const [key, field] of Object.entries(value)) {
      const checked = read(field);
      if (checked === undefined) return undefined;
      out[key] = checked;
    }
    return out;
  };

/** An object with these fields, each read by its reader; other fields are dropped (z.object). */
function object<T>(readers: { [K in keyof T]: Reader<T[K]> }): Reader<T> {
  const entries = Object.entries(readers) as Array<[keyof T & string, Reader<unknown>]>;
  return (value) => {
    if (!isFields(value)) return undefined;
    const out = {} as T;
    for (const [key, read] of entries) {
      const checked = read(value[key]);
      if (checked === undefined) return undefined;
      out[key] = checked as T[keyof T & string];
    }
    return out;
  };
}

/** The same, with more fields (zod's `.extend`). */
const extend =
  <T, U>(base: Reader<T>, more: Reader<U>): Reader<T & U> =>
  (value) => {
    const [first, second] = [base(value), more(value)];
    return first === undefined || second === undefined ? undefined : { ...first, ...second };
  };

/** reportSummarySchema */
const reportSummary: Reader<ReportSummary> = object<ReportSummary>({
  id: text,
  type: oneOf(REPORT_TYPES),
  itemType: oneOf(ITEM_TYPES),
  itemTypeOther: orNull(text),
  brand: orNull(text),
  color: orNull(text),
  model: orNull(text),
  description: orNull(text),
  location: object({ id: text, nameEn: text, nameMy: text, active: bool }),
  eventDate: text,
  status: oneOf(REPORT_STATUSES),
  image: orNull(object({ url: text, thumbUrl: text })),
  createdAt: text,
  mine: bool,
  byVisitor: bool,
});

/** matchNoticeSchema */
const matchNotice: Reader<MatchNotice> = object<MatchNotice>({
  id: text,
  lostReportId: text,
  foundReportId: text,
  createdAt: text,
  acknowledged: bool,
  fromOffice: bool,
  open: bool,
});

/** messageSchema */
const message: Reader<ChatMessage> = object<ChatMessage>({
  id: text,
  conversationId: text,
  senderId: text,
  body: text,
  createdAt: text,
  clientId: orNull(text),
});

const counts = record(integer);

/** `GET /api/ping` (pingResponseSchema). */
export const pingAnswer = answer(object({ status: oneOf(["ok"] as const), time: text }));

/** `GET /api/conversations/unread` and marking read (unreadCountsSchema). */
export const unreadCountsAnswer = answer<{ counts: UnreadCounts }>(object({ counts }));

/** One page of a conversation's history (messagePageSchema). */
export const messagePageAnswer = answer<MessagePage>(object({ messages: list(message), nextBefore: orNull(text) }));

/** `GET /api/reports/stats` (reportStatsSchema). */
export const reportStatsAnswer = answer<ReportStats>(
  object({
    view: oneOf(STATS_VIEWS),
    from: text,
    to: text,
    buckets: list(
      object({ key: text, lostPending: number, lostSolved: number, foundPending: number, foundSolved: number }),
    ),
  }),
);

/** `GET /api/reports/recent-found` (recentFoundSchema). */
export const recentFoundAnswer = answer<{ reports: ReportSummary[] }>(object({ reports: list(reportSummary) }));

/** `GET /api/reports/mine/open` (myOpenReportListSchema). */
export const myOpenReportListAnswer = answer<MyOpenReportList>(
  object({
    reports: list(extend(reportSummary, object({ suggestions: integer, strongToCheck: integer, claimed: bool }))),
    total: integer,
  }),
);

/** `GET /api/match-notices` (matchNoticeListSchema). */
export const matchNoticeListAnswer = answer<{ notices: MatchNotice[] }>(object({ notices: list(matchNotice) }));

/** What home shows of a shortlisted match: the found report, its score, where the owner's answer stands. */
export type ShortlistCandidate = Pick<PotentialMatch, "report" | "score" | "reasons" | "shortlisted" | "confirmed">;

/** matchReasonSchema: a code, and the days for "found N days after/before". */
const matchReason: Reader<PotentialMatch["reasons"][number]> = (value) => {
  if (!isFields(value)) return undefined;
  const code = oneOf(MATCH_REASON_CODES)(value.code);
  if (code === undefined) return undefined;
  if (value.days === undefined) return { code };
  const days = integer(value.days);
  return days === undefined ? undefined : { code, days };
};

/**
 * `GET /api/reports/:id/matches` read for home's shortlists: of each match only what home shows
 * (potentialMatchListSchema with its matches picked to those fields); the lost report's page
 * reads the whole answer with its zod schema.
 */
export const shortlistAnswer = answer<{ matches: ShortlistCandidate[] }>(
  object({
    matches: list(
      object<ShortlistCandidate>({
        report: reportSummary,
        score: number,
        reasons: list(matchReason),
        shortlisted: bool,
        confirmed: bool,
      }),
    ),
  }),
);

/** `GET /api/reports/:id` read for home: the report's summary fields only (reportResponseSchema, its report picked to reportSummarySchema). */
export const reportSummaryAnswer = answer<{ report: ReportSummary }>(object({ report: reportSummary }));

type Event<T extends RealtimeEvent["type"]> = Extract<RealtimeEvent, { type: T }>;

/** Each event's fields but its type, by type. */
const EVENT_FIELDS: { [T in RealtimeEvent["type"]]: Reader<Omit<Event<T>, "type">> } = {
  match: object({ notice: matchNotice }),
  "report:new": object({
    report: object({
      id: text,
      type: oneOf(REPORT_TYPES),
      itemType: oneOf(ITEM_TYPES),
      itemTypeOther: orNull(text),
      brand: orNull(text),
      model: orNull(text),
      byVisitor: bool,
    }),
  }),
  message: object({ message }),
  unread: object({ counts }),
  conversation: object({ conversationId: text, state: oneOf(CONVERSATION_STATES), expiresAt: text }),
  claim: object({ claimId: text, reportId: text, status: oneOf(CLAIM_STATUSES) }),
  ready: object({}),
};

/** What the server sends over `/api/realtime` (realtimeEventSchema). */
export const realtimeEventAnswer = answer<RealtimeEvent>((value) => {
  if (!isFields(value) || typeof value.type !== "string" || !Object.hasOwn(EVENT_FIELDS, value.type)) return undefined;
  const type = value.type as RealtimeEvent["type"];
  const fields = EVENT_FIELDS[type](value);
  return fields === undefined ? undefined : ({ type, ...fields } as RealtimeEvent);
});
