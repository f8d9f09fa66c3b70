import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { colourBase, kindCategory, kindFamily, kindItemType, kindOfItemType, readText } from "./lexicon";
import {
  BRANDS,
  CATEGORIES,
  COLOURS,
  DESCRIPTORS,
  KINDS,
  loadWordFile,
  OPPOSITES,
  PLACE_WORDS,
  STOPWORDS,
  wordEntry,
} from "./words";

/** Terms shared by two entries on purpose (words.ts), read in the context that picks each. */
const IN_CONTEXT: Record<string, string> = { "laptop:notebook": "lenovo notebook" };
const SHARED_KIND_TERMS = ["notebook"];

/** A term as the lexicon compares it: lower case, apostrophes dropped, joiners as spaces. */
const normal = (term: string) =>
  term
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[-_&./]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The term with two neighbouring inner letters of its longest word swapped, or null when no word has 6 letters. */
function withSwap(terms: string[]): string | null {
  const words = terms.flatMap((term) => term.split(/[^a-z]+/i).map((word) => ({ term, word })));
  const longest = words.filter(({ word }) => word.length >= 6).sort((a, b) => b.word.length - a.word.length)[0];
  if (!longest) return null;
  const { term, word } = longest;
  for (let index = Math.floor(word.length / 2) - 1; index < word.length - 2; index++) {
    if (word[index] === word[index + 1]) continue;
    const typo = word.slice(0, index) + word[index + 1]! + word[index]! + word.slice(index + 2);
    return term.replace(word, typo);
  }
  return null;
}

/** Terms claimed by more than one entry of a list. */
function sharedTerms(entries: Array<{ id: string; terms: string[] }>): string[] {
  const owner = new Map<string, string>();
  const shared = new Set<string>();
  for (const { id, terms } of entries) {
    for (const term of new Set(terms.map(normal))) {
      const other = owner.get(term);
      if (other !== undefined && other !== id) shared.add(term);
      owner.set(term, id);
    }
  }
  return [...shared];
}

