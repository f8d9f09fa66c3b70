import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  matchNoticeListSchema,
  messagePageSchema,
  myOpenReportListSchema,
  pingResponseSchema,
  potentialMatchSchema,
  realtimeEventSchema,
  recentFoundSchema,
  reportResponseSchema,
  reportStatsSchema,
  reportSummarySchema,
  unreadCountsSchema,
} from "@campus/shared";
import {
  matchNoticeListAnswer,
  messagePageAnswer,
  myOpenReportListAnswer,
  pingAnswer,
  realtimeEventAnswer,
  recentFoundAnswer,
  reportStatsAnswer,
  reportSummaryAnswer,
  shortlistAnswer,
  unreadCountsAnswer,
} from "./light-answers";
import { testReport } from "../test/report-fixtures";
import type { AnswerSchema } from "./light-schemas";

// Each light answer against its zod twin: the same verdict and the same value (unknown fields
// dropped) for answers on their shape and off it in every field.

const notObjects = [null, undefined, "text", 3, [], true];

function expectSameAnswers(light: AnswerSchema<unknown>, zod: AnswerSchema<unknown>, samples: unknown[]) {
  for (const sample of samples) {
    const expected = zod.safeParse(sample);
    const actual = light.safeParse(sample);
    expect({ sample, success: actual.success }).toEqual({ sample, success: expected.success });
    if (actual.success && expected.success) expect(actual.data).toStrictEqual(expected.data);
  }
}

/** `value` with each of its fields in turn left out, set to a number, a string, null and an array. */
function offShapes(value: Record<string, unknown>): Array<Record<string, unknown>> {
  return Object.keys(value).flatMap((field) => {
    const without = { ...value };
    delete without[field];
    return [without, ...[7, 1.5, "x", null, [], {}, true].map((wrong) => ({ ...value, [field]: wrong }))];
  });
}

// A report in full: the summary's readers keep its summary fields and drop the rest, as zod does.
const report = testReport({
  image: { url: "/uploads/a.webp", thumbUrl: "/uploads/a-thumb.webp" },
  description: "Cracked screen.",
  byVisitor: true,
});
const reportShapes = [
  report,
  { ...report, image: null, extra: 1 },
  { ...report, location: { ...report.location, extra: 1 } },
  ...offShapes(report),
  ...offShapes(report.location).map((location) => ({ ...report, location })),
  { ...report, image: { url: "/a" } },
  { ...report, type: "stolen" },
];

const notice = {
  id: "n1",
  lostReportId: "r1",
  foundReportId: "r2",
  createdAt: "2026-11-20",
  acknowledged: false,
  fromOffice: true,
  open: true,
};

const message = {
  id: "m1",
  conversationId: "c1",
  senderId: "u1",
  body: "Is it yours?",
  createdAt: "2026-11-20T08:00:00.000Z",
  clientId: null,
};

