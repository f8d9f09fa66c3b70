import { describe, expect, it } from "vitest";
import type { MatchReason } from "./score";
import { shortlist, type ShortlistCandidate } from "./shortlist";

/** The rule's logic on fixed numbers (weights.ts holds the ones in use, chosen in docs/matching.md). */
const rule = { threshold: 0.5, floor: 0.1, size: 3, margin: 3, nearCertain: 0.99 };
const plain: MatchReason[] = [{ code: "sameKind" }, { code: "sameColour" }, { code: "foundSameDay" }];
const candidate = (id: string, score: number, reasons: MatchReason[] = plain): ShortlistCandidate => ({
  foundReportId: id,
  score,
  reasons,
});

describe("a lost report's shortlist: the found items its owner is told may be theirs", () => {
  it("opens only when a candidate reaches the threshold, and stays quiet below it", () => {
    expect(shortlist([candidate("a", 0.49), candidate("b", 0.3)], rule)).toEqual([]);
    expect(shortlist([candidate("a", 0.5)], rule)).toEqual(["a"]);
    expect(shortlist([], rule)).toEqual([]);
  });

  it("shows close look-alikes together, best first, at most three", () => {
    const ranked = [candidate("a", 0.95), candidate("b", 0.94), candidate("c", 0.9), candidate("d", 0.88)];
    expect(shortlist(ranked, rule)).toEqual(["a", "b", "c"]);
    // A weaker look-alike of a best that only just opened the list still comes with it.
    expect(shortlist([candidate("a", 0.55), candidate("b", 0.2)], rule)).toEqual(["a", "b"]);
  });

  it("leaves out a candidate far weaker than the best, or under the floor", () => {
    expect(shortlist([candidate("a", 0.998), candidate("b", 0.6)], rule)).toEqual(["a"]);
    expect(shortlist([candidate("a", 0.5), candidate("b", 0.09)], rule)).toEqual(["a"]);
  });

  it("never shortlists a pair a detail tells apart", () => {
    const differs: MatchReason[] = [...plain, { code: "detailsDiffer" }];
    expect(shortlist([candidate("a", 0.97, differs)], rule)).toEqual([]);
    // The differing one does not take a place: the next one opens the list on its own.
    expect(shortlist([candidate("a", 0.97, differs), candidate("b", 0.6)], rule)).toEqual(["b"]);
  });

  it("never leaves a near-certain candidate silent, however many come before it", () => {
    const ranked = [
      candidate("a", 0.9999),
      candidate("b", 0.9995),
      candidate("c", 0.9993),
      candidate("d", 0.995),
      candidate("e", 0.96),
    ];
    expect(shortlist(ranked, rule)).toEqual(["a", "b", "c", "d"]);
  });

  it("lets the next candidate in when the owner says one is not theirs", () => {
    const ranked = [candidate("a", 0.95), candidate("b", 0.94), candidate("c", 0.9), candidate("d", 0.88)];
    const afterNotMine = ranked.filter((entry) => entry.foundReportId !== "b");
    expect(shortlist(afterNotMine, rule)).toEqual(["a", "c", "d"]);
  });
});