describe("vocabulary structure", () => {
  it("has unique ids in each list", () => {
    for (const list of [KINDS, COLOURS, BRANDS, DESCRIPTORS]) {
      const ids = list.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("claims each term for one entry of a list (but the documented shared ones)", () => {
    expect(sharedTerms(KINDS.map((kind) => ({ id: kind.id, terms: [...kind.en, ...kind.my] }))).sort()).toEqual(
      SHARED_KIND_TERMS,
    );
    expect(sharedTerms(COLOURS.map((colour) => ({ id: colour.id, terms: [...colour.en, ...colour.my] })))).toEqual([]);
    expect(
      sharedTerms(BRANDS.map((brand) => ({ id: brand.id, terms: [...brand.names, ...(brand.products ?? [])] }))),
    ).toEqual([]);
    expect(
      sharedTerms(
        DESCRIPTORS.map((descriptor) => ({ id: descriptor.id, terms: [...descriptor.en, ...descriptor.my] })),
      ),
    ).toEqual([]);
  });

  it("keeps place words apart from the stopwords and from every single-word term of the vocabulary", () => {
    const singleTerms = new Set(
      [...KINDS, ...COLOURS, ...DESCRIPTORS]
        .flatMap((entry) => [...entry.en, ...entry.my])
        .concat(BRANDS.flatMap((brand) => [...brand.names, ...(brand.products ?? [])]))
        .map((term) => term.toLowerCase()),
    );
    expect(new Set(PLACE_WORDS).size).toBe(PLACE_WORDS.length);
    expect(PLACE_WORDS.filter((word) => STOPWORDS.includes(word) || singleTerms.has(word))).toEqual([]);
  });

  it("names the three form item types once each, and at least 65 other kinds", () => {
    for (const itemType of ["wallet", "phone", "laptop"] as const) {
      expect(KINDS.filter((kind) => kind.itemType === itemType)).toHaveLength(1);
      expect(kindItemType(kindOfItemType(itemType))).toBe(itemType);
    }
    expect(KINDS.filter((kind) => !kind.itemType).length).toBeGreaterThanOrEqual(65);
  });

  it("gives every family at least two members", () => {
    const families = new Map<string, number>();
    for (const kind of KINDS) if (kind.family) families.set(kind.family, (families.get(kind.family) ?? 0) + 1);
    for (const [family, members] of families) expect([family, members >= 2]).toEqual([family, true]);
  });

  it("has the base colours, and every shade points to one", () => {
    const bases = COLOURS.filter((colour) => colour.id === colour.base).map((colour) => colour.id);
    const expected = [
      "black",
      "white",
      "grey",
      "silver",
      "gold",
      "red",
      "pink",
      "orange",
      "yellow",
      "green",
      "blue",
      "purple",
      "brown",
      "beige",
      "clear",
      "multicolour",
    ];
    expect(bases).toEqual(expect.arrayContaining(expected));
    for (const colour of COLOURS) expect(bases).toContain(colour.base);
  });

  it("has at least 80 brands and 40 describing words, each entry with terms", () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(80);
    expect(DESCRIPTORS.length).toBeGreaterThanOrEqual(40);
    for (const kind of KINDS) expect(kind.en.length * kind.my.length).toBeGreaterThan(0);
    for (const descriptor of DESCRIPTORS) expect(descriptor.en.length * descriptor.my.length).toBeGreaterThan(0);
  });
});

describe("categories", () => {
  const categoryOf = (id: string) => KINDS.find((kind) => kind.id === id)?.category;

  it("gives every kind one of CATEGORIES, and uses every category once listed", () => {
    expect(new Set(CATEGORIES).size).toBe(CATEGORIES.length);
    for (const kind of KINDS) expect([kind.id, CATEGORIES]).toEqual([kind.id, expect.arrayContaining([kind.category])]);
    for (const category of CATEGORIES)
      expect([category, KINDS.some((kind) => kind.category === category)]).toEqual([category, true]);
  });

  it("puts all members of a family in one category", () => {
    const families = new Map<string, Set<string>>();
    for (const kind of KINDS)
      if (kind.family) families.set(kind.family, (families.get(kind.family) ?? new Set()).add(kind.category));
    for (const [family, categories] of families)
      expect([family, [...categories]]).toEqual([family, [expect.any(String)]]);
  });

  it("puts the kinds a finder and an owner name one thing by in one category", () => {
    const sameThing = [
      ["laptop", "tablet"],
      ["mug", "tumbler", "water_bottle", "flask", "lunch_box"],
      ["pouch", "sling_bag", "pencil_case", "backpack"],
      ["card_holder", "lanyard", "wallet", "coin_purse", "student_card", "ic"],
      ["stylus", "pen", "pencil"],
      ["power_bank", "phone_charger", "cable", "adapter"],
      ["hoodie", "jacket", "sweater"],
      ["phone", "phone_case"],
      ["watch", "smartwatch", "fitness_band", "bracelet"],
      ["earbuds", "earphones", "earbuds_case"],
      ["key", "keychain", "padlock"],
      ["glasses", "glasses_case"],
      ["quran", "book"],
      ["tasbih", "bracelet"],
      ["cap", "songkok", "helmet"],
      ["tudung", "scarf", "telekung"],
      ["eraser", "correction_tape", "pencil", "stapler"],
      ["battery", "power_bank"],
      ["hearing_aid", "earbuds", "earphones"],
      ["dictionary", "book"],
      ["jug", "water_bottle"],
      ["face_powder", "lipstick", "cigarettes", "lighter"],
    ];
    for (const kinds of sameThing) expect(kinds.map(categoryOf)).toEqual(kinds.map(() => categoryOf(kinds[0]!)));
  });

  it("keeps the commonest kinds in different categories", () => {
    const common = [
      "phone",
      "wallet",
      "key",
      "water_bottle",
      "earbuds",
      "umbrella",
      "phone_charger",
      "glasses",
      "backpack",
      "laptop",
    ];
    expect(new Set(common.map(categoryOf)).size).toBe(common.length);
  });
});

describe.each(KINDS.map((kind) => [kind.id, kind] as const))("kind %s", (id, kind) => {
  it("reads every English and Malay term as the kind, in the kind field", () => {
    for (const term of [...kind.en, ...kind.my])
      expect([term, readText(IN_CONTEXT[`${id}:${term}`] ?? term, "kind").kinds]).toEqual([term, [id]]);
    expect(kindFamily(id)).toBe(kind.family);
    expect(kindCategory(id)).toBe(kind.category);
  });

  it("reads its longest word with two letters swapped as the kind", () => {
    const typo = withSwap([...kind.en, ...kind.my].filter((term) => !SHARED_KIND_TERMS.includes(term)));
    if (typo) expect([typo, readText(typo, "kind").kinds]).toEqual([typo, [id]]);
  });
});

describe.each(COLOURS.map((colour) => [colour.id, colour] as const))("colour %s", (id, colour) => {
  it("reads every term as the colour, with its base", () => {
    for (const term of [...colour.en, ...colour.my])
      expect([term, readText(term, "colour").colours]).toEqual([term, [id]]);
    expect(colourBase(id)).toBe(colour.base);
  });
});

describe.each(BRANDS.map((brand) => [brand.id, brand] as const))("brand %s", (id, brand) => {
  it("reads every name and product as the brand, in the brand field", () => {
    for (const name of [...brand.names, ...(brand.products ?? [])])
      expect([name, readText(name, "brand").brands]).toEqual([name, [id]]);
  });
});

describe.each(DESCRIPTORS.map((descriptor) => [descriptor.id, descriptor] as const))(
  "describing word %s",
  (id, descriptor) => {
    it("reads the English and the Malay terms as the same word", () => {
      for (const term of [...descriptor.en, ...descriptor.my])
        expect([term, readText(term, "text").words]).toEqual([term, [id]]);
    });
  },
);

describe.each(OPPOSITES.map((pair) => [pair.join(" and "), pair] as const))("opposites %s", (_, pair) => {
  it("are two describing words of the vocabulary", () => {
    for (const id of pair) expect(DESCRIPTORS.some((descriptor) => descriptor.id === id)).toBe(true);
    expect(pair[0]).not.toBe(pair[1]);
  });
});

describe("the word files", () => {
  const folder = new URL("./words/", import.meta.url);
  const loader = readFileSync(new URL("./words.ts", import.meta.url), "utf8");

  it("are each loaded by words.ts", () => {
    const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) expect([file, loader.includes(`"./words/${file}"`)]).toEqual([file, true]);
  });

  it("refuse an entry the schema does not know, naming the file", () => {
    const file = { note: "Test words.", sections: [{ entries: ["one", "two"] }] };
    expect(loadWordFile("test", file, z.string())).toEqual(["one", "two"]);
    expect(Object.isFrozen(loadWordFile("test", file, z.string()))).toBe(true);
    expect(() => loadWordFile("test", { ...file, comment: "x" }, z.string())).toThrow(/words\/test\.json/);
    expect(() => loadWordFile("test", { sections: file.sections }, z.string())).toThrow(/note/);
    expect(() => loadWordFile("test", { note: "Test.", sections: [{ entries: [2] }] }, z.string())).toThrow(/entries/);
  });

  it("drop the note an entry carries, and refuse a note that is no text", () => {
    const shape = wordEntry({ id: z.string(), en: z.array(z.string()), my: z.array(z.string()) });
    const kind = { id: "thing", en: ["thing"], my: ["benda"] };
    const file = (entry: object) => ({ note: "Test.", sections: [{ entries: [entry] }] });
    expect(loadWordFile("test", file({ ...kind, note: "Why." }), shape)).toEqual([kind]);
    expect(() => loadWordFile("test", file({ ...kind, note: 1 }), shape)).toThrow(/note/);
  });
});
