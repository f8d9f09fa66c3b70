import { describe, expect, it } from "vitest";
import { canonicalText, canonicalWords, normalizeSerial } from "./normalize";
import { matchProfile, type MatchableReport } from "./profile";
import { MATCH_THRESHOLD, rankMatches, scorePair, type Nearby } from "./score";

const nearby: Nearby = (a, b) => [a, b].every((id) => id.startsWith("library")) || [a, b].every((id) => id.startsWith("sports"));

function report(id: string, fields: Partial<MatchableReport>): MatchableReport {
  return {
    id,
    itemType: "phone",
    itemTypeOther: null,
    brand: null,
    color: null,
    model: null,
    serialNumber: null,
    description: null,
    locationId: "library-1",
    eventDate: "2026-05-04",
    ...fields,
  };
}
const score = (lost: Partial<MatchableReport>, found: Partial<MatchableReport>) => scorePair(matchProfile(report("lost", lost)), matchProfile(report("found", found)), nearby);

describe("normalising what reporters type", () => {
  it("reads a serial number the same however it was typed", () => {
    expect(normalizeSerial(" sn-1234 56.ab ")).toBe(normalizeSerial("SN123456AB"));
  });

  it("maps Malay and English words for the same thing to one word", () => {
    expect(canonicalWords("Dompet HITAM").sort()).toEqual(canonicalWords("black wallet").sort());
    expect(canonicalText("komputer riba")).toBe("laptop");
    expect(canonicalWords("Telefon bimbit merah jambu").sort()).toEqual(canonicalWords("pink phone").sort());
    expect(canonicalText("Kelabu")).toBe(canonicalText("gray"));
  });
});

describe("scoring a lost and a found report", () => {
  it("takes an equal serial number as decisive, whatever else differs", () => {
    const pair = score({ serialNumber: "R58N-12 34", color: "black", itemType: "phone" }, { serialNumber: "r58n1234", color: "white", itemType: "other", itemTypeOther: "device", eventDate: "2026-01-01" });
    expect(pair?.score).toBe(1);
    expect(pair?.reasons[0]).toEqual({ code: "sameSerial" });
  });

  it("never pairs another kind of item, or one found well before it was lost", () => {
    expect(score({ itemType: "phone" }, { itemType: "wallet" })).toBeNull();
    expect(score({ itemType: "other", itemTypeOther: "umbrella" }, { itemType: "other", itemTypeOther: "calculator" })).toBeNull();
    expect(score({ eventDate: "2026-05-10" }, { eventDate: "2026-05-07" })).toBeNull();
    expect(score({ eventDate: "2026-05-10" }, { eventDate: "2026-05-09" })).not.toBeNull();
  });

  it("matches a report written in Malay with one written in English, with the reasons", () => {
    const pair = score(
      { itemType: "other", itemTypeOther: "payung", brand: "Totes", color: "Hitam", description: "payung hitam boleh lipat", locationId: "library-1", eventDate: "2026-05-04" },
      { itemType: "other", itemTypeOther: "umbrella", brand: "totes", color: "black", description: "black foldable umbrella", locationId: "library-1", eventDate: "2026-05-05" },
    );
    expect(pair!.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(pair!.score).toBeLessThan(1);
    expect(pair!.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(["sameKind", "sameBrand", "sameColour", "sameLocation"]));
    expect(pair!.reasons).toContainEqual({ code: "foundDaysAfter", days: 1 });
  });

  it("forgives a typo in the brand and tells a nearby building from the same one", () => {
    const pair = score({ brand: "Samsung", locationId: "library-1" }, { brand: "Samsnug", locationId: "library-2" });
    expect(pair!.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(["sameBrand", "nearbyLocation"]));
    expect(pair!.reasons.map((reason) => reason.code)).not.toContain("sameLocation");
  });

  it("ranks the item above decoys that differ only in colour or brand", () => {
    const lost = matchProfile(report("lost", { brand: "Apple", color: "Silver", model: "iPhone 13", locationId: "sports-1" }));
    const candidates = [
      report("found-colour", { brand: "Apple", color: "Gold", model: "iPhone 13", locationId: "sports-1" }),
      report("found-brand", { brand: "Xiaomi", color: "Silver", locationId: "sports-1" }),
      report("found-true", { brand: "apple", color: "perak", model: "iphone 13", locationId: "sports-2", eventDate: "2026-05-06" }),
    ].map(matchProfile);
    const ranked = rankMatches(lost, "lost", candidates, nearby, 0);
    expect(ranked[0]!.report.id).toBe("found-true");
    expect(ranked.map((match) => match.report.id).slice(1)).toEqual(expect.arrayContaining(["found-colour", "found-brand"]));
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score + 0.2);
  });

  it("prefers the report found closer to the day it was lost", () => {
    const close = score({ eventDate: "2026-05-04" }, { eventDate: "2026-05-05" })!;
    const late = score({ eventDate: "2026-05-04" }, { eventDate: "2026-05-30" })!;
    expect(close.score).toBeGreaterThan(late.score);
  });

  it("ranks from either side: a new found report finds its lost report", () => {
    const found = matchProfile(report("found", { brand: "Dell", color: "black", model: "XPS 13", itemType: "laptop" }));
    const lost = [report("lost-a", { brand: "Dell", color: "hitam", itemType: "laptop" }), report("lost-b", { brand: "Dell", itemType: "phone" })].map(matchProfile);
    expect(rankMatches(found, "found", lost, nearby).map((match) => match.report.id)).toEqual(["lost-a"]);
  });
});
