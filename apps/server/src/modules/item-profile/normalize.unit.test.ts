import { describe, expect, it } from "vitest";
import { overlap, sameWord } from "./normalize";

describe("words the same but for a typo", () => {
  it("forgives one slip in words of five letters or more", () => {
    expect(sameWord("umbrela", "umbrella")).toBe(true);
    expect(sameWord("wallet", "wallte")).toBe(true);
    expect(sameWord("modren14", "modern14")).toBe(true);
  });

  it("never forgives short words, two slips, or a changed first and last letter", () => {
    expect(sameWord("cat", "bat")).toBe(false);
    expect(sameWord("bottle", "battel")).toBe(false);
    expect(sameWord("house", "mousy")).toBe(false);
  });

  it("never takes a different number for a typo: amounts, matric and phone numbers differ", () => {
    expect(sameWord("rm150", "rm100")).toBe(false);
    expect(sameWord("a25bp1466", "a25bp1446")).toBe(false);
    expect(sameWord("a25bp1466", "a25bp14666")).toBe(false);
    expect(sameWord("a25bp1466", "a25bq1466")).toBe(true);
    expect(overlap(["rm150", "inside"], ["rm100"])).toBe(0);
  });
});
