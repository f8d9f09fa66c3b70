import { describe, expect, it } from "vitest";
import { matchableReport } from "../../../test/matchable-report";
import { candidateGroups, matchProfile, UNKNOWN_GROUP, type MatchableReport } from "./profile";

const report = (fields: Partial<MatchableReport>) => matchableReport("r", { itemType: "other", ...fields });

describe("candidateGroups", () => {
  it("compares a report with its own group, the unknown kinds, and the groups of the kinds its description names", () => {
    const laptop = matchProfile(report({ itemType: "laptop", description: "Asus laptop dalam beg galas kelabu" }));
    const bag = matchProfile(report({ itemTypeOther: "backpack" }));
    expect(candidateGroups(laptop)).toEqual(expect.arrayContaining([laptop.group, UNKNOWN_GROUP, bag.group]));
    expect(candidateGroups(matchProfile(report({ itemType: "laptop" })))).toEqual([laptop.group, UNKNOWN_GROUP]);
  });

  it("compares a kind the vocabulary does not know with every group", () => {
    expect(candidateGroups(matchProfile(report({ itemTypeOther: "zorbix" })))).toBeNull();
  });
});
