import { describe, expect, it } from "vitest";
import { matchableReport } from "../../../test/matchable-report";
import { candidateGroups, matchProfile, UNKNOWN_GROUP, type MatchableReport } from "./profile";
import { CATEGORIES } from "./words";

const report = (fields: Partial<MatchableReport>) => matchableReport("r", { itemType: "other", ...fields });

describe("candidateGroups", () => {
  it("compares a report with its own group, the unknown kinds, and the groups of the kinds its description names", () => {
    const laptop = matchProfile(report({ itemType: "laptop", description: "Asus laptop dalam beg galas kelabu" }));
    const bag = matchProfile(report({ itemTypeOther: "backpack" }));
    expect(candidateGroups(laptop)).toEqual(expect.arrayContaining([laptop.group, UNKNOWN_GROUP, bag.group]));
    expect(candidateGroups(matchProfile(report({ itemType: "laptop" })))).toEqual([laptop.group, UNKNOWN_GROUP]);
  });

  it("compares a kind the vocabulary does not know with every group", () => {
    const groups = candidateGroups(matchProfile(report({ itemTypeOther: "zorbix" })));
    for (const known of ["phone", "audio", "bags", "umbrella", "other", UNKNOWN_GROUP]) expect(groups).toContain(known);
    expect(groups).toHaveLength(CATEGORIES.length + 1);
  });
});

describe("the colours of a report", () => {
  it("takes a product typed as the kind for its brand only when the brand field names no other", () => {
    expect(matchProfile(report({ itemTypeOther: "earpods", brand: "Nothing" })).brands).toEqual(["nothing"]);
    expect(matchProfile(report({ itemTypeOther: "ipad" })).brands).toEqual(["apple"]);
    expect(matchProfile(report({ itemTypeOther: "ipad", brand: "Apple" })).brands).toEqual(["apple"]);
  });

  it("takes 'earpods' or 'airpods' typed as the kind for any brand's earbuds, unlike the model or the text", () => {
    expect(matchProfile(report({ itemTypeOther: "earpod wayarless" })).brands).toEqual([]);
    expect(matchProfile(report({ itemTypeOther: "AirPods" })).brands).toEqual([]);
    expect(matchProfile(report({ itemTypeOther: "earbuds", model: "AirPods Pro 2" })).brands).toEqual(["apple"]);
    expect(matchProfile(report({ itemTypeOther: "iPad" })).brands).toEqual(["apple"]);
  });

  it("takes no colour from a name ('Tan Mei Ling')", () => {
    const holder = matchProfile(
      report({ itemTypeOther: "card holder", description: "brown card holder, has my student card (Tan Mei Ling)" }),
    );
    expect(holder.names).toEqual(["tan", "mei", "ling"]);
    expect(holder.otherColours).toEqual(["brown"]);
    expect(matchProfile(report({ itemTypeOther: "wallet", description: "tan leather wallet" })).otherColours).toEqual([
      "tan",
    ]);
  });

  it("takes a colour given to another thing the description names for that thing's, not the item's", () => {
    const card = matchProfile(report({ itemTypeOther: "debit card", description: "Found in a clear card holder" }));
    expect(card.otherColours).toEqual([]);
    expect(card.partColours).toEqual(["card_holder:clear"]);
    const laptop = matchProfile(
      report({ itemType: "laptop", description: "Asus laptop hitam dalam beg galas kelabu" }),
    );
    expect(laptop.otherColours).toEqual(["black"]);
    expect(laptop.partColours).toEqual(["backpack:grey"]);
  });

  it("keeps a colour given to the item's own kind, or to a kind of its family, as the item's", () => {
    expect(
      matchProfile(report({ itemTypeOther: "cermin mata", description: "Found a black cermin mata" })).otherColours,
    ).toEqual(["black"]);
    expect(
      matchProfile(report({ itemTypeOther: "earphones", description: "white earbuds, left bud only" })).otherColours,
    ).toEqual(["white"]);
  });
});

describe("the model of a report", () => {
  it("reads a measure typed as the model as a measure, not as a model code", () => {
    const bank = matchProfile(report({ itemTypeOther: "power bank", brand: "Anker", model: "10000mAh" }));
    expect(bank.model).toEqual([]);
    expect(bank.words).toContain("10000mah");
    expect(matchProfile(report({ itemTypeOther: "calculator", model: "fx-570EX" })).model).toEqual(["fx570ex"]);
  });
});
