import { describe, expect, it } from "vitest";
import { readQuoted } from "./quoted";

describe("readQuoted", () => {
  it("reads the texts a description quotes from the thing, in either quote marks", () => {
    expect(readQuoted("Hoodie maroon tulisan 'FKE BATCH 22' belakang, saiz XL")).toEqual(["fke batch 22"]);
    expect(readQuoted('sticker "Keep Calm and Code On", takde sticker lain')).toEqual(["keep calm and code on"]);
    expect(readQuoted("name label ‘Jun Hao’ and “KOLEJ TF”.")).toEqual(["jun hao", "kolej tf"]);
    expect(readQuoted("name on card: 'Ali'")).toEqual(["ali"]);
  });

  it("takes no apostrophe inside a word for a quote", () => {
    expect(readQuoted("Jumpa kat Za'ba, it's with me. Damia's IC inside")).toEqual([]);
    expect(readQuoted(null)).toEqual([]);
  });
});
