import { describe, expect, it } from "vitest";
import { labelledSet, nearbyIn } from "./labelled-set";
import { handWrittenSet } from "./hand-written-set";
import { measureQuality } from "./quality";

/**
 * What owners see, replayed on the held-out part of the labelled set (never used to choose a
 * weight or a threshold; `npm run bench` prints the same figures with the tuning part's). The
 * floors are the product's targets (first right, within five, never suggested, owners told of their
 * item, owners whose item never turned up told of anything, notices per lost report), which the
 * matcher meets today by a small margin (first right 0.852, told 0.91: docs/matching.md), so a
 * change to scoring or to the shortlist rule that makes owners' lists or notices worse fails here.
 */
describe("match quality on the held-out part of the labelled set", () => {
  const set = labelledSet();
  const quality = measureQuality(set.heldOut, nearbyIn(set));

  it("suggests the owner's item first, and within the first five almost always", () => {
    expect(quality.withTruePair).toBeGreaterThanOrEqual(300);
    expect(quality.firstRight).toBeGreaterThanOrEqual(0.85);
    expect(quality.withinFive).toBeGreaterThanOrEqual(0.97);
    expect(quality.neverSuggested).toBeLessThanOrEqual(0.02);
  });

  it("tells nine owners in ten whose item was handed in, and stays quiet for half of the others", () => {
    expect(quality.truePairNotified).toBeGreaterThanOrEqual(0.9);
    expect(quality.noPairNotified).toBeLessThanOrEqual(0.5);
    expect(quality.noticesPerLost).toBeLessThanOrEqual(2);
    expect(quality.emailsPerLost).toBeLessThanOrEqual(quality.noticesPerLost);
    // Told within the hour, mostly at once: the found report's own matching run tells the owner.
    expect(quality.medianHoursToNotice).toBeLessThanOrEqual(1);
  });
});

/**
 * The same on the four hand-written sets (hand-written-set.ts), written by people who never saw
 * the matcher: a matcher fitted to the generated set alone would fall through these floors. Sets
 * B and D are held out (only their figures are read); the floors sit a little under today's
 * (docs/matching.md). Their look-alikes share the owner's kind, brand, colour, place and day, so
 * many owners whose item was never found are shown them in a shortlist (a look-alike of that
 * kind is worth a glance); the floors hold that share where it is today.
 */
describe.each([
  ["a", { firstRight: 0.85, withinFive: 0.96, told: 0.93, noPairNotified: 0.76 }],
  ["b", { firstRight: 0.85, withinFive: 0.95, told: 0.92, noPairNotified: 0.68 }],
  ["c", { firstRight: 0.78, withinFive: 0.95, told: 0.9, noPairNotified: 0.48 }],
  ["d", { firstRight: 0.6, withinFive: 0.95, told: 0.84, noPairNotified: 0.8 }],
] as const)("match quality on hand-written set %s", (name, floors) => {
  const quality = measureQuality(handWrittenSet(name), nearbyIn(labelledSet()));

  it("suggests the owner's item first, or within the first five", () => {
    expect(quality.withTruePair).toBe(105);
    expect(quality.firstRight).toBeGreaterThanOrEqual(floors.firstRight);
    expect(quality.withinFive).toBeGreaterThanOrEqual(floors.withinFive);
    expect(quality.neverSuggested).toBeLessThanOrEqual(0.05);
  });

  it("tells the owners whose item was handed in, in a short list", () => {
    expect(quality.truePairNotified).toBeGreaterThanOrEqual(floors.told);
    expect(quality.noPairNotified).toBeLessThanOrEqual(floors.noPairNotified);
    expect(quality.noticesPerLost).toBeLessThanOrEqual(2);
  });
});
