import { describe, expect, it } from "vitest";
import { labelledSet, nearbyIn } from "./labelled-set";
import { measureQuality } from "./quality";

/**
 * What owners see, replayed on the held-out part of the labelled set (never used to choose a
 * weight or a threshold; `npm run bench` prints the same figures with the tuning part's). The
 * floors sit a little under what the matcher measures today (docs/matching.md), so a change to
 * scoring that makes owners' lists or notices worse fails here. The notice floors, within five
 * and never suggested are the issue's targets; first right is not yet (0.804 of 0.85): raise it
 * as the matcher gets there.
 */
describe("match quality on the held-out part of the labelled set", () => {
  const set = labelledSet();
  const quality = measureQuality(set.heldOut, nearbyIn(set));

  it("suggests the owner's item first, and within the first five almost always", () => {
    expect(quality.withTruePair).toBeGreaterThanOrEqual(300);
    expect(quality.firstRight).toBeGreaterThanOrEqual(0.81);
    expect(quality.withinFive).toBeGreaterThanOrEqual(0.97);
    expect(quality.neverSuggested).toBeLessThanOrEqual(0.02);
  });

  it("keeps notices for the matches it is confident about", () => {
    expect(quality.noPairNotified).toBeLessThanOrEqual(0.25);
    expect(quality.noticesPerLost).toBeLessThanOrEqual(2);
    expect(quality.emailsPerLost).toBeLessThanOrEqual(quality.noticesPerLost);
    // Most notices point at the owner's item, and many owners whose item was handed in hear of it.
    expect(quality.noticePrecision).toBeGreaterThanOrEqual(0.7);
    expect(quality.truePairNotified).toBeGreaterThanOrEqual(0.5);
  });
});
