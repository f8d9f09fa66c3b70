import { describe, expect, it } from "vitest";
import { matchPercent } from "./match-percent";

describe("a match's percent", () => {
  it("reads 100% only for a certain match, and rounds the others to at most 99%", () => {
    expect(matchPercent(1)).toBe(100);
    expect(matchPercent(0.999999)).toBe(99);
    expect(matchPercent(0.996)).toBe(99);
    expect(matchPercent(0.904512)).toBe(90);
    expect(matchPercent(0.905)).toBe(91);
    expect(matchPercent(0.03)).toBe(3);
  });
});
