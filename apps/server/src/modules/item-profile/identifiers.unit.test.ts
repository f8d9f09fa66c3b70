import { describe, expect, it } from "vitest";
import { identifierShape, readIdentifiers } from "./identifiers";

describe("identifiers in a description", () => {
  it("reads a matric, plate or phone number in every spacing people use", () => {
    for (const text of ["Matric no A24 SC 4968.", "nombor matrik A24SC4968", "matric: a24-sc-4968"])
      expect(readIdentifiers(text)).toContain("a24sc4968");
    expect(readIdentifiers("Motor key, plate WXY 1234")).toContain("wxy1234");
    expect(readIdentifiers("call me at 012-345 6789")).toContain("0123456789");
  });

  it("leaves out counts, prices, short codes and plain words", () => {
    expect(readIdentifiers("5 keys, about RM150 inside, room D-G-11, model fx-570, since 2026")).toEqual([]);
    expect(readIdentifiers("black wallet with a student card inside")).toEqual([]);
    expect(readIdentifiers(null)).toEqual([]);
    // A measure is shared by many things, however it is spaced.
    expect(readIdentifiers("Anker powerbank 10000mAh")).toEqual([]);
    expect(readIdentifiers("powerbank 20000 mah")).toEqual([]);
  });

  it("tells what kind of identifier a join is, and takes a phone number for none", () => {
    // Two matric numbers have one shape, a plate another.
    expect(identifierShape("a24sc4968")).toBe(identifierShape("a21bp3598"));
    expect(identifierShape("a24sc4968")).not.toBe(identifierShape("wxy1234"));
    // A mobile number, with or without the country code, is how to reach someone: not the item's.
    for (const phone of ["0123456789", "01123456789", "60123456789"]) expect(identifierShape(phone)).toBeNull();
    // A measure is shared by many things.
    expect(identifierShape("20000mah")).toBeNull();
    // A 12-digit IC number is the card's.
    expect(identifierShape("010312145678")).toBe("D12");
  });
});