describe("light answers", () => {
  it("read the ping as pingResponseSchema does", () => {
    const ping = { status: "ok", time: "2026-11-20T08:00:00.000Z" };
    expectSameAnswers(pingAnswer, pingResponseSchema, [
      ping,
      { ...ping, status: "ready" },
      ...offShapes(ping),
      ...notObjects,
    ]);
  });

  it("read unread counts as unreadCountsSchema does", () => {
    expectSameAnswers(unreadCountsAnswer, unreadCountsSchema, [
      { counts: {} },
      { counts: { c1: 2, c2: 0 }, extra: true },
      { counts: { c1: 1.5 } },
      { counts: { c1: "2" } },
      { counts: { c1: Number.MAX_SAFE_INTEGER + 2 } },
      { counts: [] },
      { counts: null },
      ...notObjects,
    ]);
  });

  it("read a page of messages as messagePageSchema does", () => {
    expectSameAnswers(messagePageAnswer, messagePageSchema, [
      { messages: [], nextBefore: null },
      { messages: [message, { ...message, clientId: "k1", extra: 1 }], nextBefore: "m0" },
      ...offShapes(message).map((shape) => ({ messages: [shape], nextBefore: null })),
      { messages: [message] },
      { messages: message, nextBefore: null },
      ...notObjects,
    ]);
  });

  it("read the statistics as reportStatsSchema does", () => {
    const bucket = { key: "mon", lostPending: 1, lostSolved: 0, foundPending: 2.5, foundSolved: 3 };
    const stats = { view: "weekly", from: "2026-11-16", to: "2026-11-22", buckets: [bucket] };
    expectSameAnswers(reportStatsAnswer, reportStatsSchema, [
      stats,
      { ...stats, buckets: [] },
      { ...stats, view: "hourly" },
      ...offShapes(stats),
      ...offShapes(bucket).map((shape) => ({ ...stats, buckets: [shape] })),
      { ...stats, buckets: [{ ...bucket, lostPending: Number.NaN }] },
      { ...stats, buckets: [{ ...bucket, lostPending: Number.POSITIVE_INFINITY }] },
      ...notObjects,
    ]);
  });

  it("read recent found items as recentFoundSchema does", () => {
    expectSameAnswers(recentFoundAnswer, recentFoundSchema, [
      { reports: [] },
      ...reportShapes.map((shape) => ({ reports: [report, shape] })),
      ...notObjects,
    ]);
  });

  it("read the student's open reports as myOpenReportListSchema does", () => {
    const mine = { ...report, suggestions: 3, strongToCheck: 1, claimed: false };
    expectSameAnswers(myOpenReportListAnswer, myOpenReportListSchema, [
      { reports: [mine], total: 1 },
      { reports: [], total: 0 },
      { reports: [mine], total: 1.5 },
      ...offShapes(mine).map((shape) => ({ reports: [shape], total: 1 })),
      ...reportShapes.map((shape) => ({ reports: [{ ...mine, ...shape }], total: 1 })),
      { reports: [mine] },
      ...notObjects,
    ]);
  });

  it("read the match notices as matchNoticeListSchema does", () => {
    expectSameAnswers(matchNoticeListAnswer, matchNoticeListSchema, [
      { notices: [] },
      { notices: [notice, { ...notice, id: "n2", acknowledged: true, open: false, extra: 1 }] },
      ...offShapes(notice).map((shape) => ({ notices: [shape] })),
      { notices: notice },
      ...notObjects,
    ]);
  });

  it("read home's part of a lost report's matches as potentialMatchListSchema's picked twin does", () => {
    const twin = z.object({
      matches: z.array(
        potentialMatchSchema.pick({ report: true, score: true, reasons: true, shortlisted: true, confirmed: true }),
      ),
    });
    const match = {
      report,
      score: 0.85,
      reasons: [{ code: "sameBrand" }, { code: "foundDaysAfter", days: 1 }],
      createdAt: "2026-11-20",
      isNew: true,
      shortlisted: true,
      confirmed: false,
      custody: "office",
    };
    const picked = { report, score: 0.85, reasons: match.reasons, shortlisted: true, confirmed: false };
    expectSameAnswers(shortlistAnswer, twin, [
      { matches: [] },
      { matches: [match, { ...match, shortlisted: false, confirmed: true }] },
      { matches: [{ ...match, reasons: [] }] },
      { matches: [{ ...match, reasons: [{ code: "noSuchReason" }] }] },
      { matches: [{ ...match, reasons: [{ code: "foundDaysAfter", days: 1.5 }] }] },
      { matches: [{ ...match, reasons: [{ code: "foundDaysAfter", days: "2" }] }] },
      { matches: [{ ...match, reasons: "sameBrand" }] },
      ...offShapes(picked).map((shape) => ({ matches: [shape] })),
      ...reportShapes.map((shape) => ({ matches: [{ ...match, report: shape }] })),
      { matches: [{ ...match, score: Number.NaN }] },
      { matches: match },
      ...notObjects,
    ]);
  });

  it("read a report's summary as reportResponseSchema's twin with the report picked to reportSummarySchema does", () => {
    const twin = z.object({ report: reportSummarySchema });
    expectSameAnswers(reportSummaryAnswer, twin, [
      { report },
      { report, message: "Saved" },
      ...reportShapes.map((shape) => ({ report: shape })),
      { report: null },
      ...notObjects,
    ]);
    expect(reportSummaryAnswer.safeParse(reportResponseSchema.parse({ report })).success).toBe(true);
  });

  it("read every live event as realtimeEventSchema does", () => {
    const events: Array<Record<string, unknown>> = [
      { type: "match", notice },
      {
        type: "report:new",
        report: {
          id: "r2",
          type: "found",
          itemType: "other",
          itemTypeOther: "Umbrella",
          brand: null,
          model: null,
          byVisitor: false,
        },
      },
      { type: "message", message },
      { type: "unread", counts: { c1: 2 } },
      { type: "conversation", conversationId: "c1", state: "resolved", expiresAt: "2026-12-20T00:00:00.000Z" },
      { type: "claim", claimId: "k1", reportId: "r2", status: "approved" },
      { type: "ready" },
    ];
    const nested = (event: Record<string, unknown>, field: string) =>
      offShapes(event[field] as Record<string, unknown>).map((shape) => ({ ...event, [field]: shape }));
    expectSameAnswers(realtimeEventAnswer, realtimeEventSchema, [
      ...events,
      ...events.map((event) => ({ ...event, extra: 1 })),
      ...events.flatMap((event) => offShapes(event)),
      ...nested(events[0]!, "notice"),
      ...nested(events[1]!, "report"),
      ...nested(events[2]!, "message"),
      { type: "unread", counts: { c1: "2" } },
      { type: "conversation", conversationId: "c1", state: "closed", expiresAt: "x" },
      { type: "claim", claimId: "k1", reportId: "r2", status: "lost" },
      { type: "toString" },
      { type: "constructor" },
      { type: "hello" },
      ...notObjects,
    ]);
  });
});
