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
import brandsFile from "./words/vocabulary/brands.json" with { type: "json" };
import categoriesFile from "./words/vocabulary/categories.json" with { type: "json" };
import colorsFile from "./words/vocabulary/colours.json" with { type: "json" };
import commonWordsFile from "./words/vocabulary/common-words.json" with { type: "json" };
import descriptorsFile from "./words/vocabulary/descriptors.json" with { type: "json" };
import facultiesFile from "./words/vocabulary/faculties.json" with { type: "json" };
import kindsFile from "./words/vocabulary/kinds.json" with { type: "json" };
import oppositesFile from "./words/vocabulary/opposites.json" with { type: "json" };
import placePhrasesFile from "./words/vocabulary/place-phrases.json" with { type: "json" };
import placeWordsFile from "./words/vocabulary/place-words.json" with { type: "json" };
import stopwordsFile from "./words/vocabulary/stopwords.json" with { type: "json" };
import namesCuesBeforeFile from "./words/names/cues-before.json" with { type: "json" };
import namesCuesAfterFile from "./words/names/cues-after.json" with { type: "json" };
import namesBetweenFile from "./words/names/between.json" with { type: "json" };
import namesParticlesFile from "./words/names/particles.json" with { type: "json" };
import namesCommonPartsFile from "./words/names/common-parts.json" with { type: "json" };
import namesNotNamesFile from "./words/names/not-names.json" with { type: "json" };
import namesNamesThatAreWordsFile from "./words/names/names-that-are-words.json" with { type: "json" };
import namesCardWordsFile from "./words/names/card-words.json" with { type: "json" };
import namesOfFile from "./words/names/of.json" with { type: "json" };
import absentBeforeFile from "./words/absent/before.json" with { type: "json" };
import absentNegationsFile from "./words/absent/negations.json" with { type: "json" };
import absentExistsFile from "./words/absent/exists.json" with { type: "json" };
import absentNumberedFile from "./words/absent/numbered.json" with { type: "json" };
import absentFillerFile from "./words/absent/filler.json" with { type: "json" };
import absentAfterFile from "./words/absent/after.json" with { type: "json" };
import absentAlreadyFile from "./words/absent/already.json" with { type: "json" };
import absentPartsFile from "./words/absent/parts.json" with { type: "json" };
import countsCountableFile from "./words/counts/countable.json" with { type: "json" };
import countsNotCountedAfterFile from "./words/counts/not-counted-after.json" with { type: "json" };
import countsNumberWordsFile from "./words/counts/number-words.json" with { type: "json" };
import countsClassifiersFile from "./words/counts/classifiers.json" with { type: "json" };
import sizesCuesFile from "./words/sizes/cues.json" with { type: "json" };
import sizesSystemsFile from "./words/sizes/systems.json" with { type: "json" };
import sizesLetterSizesFile from "./words/sizes/letter-sizes.json" with { type: "json" };
import facultiesCuesFile from "./words/faculties/cues.json" with { type: "json" };
import facultiesWhereFile from "./words/faculties/where.json" with { type: "json" };
import facultiesArticlesFile from "./words/faculties/articles.json" with { type: "json" };
import initialsNotInitialsFile from "./words/initials/not-initials.json" with { type: "json" };
import lexiconBrandMakesFile from "./words/lexicon/brand-makes.json" with { type: "json" };
import lexiconWordyBrandsFile from "./words/lexicon/wordy-brands.json" with { type: "json" };
import lexiconShortKindsFile from "./words/lexicon/short-kinds.json" with { type: "json" };
import lexiconComputerBrandsFile from "./words/lexicon/computer-brands.json" with { type: "json" };
import lexiconPartHeadsFile from "./words/lexicon/part-heads.json" with { type: "json" };
import lexiconColouredPartsFile from "./words/lexicon/coloured-parts.json" with { type: "json" };
import lexiconBetweenPartFile from "./words/lexicon/between-part.json" with { type: "json" };
import lexiconPartColourLinksFile from "./words/lexicon/part-colour-links.json" with { type: "json" };
import scoringAttachedFile from "./words/scoring/attached.json" with { type: "json" };
import scoringNamedFile from "./words/scoring/named.json" with { type: "json" };
import scoringMarkedFile from "./words/scoring/marked.json" with { type: "json" };
import scoringPrintedFile from "./words/scoring/printed.json" with { type: "json" };
import scoringNearColoursFile from "./words/scoring/near-colours.json" with { type: "json" };
import roomCodesCuesFile from "./words/room-codes/cues.json" with { type: "json" };
import roomCodesKeyFile from "./words/room-codes/key.json" with { type: "json" };

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
export function wordEntry<Shape extends z.ZodRawShape>(shape: Shape) {
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

/**
 * A word file's list, checked against the file schema with `entrySchema` for its entries; throws
 * naming the file and the entry when it does not fit (at module load: the server does not start).
 */
export function loadWordFile<Entry extends z.ZodType>(
  file: string,
  data: unknown,
  entrySchema: Entry,
): readonly z.output<Entry>[] {
  const result = wordFile(entrySchema).safeParse(data);
  if (!result.success) throw new Error(`item-profile/words/${file}.json: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A category: a candidate pool of the matcher, with what it holds as its note. */
const categoryEntry = z.strictObject({ id: term, note }).transform(({ id }) => id);

const kindEntry = wordEntry({
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

const colourEntry = wordEntry({
  id: term,
  /** The base colour it is a shade of (its own id for a base colour). */
  base: term,
  en: terms,
  my: terms,
});

const brandEntry = wordEntry({
  id: term,
  /** The brand's names. */
  names: terms,
  /** Product names that imply it ("iphone" is Apple). */
  products: terms.optional(),
});

const descriptorEntry = wordEntry({
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

const facultyEntry = wordEntry({ id: term, en: terms, my: terms });

/** Two ids of one kind: two describing words, or two base colours. */
const pair = z.tuple([term, term]).readonly();
/** A number written as a word, and its value. */
const numberWord = z.tuple([term, z.number().int().min(2)]).readonly();
/** A letter size as written, and its one spelling. */
const sizePair = z.tuple([term, term]).readonly();
/** A brand that is also a kind, and the kinds it makes. */
const brandMakesEntry = wordEntry({ id: term, kinds: terms });

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
export const CATEGORIES = loadWordFile("vocabulary/categories", categoriesFile, categoryEntry);
/** Kinds of item lost on a Malaysian campus (kinds.json): the form's three item types first, then the rest. */
export const KINDS = loadWordFile("vocabulary/kinds", kindsFile, kindEntry);
/** Colours (colours.json): the base colours, then shades pointing to their base. */
export const COLOURS = loadWordFile("vocabulary/colours", colorsFile, colourEntry);
/** Brands of things students lose in Malaysia (brands.json); sub-brands are products of their brand. */
export const BRANDS = loadWordFile("vocabulary/brands", brandsFile, brandEntry);
/** Describing words (descriptors.json), one canonical id each. */
export const DESCRIPTORS = loadWordFile("vocabulary/descriptors", descriptorsFile, descriptorEntry);
/** English and Malay function words (stopwords.json): never kept as words, never corrected. */
export const STOPWORDS = loadWordFile("vocabulary/stopwords", stopwordsFile, term);
/** Places whose words would otherwise be read as the item's (place-phrases.json): dropped before a description is read. */
export const PLACE_PHRASES = loadWordFile("vocabulary/place-phrases", placePhrasesFile, term);
/** Words that say where on campus (place-words.json): never kept as words, the location field compares the place. */
export const PLACE_WORDS = loadWordFile("vocabulary/place-words", placeWordsFile, term);
/** Common words a typo away from a vocabulary word (common-words.json): never corrected. */
export const COMMON_WORDS = loadWordFile("vocabulary/common-words", commonWordsFile, term);
/** Describing words that are opposites of one property (opposites.json). */
export const OPPOSITES = loadWordFile("vocabulary/opposites", oppositesFile, pair);
/** Faculties, in both languages (faculties.json): read only beside "faculty" or "fakulti" (faculties.ts). */
export const FACULTIES = loadWordFile("vocabulary/faculties", facultiesFile, facultyEntry);

/** The words names.ts reads people's names by (words/names/). */
export const NAME_WORDS = Object.freeze({
  cuesBefore: loadWordFile("names/cues-before", namesCuesBeforeFile, term),
  cuesAfter: loadWordFile("names/cues-after", namesCuesAfterFile, term),
  between: loadWordFile("names/between", namesBetweenFile, term),
  particles: loadWordFile("names/particles", namesParticlesFile, term),
  commonParts: loadWordFile("names/common-parts", namesCommonPartsFile, term),
  notNames: loadWordFile("names/not-names", namesNotNamesFile, term),
  namesThatAreWords: loadWordFile("names/names-that-are-words", namesNamesThatAreWordsFile, term),
  cardWords: loadWordFile("names/card-words", namesCardWordsFile, term),
  of: loadWordFile("names/of", namesOfFile, term),
});

/** The words absent.ts reads what a description says is not there by (words/absent/). */
export const ABSENT_WORDS = Object.freeze({
  before: loadWordFile("absent/before", absentBeforeFile, term),
  negations: loadWordFile("absent/negations", absentNegationsFile, term),
  exists: loadWordFile("absent/exists", absentExistsFile, term),
  numbered: loadWordFile("absent/numbered", absentNumberedFile, term),
  filler: loadWordFile("absent/filler", absentFillerFile, term),
  after: loadWordFile("absent/after", absentAfterFile, term),
  already: loadWordFile("absent/already", absentAlreadyFile, term),
  parts: loadWordFile("absent/parts", absentPartsFile, term),
});

/** The words counts.ts reads how many of a part by (words/counts/). */
export const COUNT_WORDS = Object.freeze({
  countable: loadWordFile("counts/countable", countsCountableFile, term),
  notCountedAfter: loadWordFile("counts/not-counted-after", countsNotCountedAfterFile, term),
  numberWords: loadWordFile("counts/number-words", countsNumberWordsFile, numberWord),
  classifiers: loadWordFile("counts/classifiers", countsClassifiersFile, term),
});

/** The words sizes.ts reads sizes by (words/sizes/). */
export const SIZE_WORDS = Object.freeze({
  cues: loadWordFile("sizes/cues", sizesCuesFile, term),
  systems: loadWordFile("sizes/systems", sizesSystemsFile, term),
  letterSizes: loadWordFile("sizes/letter-sizes", sizesLetterSizesFile, sizePair),
});

/** The words faculties.ts reads a faculty beside (words/faculties/; the faculties' names are FACULTIES). */
export const FACULTY_WORDS = Object.freeze({
  cues: loadWordFile("faculties/cues", facultiesCuesFile, term),
  where: loadWordFile("faculties/where", facultiesWhereFile, term),
  articles: loadWordFile("faculties/articles", facultiesArticlesFile, term),
});

/** The words initials.ts never reads as initials (words/initials/). */
export const INITIALS_WORDS = Object.freeze({
  notInitials: loadWordFile("initials/not-initials", initialsNotInitialsFile, term),
});

/** The words room-codes.ts reads a key tag's room number beside (words/room-codes/). */
export const ROOM_CODE_WORDS = Object.freeze({
  cues: loadWordFile("room-codes/cues", roomCodesCuesFile, term),
  key: loadWordFile("room-codes/key", roomCodesKeyFile, term),
});

/** The words of lexicon.ts's context rules (words/lexicon/). */
export const LEXICON_WORDS = Object.freeze({
  brandMakes: loadWordFile("lexicon/brand-makes", lexiconBrandMakesFile, brandMakesEntry),
  wordyBrands: loadWordFile("lexicon/wordy-brands", lexiconWordyBrandsFile, term),
  shortKinds: loadWordFile("lexicon/short-kinds", lexiconShortKindsFile, term),
  computerBrands: loadWordFile("lexicon/computer-brands", lexiconComputerBrandsFile, term),
  partHeads: loadWordFile("lexicon/part-heads", lexiconPartHeadsFile, term),
  colouredParts: loadWordFile("lexicon/coloured-parts", lexiconColouredPartsFile, term),
  betweenPart: loadWordFile("lexicon/between-part", lexiconBetweenPartFile, term),
  partColourLinks: loadWordFile("lexicon/part-colour-links", lexiconPartColourLinksFile, term),
});

/** The words and colours score.ts weighs marks and colours by (words/scoring/). */
export const SCORING_WORDS = Object.freeze({
  attached: loadWordFile("scoring/attached", scoringAttachedFile, term),
  named: loadWordFile("scoring/named", scoringNamedFile, term),
  marked: loadWordFile("scoring/marked", scoringMarkedFile, term),
  printed: loadWordFile("scoring/printed", scoringPrintedFile, term),
  nearColours: loadWordFile("scoring/near-colours", scoringNearColoursFile, pair),
});
