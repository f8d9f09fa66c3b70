import { describe, expect, it } from "vitest";
import { axisTicks } from "./summary-bar-chart";

describe("the chart's count axis", () => {
  it("counts in whole steps of 1, 2 or 5 times a power of ten, from 0 past the largest figure", () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(23)).toEqual([0, 10, 20, 30]);
    expect(axisTicks(180)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(1000)).toEqual([0, 500, 1000]);
  });
});
