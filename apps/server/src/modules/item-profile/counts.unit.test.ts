import { describe, expect, it } from "vitest";
import { readCounts } from "./counts";

describe("readCounts", () => {
  it("reads how many of a part a description gives, in digits or words, English or Malay", () => {
    expect(readCounts("Gelang Pandora silver ada 4 charm (hati, kucing)")).toEqual(["charm:4"]);
    expect(readCounts("pandora bracelet with 2 charms")).toEqual(["charm:2"]);
    expect(readCounts("a bunch of four keys")).toEqual(["key:4"]);
    expect(readCounts("3 batang kunci dengan keychain")).toEqual(["key:3"]);
    expect(readCounts("dua pelekat kat belakang")).toEqual(["sticker:2"]);
  });

  it("counts only things: no times, days, money, sizes or model numbers", () => {
    expect(readCounts("lost at 2 pm, 3 days ago, about RM 20 inside")).toEqual([]);
    expect(readCounts("size 9, iphone 14, fx 570, 2nd floor")).toEqual([]);
    expect(readCounts(null)).toEqual([]);
  });
});
