/**
 * The matcher's words, loaded once from words/*.json and checked against one file schema: a file
 * holds one list, as a `note` (what the list is for) and `sections` of `entries`, each section
 * with an optional `note` (JSON has no comments: the notes are them). An entry is a word or a
 * phrase, a pair, or an object of the list's own shape, which may carry a `note` too. Notes are
 * dropped at load; a list is the entries of its sections in order, frozen. A file that does not
 * fit stops the server at start-up, naming the file and the entry.
 *
 * The vocabulary is bilingual (English and Malay): kinds of item, colours, brands and describing
 * words, each with the spellings students type (plurals, short forms, joined and split forms,
 * common misspellings); lexicon.ts turns it into the lookup. Terms are written as people type
 * them; lexicon.ts normalises them the same way as the text it reads (lower case, accents
 * removed, "-", "_", "&" and "'" handled), and also knows each multi-word term with its spaces
 * removed ("water bottle" is found typed "waterbottle"), so the joined forms need not be listed.
 * Typos within one edit (two for long words) are forgiven.
 *
 * Terms shared on purpose (the lexicon resolves them by field and context):
 * - "notebook": a laptop and a paper notebook (a laptop when the text names a computer brand);
 * - "hp": the Malay short form of handphone and the brand HP (the brand in the brand field or next to a computer kind);
 * - "card", "kad", "case", "cover", "casing", "sarung", "keychain", "rantai kunci"…: kinds in the kind field, describing words elsewhere;
 * - "thermos", "tupperware": the kind (a flask, a lunch box) except in the brand field.
 * Short kind terms that are other words too ("pb", "cas" to charge, "jam" an hour, "battery") are kinds in the
 * kind field, elsewhere only next to a brand or a colour ("pb romoss", "jam hitam").
 * Every kind has a category (CATEGORIES): the matcher compares reports only within one.
 *
 * Changing a word changes profiles: raise PROFILE_VERSION (profile.ts), as the profile-version
 * test says.
 */
import { z } from "zod";
import brandsFile from "./words/brands.json" with { type: "json" };
import categoriesFile from "./words/categories.json" with { type: "json" };
import colorsFile from "./words/colours.json" with { type: "json" };
import commonWordsFile from "./words/common-words.json" with { type: "json" };
import descriptorsFile from "./words/descriptors.json" with { type: "json" };
import facultiesFile from "./words/faculties.json" with { type: "json" };
import kindsFile from "./words/kinds.json" with { type: "json" };
import oppositesFile from "./words/opposites.json" with { type: "json" };
import placePhrasesFile from "./words/place-phrases.json" with { type: "json" };
import placeWordsFile from "./words/place-words.json" with { type: "json" };
import stopwordsFile from "./words/stopwords.json" with { type: "json" };

/** Why an entry or a section is as it is: the data's comment, dropped at load. */
const note = z.string().min(1);
/** A word or a phrase, as people type it. */
const term = z.string().min(1);
/** Spellings of one thing. */
const terms = z.array(term).min(1).readonly();

/** An entry without its note (a non-empty string; anything else is left for the schema to refuse). */
function withoutNote(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !("note" in value)) return value;
  if (!note.safeParse(value.note).success) return value;
  const { note: _note, ...fields } = value;
  return fields;
}

/** An entry of the list's own shape, which may carry a note (dropped), frozen. */
function entry<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(withoutNote, z.strictObject(shape).readonly());
}

/** The one file schema: a list's note and its sections of entries, read as the entries in order. */
function wordFile<Entry extends z.ZodType>(entrySchema: Entry) {
  return z
    .strictObject({
      /** What the list is for and how the matcher reads it. */
      note,
      sections: z
        .array(
          z.strictObject({
            /** What the section's entries share. */
            note: note.optional(),
            entries: z.array(entrySchema).min(1),
          }),
        )
        .min(1),
    })
    .transform((file) => Object.freeze(file.sections.flatMap((section) => section.entries)));
}

