import { describe, expect, it } from "vitest";
import { readAbsent } from "./absent";

describe("readAbsent", () => {
  it("reads what a description says is not there, in English and Malay, and leaves it out of the rest", () => {
    expect(readAbsent("Tupperware bottle pink, no name, found at the gym")).toEqual({
      present: "tupperware bottle pink, found at the gym",
      absent: ["name"],
    });
    expect(readAbsent("kindle, no case").absent).toEqual(["case"]);
    expect(readAbsent("Blue scientific calculator without cover").absent).toEqual(["case"]);
    expect(readAbsent("takde apa-apa sticker").absent).toEqual(["sticker"]);
    expect(readAbsent("tak ada charger dalam beg").absent).toEqual(["phone_charger"]);
  });

  it("reads a part that is gone, after it", () => {
    expect(readAbsent("Casio biru, cover dah hilang, skrin calar").absent).toEqual(["case"]);
    expect(readAbsent("Slide cover missing.").absent).toEqual(["case"]);
    // The thing itself being lost is no part gone.
    expect(readAbsent("Hp samsung hilang kat library").absent).toEqual([]);
  });

  it("reads 'no' as a number where it is one, and stops at the end of a clause", () => {
    expect(readAbsent("No matrik A20 CS 3874. Kad bengkok")).toEqual({
      present: "No matrik A20 CS 3874. Kad bengkok",
      absent: [],
    });
    expect(readAbsent("matric no a21sc2979, card slightly bent").absent).toEqual([]);
    expect(readAbsent("no. 12 on the tag").absent).toEqual([]);
    expect(readAbsent("Yang kiri takde, ada ukiran M & S.").absent).toEqual([]);
    expect(readAbsent(null)).toEqual({ present: "", absent: [] });
  });
});
