import { describe, expect, it } from "vitest";
import { readInitials } from "./initials";

describe("readInitials", () => {
  it("reads engraved or hung initials as their letters, however they are written", () => {
    expect(readInitials("Engraved with F.O.")).toEqual(["FO"]);
    expect(readInitials("F & O engraved on it, case has a keyring hook")).toEqual(["FO"]);
    expect(readInitials("terukir n.a. ada batu kecil")).toEqual(["NA"]);
    expect(readInitials("ada ukiran HZ")).toEqual(["HZ"]);
    expect(readInitials("Rantai leher silver dengan loket huruf 'N'. Terjatuh masa aerobik")).toEqual(["N"]);
  });

  it("reads letters only where the text says they are engraved or lettered", () => {
    expect(readInitials("A & W cup, left at the cafe")).toEqual([]);
    expect(readInitials("thin silver necklace with an initial pendant")).toEqual([]);
    expect(readInitials("Ring with an engraving inside, I love you")).toEqual([]);
    expect(readInitials(null)).toEqual([]);
  });
});