/** Checks a loaded file against its schema; a file that does not fit stops the server at start-up. */
function load<Entry extends z.ZodType>(file: string, data: unknown, entrySchema: Entry): readonly z.output<Entry>[] {
  const result = wordFile(entrySchema).safeParse(data);
  if (!result.success) throw new Error(`item-profile/words/${file}.json: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A category: a candidate pool of the matcher, with what it holds as its note. */
const categoryEntry = z.strictObject({ id: term, note }).transform(({ id }) => id);

const kindEntry = entry({
  id: term,
  /** Its candidate pool (CATEGORIES); every member of a family shares one. */
  category: term,
  /** Groups near-synonyms a finder may use for the owner's thing. */
  family: term.optional(),
  /** Set on the kinds the report form names (its item types). */
  itemType: z.enum(["wallet", "phone", "laptop"]).optional(),
  en: terms,
  my: terms,
});

const colourEntry = entry({
  id: term,
  /** The base colour it is a shade of (its own id for a base colour). */
  base: term,
  en: terms,
  my: terms,
});

const brandEntry = entry({
  id: term,
  /** The brand's names. */
  names: terms,
  /** Product names that imply it ("iphone" is Apple). */
  products: terms.optional(),
});

const descriptorEntry = entry({
  id: term,
  en: terms,
  my: terms,
  /** A pattern of the thing's look (striped, floral, polka dots, plain): two reports that each name one, none the same, describe two things. */
  pattern: z.literal(true).optional(),
  /**
   * A figure on the thing (a sticker's, a keychain's or a print's: a cat, Doraemon): two reports
   * that each name figures, none the same, describe two things.
   */
  figure: z.literal(true).optional(),
  /** The animal a character figure is (Rilakkuma is a bear, Cinnamoroll a dog): a finder who does not know the character names the animal. */
  is: term.optional(),
  /** A kind of damage (cracked, scratched, dented): a finder who says the thing has no damage, or is in good condition, describes another thing than an owner who names one. */
  damage: z.literal(true).optional(),
  /** How a cable, charger or power bank plugs in (USB-C, Lightning, micro-USB): two reports that each name one, none the same, describe two things. */
  connector: z.literal(true).optional(),
});

const facultyEntry = entry({ id: term, en: terms, my: terms });

/** Two describing words' ids. */
const pair = z.tuple([term, term]).readonly();

/** A kind of item. */
export type KindEntry = z.output<typeof kindEntry>;
/** A colour: a base colour (`id === base`) or a shade of one. */
export type ColourEntry = z.output<typeof colourEntry>;
/** A brand: its names, and product names that imply it. */
export type BrandEntry = z.output<typeof brandEntry>;
/** A describing word: English and Malay spellings that mean one thing ("retak" and "cracked"). */
export type DescriptorEntry = z.output<typeof descriptorEntry>;
/** A faculty or school of the university, as a student card or a lab coat gives it. */
export type FacultyEntry = z.output<typeof facultyEntry>;

/**
 * The candidate pools of the matcher (categories.json): a lost report is compared only with found
 * reports whose kind is of the same category.
 */
export const CATEGORIES = load("categories", categoriesFile, categoryEntry);
/** Kinds of item lost on a Malaysian campus (kinds.json): the form's three item types first, then the rest. */
export const KINDS = load("kinds", kindsFile, kindEntry);
/** Colours (colours.json): the base colours, then shades pointing to their base. */
export const COLOURS = load("colours", colorsFile, colourEntry);
/** Brands of things students lose in Malaysia (brands.json); sub-brands are products of their brand. */
export const BRANDS = load("brands", brandsFile, brandEntry);
/** Describing words (descriptors.json), one canonical id each. */
export const DESCRIPTORS = load("descriptors", descriptorsFile, descriptorEntry);
/** English and Malay function words (stopwords.json): never kept as words, never corrected. */
export const STOPWORDS = load("stopwords", stopwordsFile, term);
/** Places whose words would otherwise be read as the item's (place-phrases.json): dropped before a description is read. */
export const PLACE_PHRASES = load("place-phrases", placePhrasesFile, term);
/** Words that say where on campus (place-words.json): never kept as words, the location field compares the place. */
export const PLACE_WORDS = load("place-words", placeWordsFile, term);
/** Common words a typo away from a vocabulary word (common-words.json): never corrected. */
export const COMMON_WORDS = load("common-words", commonWordsFile, term);
/** Describing words that are opposites of one property (opposites.json). */
export const OPPOSITES = load("opposites", oppositesFile, pair);
/** Faculties, in both languages (faculties.json): read only beside "faculty" or "fakulti" (faculties.ts). */
export const FACULTIES = load("faculties", facultiesFile, facultyEntry);
