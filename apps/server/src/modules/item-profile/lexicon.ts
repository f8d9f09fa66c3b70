/**
 * The lookup that turns free text (English, Malay or both, typos included) into the vocabulary's
 * terms: kinds, colours, brands, and the remaining words with describing words made canonical.
 * Built once at module load from the word lists of words.ts (the typo index with the first word to correct).
 *
 * How text is read:
 * - Normalised: NFKD, accents and apostrophes removed ("levi's" is "levis"), lower case; tokens are
 *   runs of letters and digits. "-", "_", "." and "&" inside a word split it ("t-shirt", "g-shock",
 *   "lock&lock" are found as phrases and joined), except a model code: parts with a digit and
 *   no letter part longer than three letters are kept as one token ("fx-570ex" is "fx570ex"), so are
 *   initials ("l.s." is "ls"), and a
 *   Malay plural is one word ("kunci-kunci" is "kunci"; "kunci2" too, when the word is a vocabulary term).
 * - Phrases: the longest vocabulary phrase first ("cermin mata hitam" before "cermin mata" before
 *   "hitam"); adjacent tokens are also tried joined ("air pods" is "airpods"), and every phrase is
 *   also known with its spaces removed ("waterbottle").
 * - Typos: a token of 4 letters or more that is no vocabulary word is corrected to the nearest one
 *   (Damerau-Levenshtein: 1 edit for 4–7 letters, 2 when both words have 8 or more), keeping its
 *   first letter (rarely mistyped; "classes" must not read "glasses"). One edit must be a typo
 *   people make (likelyTypo: two letters swapped; from 5 letters also a missing or extra letter or a
 *   neighbouring key), since Malay and English are full of real words one edit apart ("kucing" and
 *   "kuning"). Never for stopwords, common words close to vocabulary words (COMMON_WORDS), or tokens
 *   with digits. When the nearest words mean different things, nothing is corrected. Two adjacent
 *   tokens are also tried joined and corrected ("hand fone") when one of them is a vocabulary word.
 *
 * Context rules (few, explicit):
 * 1. A term with readings in two categories takes the one its field prefers (CATEGORY_ORDER):
 *    "card", "kad", "case", "sarung", "keychain" are kinds in the kind field and describing words
 *    elsewhere; "hp" is a phone except in the brand field; "thermos" and "tupperware" are the kind
 *    except in the brand field.
 * 2. A brand that is also a kind reads as the brand next to a kind it makes ("botol tupperware",
 *    "thermos flask"; for "hp" only computer kinds: "hp laptop", "laptop hp") or one of its products ("hp pavilion").
 * 3. Brand names that are everyday words ("guess", "coach", "polo", "tiger"…) read as brands in the
 *    brand and model fields, elsewhere only next to a kind or a brand ("coach wallet", "botol tiger").
 * 4. "notebook" is a laptop when the text names a computer brand ("lenovo notebook"), otherwise a
 *    paper notebook (the kind field of an "other" report is rarely a laptop: that has its own type).
 * 5. Product names imply their brand, and their kind when they are also a kind term ("iphone");
 *    the others ("galaxy", "thinkpad") also stay words, being part of the model.
 * 6. Short kind terms that are other words too ("cas" to charge, "jam 3" an hour, "battery 80%" of a phone)
 *    are kinds (and otherwise no words) only in the kind field or next to a brand or a colour ("pb romoss",
 *    "jam hitam", "bateri energizer").
 * 7. A product name right beside another brand (a colour or a describing word may stand between) is
 *    that brand's thing and implies no brand of its own: people say "airpods" for any earbuds
 *    ("earpod wayarless JBL", "Samsung airpods").
 * Gold, silver, emas and perak are always colours.
 */
import { editDistance } from "./normalize";
import {
  BRANDS,
  COLOURS,
  COMMON_WORDS,
  DESCRIPTORS,
  KINDS,
  LEXICON_WORDS,
  PLACE_PHRASES,
  PLACE_WORDS,
  STOPWORDS,
} from "./words";

/** What a piece of text says in the vocabulary's terms. */
export interface Reading {
  /** Canonical kind ids, in order of appearance, unique. */
  kinds: string[];
  /** Colour ids (shade or base), unique. */
  colours: string[];
  /** Brand ids, unique (a product name adds its brand, and its kind when it is also a kind term). */
  brands: string[];
  /**
   * Every other meaningful word: canonical, stopwords removed, describing words as their id, numbers and model codes kept;
   * also product lines that are no kind ("galaxy", "redmi"), which name a brand and a model.
   */
  words: string[];
  /**
   * In free text, the colours of a part or accessory ("casing hitam", "blue grip", "hood merah"),
   * as "part:colour" (ids): they describe the part, so they are not among `colours`.
   */
  partColours: string[];
  /**
   * In free text, the colours given beside a kind ("a clear card holder", "beg galas kelabu"), as
   * "kind:colour": among `colours` too, since only the report knows whether that thing is its item.
   */
  kindColours: string[];
}

/** Which field of a report the text comes from: it decides what ambiguous words mean. */
export type Field = "kind" | "brand" | "colour" | "model" | "text";

type Category = "kind" | "colour" | "brand" | "descriptor";

/** What one vocabulary term means, by category; `product` holds the brands a product name implies. */
interface Term {
  kind: string[];
  colour: string[];
  brand: string[];
  descriptor: string[];
  product: string[];
}

/** Rule 1: which reading a field prefers when a term has several. */
const CATEGORY_ORDER: Record<Field, Category[]> = {
  kind: ["kind", "brand", "colour", "descriptor"],
  brand: ["brand", "kind", "colour", "descriptor"],
  colour: ["colour", "descriptor", "kind", "brand"],
  model: ["brand", "kind", "colour", "descriptor"],
  text: ["descriptor", "kind", "brand", "colour"],
};

/** Rule 2: the kinds a brand that is also a kind makes, when not any kind ("hp charger" is a phone charger). */
const BRAND_MAKES: Record<string, Set<string> | undefined> = Object.fromEntries(
  LEXICON_WORDS.brandMakes.map((brand) => [brand.id, new Set(brand.kinds)]),
);
/** Rule 3: brand names that are everyday words (normalised). */
const WORDY_BRANDS = new Set(LEXICON_WORDS.wordyBrands);
const SHORT_KINDS = new Set(LEXICON_WORDS.shortKinds); // Rule 6.
/** Rule 4: brands whose "notebook" is a laptop. */
const COMPUTER_BRANDS = new Set(LEXICON_WORDS.computerBrands);

const STOPWORD_SET = new Set([...STOPWORDS, ...PLACE_WORDS]);
const PROTECTED = new Set(COMMON_WORDS);

// ---------------------------------------------------------------------------------------------
// Tokens.

const APOSTROPHES = /['’‘`]/g;
const CHUNK = /[\p{L}\p{N}]+(?:[-_&.][\p{L}\p{N}]+)*/gu;
const JOINERS = /[-_&.]+/;
const DIGIT = /\d/;

const CLAUSE_END = /[,;:!?()\n]|\.(?=\s|$)/;
/** A word or two in brackets says more of what stands before it ("a Focus Point case (blue)"): it stays in its clause. */
const SHORT_ASIDE = /\s*\((\s*[^\s(),;]+(?:\s+[^\s(),;]+)?\s*)\)/g;

/**
 * The clauses of a text, as written: what is said of one thing stays within one ("size 9,
 * iphone 14"; "yang kiri takde, ada ukiran"). A clause ends at punctuation or the end of a
 * sentence; "L.S." and "fx-570" keep their dots.
 */
export function clauses(text: string | null | undefined): string[] {
  return (text ?? "").replace(SHORT_ASIDE, " $1").split(CLAUSE_END);
}

/** Each place phrase (PLACE_PHRASES) as its tokens. */
const PLACE_PHRASE_TOKENS = PLACE_PHRASES.map(tokenize);

/** A clause's tokens without the place phrases in it ("jumpa kat pusat pelajar" is "jumpa kat"). */
function withoutPlaces(tokens: string[]): string[] {
  const kept: string[] = [];
  for (let at = 0; at < tokens.length;) {
    const phrase = PLACE_PHRASE_TOKENS.find((words) => words.every((word, index) => tokens[at + index] === word));
    if (phrase) at += phrase.length;
    else kept.push(tokens[at++]!);
  }
  return kept;
}

/** The clauses of a text (clauses), each tokenized. */
export function clauseTokens(text: string | null | undefined): string[][] {
  return clauses(text).map(tokenize);
}

/** The tokens of a text, normalised (see the file comment). */
export function tokenize(text: string): string[] {
  const value = text.replace(APOSTROPHES, "").normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const tokens: string[] = [];
  for (const chunk of value.match(CHUNK) ?? []) {
    if (!JOINERS.test(chunk)) {
      tokens.push(chunk);
      continue;
    }
    const parts = chunk.split(JOINERS);
    if (chunk === `${parts[0]}-${parts[0]}`)
      tokens.push(parts[0]!); // Malay plural: "kunci-kunci" (not "lock&lock")
    else if (DIGIT.test(chunk) && parts.every((part) => DIGIT.test(part) || part.length <= 3))
      tokens.push(parts.join(""));
    else if (parts.every((part) => part.length === 1))
      tokens.push(parts.join("")); // initials: "L.S." is "ls", as people also write them
    else tokens.push(...parts);
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// The index.

/** Terms as written, tokens joined by a space. */
const TERMS = new Map<string, Term>();
/** Multi-word terms with their spaces removed ("waterbottle"); an explicit term wins. */
const JOINED = new Map<string, Term>();
/** Every word of the vocabulary (terms' tokens and joined forms). */
const VOCABULARY = new Set<string>();
/** First tokens of multi-word terms, and prefixes of one-word terms (which joined tokens may start). */
const PHRASE_STARTS = new Set<string>();
const PREFIXES = new Set<string>();
let longestPhrase = 1;

const newTerm = (): Term => ({ kind: [], colour: [], brand: [], descriptor: [], product: [] });

function addTo(map: Map<string, Term>, key: string, category: keyof Term, id: string): void {
  let term = map.get(key);
  if (!term) map.set(key, (term = newTerm()));
  if (!term[category].includes(id)) term[category].push(id);
}

function addTerm(text: string, category: keyof Term, id: string): void {
  const tokens = tokenize(text);
  if (!tokens.length) return;
  addTo(TERMS, tokens.join(" "), category, id);
  for (const token of tokens) VOCABULARY.add(token);
  if (tokens.length > 1) {
    addTo(JOINED, tokens.join(""), category, id);
    VOCABULARY.add(tokens.join(""));
    PHRASE_STARTS.add(tokens[0]!);
    longestPhrase = Math.max(longestPhrase, tokens.length);
  }
}

const KIND_BY_ID = new Map(KINDS.map((kind) => [kind.id, kind]));
/** The colour terms of the Malay lists (as segmented): a Malay colour follows its noun ("casing hitam"), an English one precedes it ("black case"). */
const MALAY_COLOUR_TERMS = new Set(
  COLOURS.flatMap((colour) =>
    colour.my.filter((term) => !colour.en.includes(term)).map((term) => tokenize(term).join(" ")),
  ),
);
const COLOUR_BASE = new Map(COLOURS.map((colour) => [colour.id, colour.base]));

for (const kind of KINDS) for (const term of [...kind.en, ...kind.my]) addTerm(term, "kind", kind.id);
for (const colour of COLOURS) for (const term of [...colour.en, ...colour.my]) addTerm(term, "colour", colour.id);
for (const brand of BRANDS) {
  for (const name of brand.names) addTerm(name, "brand", brand.id);
  for (const product of brand.products ?? []) addTerm(product, "product", brand.id);
}
for (const descriptor of DESCRIPTORS)
  for (const term of [...descriptor.en, ...descriptor.my]) addTerm(term, "descriptor", descriptor.id);
for (const key of [...TERMS.keys(), ...JOINED.keys()]) {
  if (key.includes(" ")) continue;
  for (let end = 1; end < key.length; end++) PREFIXES.add(key.slice(0, end));
}

const termOf = (key: string): Term | undefined => TERMS.get(key) ?? JOINED.get(key);

// ---------------------------------------------------------------------------------------------
// Typos: a symmetric-deletion index over the vocabulary's words of four letters or more, made
// with the first token that needs correcting (about 40 ms and 8 MB, which a server that reads no
// text, such as one just started, does not spend).

/** The word and every form of it with up to `depth` letters deleted. */
function deletions(word: string, depth: number, into: Set<string>): Set<string> {
  into.add(word);
  if (depth > 0 && word.length > 1)
    for (let index = 0; index < word.length; index++)
      deletions(word.slice(0, index) + word.slice(index + 1), depth - 1, into);
  return into;
}

interface TypoIndex {
  targets: string[];
  /** What a target word means: words meaning the same thing are one target when a typo is near both. */
  meaning: string[];
  /** Every deletion form, with the targets it comes from. */
  deletions: Map<string, number[]>;
}

let typoIndex: TypoIndex | undefined;

function typos(): TypoIndex {
  if (typoIndex) return typoIndex;
  const targets = [...VOCABULARY].filter((word) => word.length >= 4 && !DIGIT.test(word));
  const meaning = targets.map((word) => {
    const term = termOf(word);
    return term ? JSON.stringify(term) : `word:${word}`;
  });
  const index = new Map<string, number[]>();
  targets.forEach((word, at) => {
    // Two edits only join words of 8 letters or more, so only those are indexed 2 deep.
    for (const form of deletions(word, word.length >= 8 ? 2 : 1, new Set())) {
      const list = index.get(form);
      if (list) list.push(at);
      else index.set(form, [at]);
    }
  });
  return (typoIndex = { targets, meaning, deletions: index });
}

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
/** Letters next to each other on a QWERTY keyboard (a slip of the finger). */
const NEIGHBOURS = new Set<string>();
KEY_ROWS.forEach((row, r) => {
  for (let i = 0; i < row.length; i++) {
    const near = [
      row[i - 1],
      row[i + 1],
      KEY_ROWS[r - 1]?.[i],
      KEY_ROWS[r - 1]?.[i + 1],
      KEY_ROWS[r + 1]?.[i - 1],
      KEY_ROWS[r + 1]?.[i],
    ];
    for (const other of near) if (other) NEIGHBOURS.add(row[i]! + other);
  }
});

/**
 * Whether a one-edit typo is one people make, by length: 4 letters, two letters swapped only;
 * from 5, also a letter missing or one too many (for a word of 5 letters or more: "case" is not
 * "chase") or a neighbouring key hit instead ("payunh"). Common words one edit from a vocabulary
 * word ("kucing" and "kuning", "orang" and "orange") are otherwise too often read as the wrong thing.
 */
function likelyTypo(token: string, word: string): boolean {
  let at = 0;
  while (at < token.length && token[at] === word[at]) at++;
  if (token.length === word.length) {
    if (token[at + 1] === word[at] && token[at] === word[at + 1] && token.slice(at + 2) === word.slice(at + 2))
      return true;
    return token.length >= 5 && NEIGHBOURS.has(token[at]! + word[at]!);
  }
  return token.length >= 5 && word.length >= 5;
}

const CORRECTIONS = new Map<string, string | null>();
const CORRECTIONS_KEPT = 50_000;

/** The vocabulary word a token is a typo of, or null (none near, or several meaning different things). */
function correct(token: string): string | null {
  const known = CORRECTIONS.get(token);
  if (known !== undefined) return known;
  const limit = token.length >= 8 ? 2 : 1;
  let best = limit + 1;
  let chosen: string | null = null;
  let meaning = "";
  let ambiguous = false;
  const seen = new Set<number>();
  const unlikely = new Set<string>();
  const { targets, meaning: meanings, deletions: index } = typos();
  for (const form of deletions(token, limit, new Set())) {
    for (const at of index.get(form) ?? []) {
      if (seen.has(at)) continue;
      seen.add(at);
      const word = targets[at]!;
      if (word[0] !== token[0] || Math.abs(word.length - token.length) > limit) continue;
      const distance = editDistance(token, word, limit);
      if (distance > best || distance > (word.length >= 8 ? limit : 1)) continue;
      if (distance === 1 && !likelyTypo(token, word)) {
        // Still a reading it may be: a short word one letter off two things is neither ("boto" is
        // "boot" swapped and "botol" cut short).
        if (token.length < 5) unlikely.add(meanings[at]!);
        continue;
      }
      if (distance < best) [best, chosen, meaning, ambiguous] = [distance, word, meanings[at]!, false];
      else if (meanings[at] !== meaning) ambiguous = true;
    }
  }
  const result = ambiguous || (best === 1 && [...unlikely].some((other) => other !== meaning)) ? null : chosen;
  if (CORRECTIONS.size >= CORRECTIONS_KEPT) CORRECTIONS.clear();
  CORRECTIONS.set(token, result);
  return result;
}

const isPlainWord = (token: string) => !STOPWORD_SET.has(token) && !PROTECTED.has(token) && !DIGIT.test(token);

/**
 * What a word of a field that holds one sort of thing (a brand, a colour) is a slip of: the names
 * one edit of any kind from it, its first letter kept, that `fits` allows, when they all name one
 * thing. The field says what the word is, so a slip there is read more freely than in free text.
 */
function oneEditFrom(
  word: string,
  names: ReadonlyMap<string, readonly string[]>,
  fits: (name: string) => boolean,
): { name: string; id: string } | undefined {
  let near: string | undefined;
  const ids = new Set<string>();
  for (const [name, named] of names) {
    if (name[0] !== word[0] || Math.abs(name.length - word.length) > 1 || !fits(name)) continue;
    if (editDistance(word, name, 1) > 1) continue;
    near = name;
    for (const id of named) ids.add(id);
  }
  return near && ids.size === 1 ? { name: near, id: [...ids][0]! } : undefined;
}

/** The one-word colour names, each with its colour (a typo in the colour field is looked up among them). */
const COLOUR_WORDS = new Map<string, string[]>();
for (const colour of COLOURS)
  for (const form of [...colour.en, ...colour.my]) if (/^\p{L}+$/u.test(form)) COLOUR_WORDS.set(form, [colour.id]);

/**
 * A token of the colour field: a word one letter off one colour's name ("pera", "hitm", "merh",
 * "blck", "bue") is that colour. Free text is stricter (lookupForm: a four-letter word only with two
 * letters swapped), where such a word is as likely another word; the colour field holds a colour.
 */
function colourFieldForm(token: string): string {
  if (token.length < 3 || VOCABULARY.has(token) || lookupForm(token) !== token) return token;
  // Three letters only a letter short of four ("bue", "pnk"), not another three-letter word.
  return oneEditFrom(token, COLOUR_WORDS, (name) => token.length > 3 || name.length === 4)?.name ?? token;
}

/** The form of a token looked up: itself when known, else without a Malay "-nya", else its typo's correction. */
function lookupForm(token: string): string {
  const base = /^(\p{L}{3,})2$/u.exec(token)?.[1] ?? ""; // A Malay plural typed "kunci2", "abu2".
  if (termOf(base) && !termOf(base)!.brand.length && !termOf(base)!.product.length) return base;
  if (VOCABULARY.has(token) || !isPlainWord(token)) return token;
  if (token.endsWith("nya") && VOCABULARY.has(token.slice(0, -3))) return token.slice(0, -3);
  if (token.length < 4) return token;
  return correct(token) ?? undoubled(token) ?? token;
}

/**
 * A word typed with a letter doubled ("hatt", "capp", "bikke"): a slip the typo index does not
 * forgive in a word of four letters or fewer (one letter too many counts only from five).
 */
function undoubled(token: string): string | undefined {
  for (let at = 1; at < token.length; at++) {
    if (token[at] !== token[at - 1]) continue;
    const single = token.slice(0, at) + token.slice(at + 1);
    if (single.length <= 4 && VOCABULARY.has(single)) return single;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading.

/** A run of tokens read as one vocabulary term, or one token the vocabulary does not know. */
interface Segment {
  term: Term | undefined;
  key: string;
  tokens: string[];
}

/** Splits the tokens into terms, longest first (see the file comment). */
function segment(tokens: string[]): Segment[] {
  const forms = tokens.map(lookupForm);
  const segments: Segment[] = [];
  for (let start = 0; start < forms.length;) {
    let found: { term: Term; key: string; length: number } | undefined;
    const first = forms[start]!;
    for (let length = Math.min(longestPhrase, forms.length - start); length >= 2 && !found; length--) {
      const run = forms.slice(start, start + length);
      const spaced = PHRASE_STARTS.has(first) ? TERMS.get(run.join(" ")) : undefined;
      const joined = !spaced && length <= 3 && PREFIXES.has(first) ? termOf(run.join("")) : undefined;
      const term = spaced ?? joined;
      if (term) found = { term, key: run.join(spaced ? " " : ""), length };
    }
    if (found && found.length >= 2 && forms[start + found.length] !== undefined) {
      // A phrase whose last word opens the next term ("wayar usb" before "c"): the shorter phrase
      // and that term ("wayar", "usb c"), when the shorter phrase is a term too.
      const end = start + found.length;
      const shorter = forms.slice(start, end - 1).join(" ");
      const shorterTerm = TERMS.get(shorter);
      if (shorterTerm && TERMS.has(`${forms[end - 1]} ${forms[end]}`))
        found = { term: shorterTerm, key: shorter, length: found.length - 1 };
    }
    if (!found) {
      const term = termOf(first);
      if (term) found = { term, key: first, length: 1 };
    }
    const second = forms[start + 1];
    if (!found && second !== undefined) {
      // Two tokens typed apart, one misspelt ("hand fone"): corrected joined.
      const [a, b] = [tokens[start]!, tokens[start + 1]!];
      if (
        a.length > 1 &&
        b.length > 1 &&
        a.length + b.length >= 6 &&
        isPlainWord(a) &&
        isPlainWord(b) &&
        (VOCABULARY.has(a) || VOCABULARY.has(b))
      ) {
        const corrected = correct(a + b);
        const term = corrected ? termOf(corrected) : undefined;
        if (term && corrected) found = { term, key: corrected, length: 2 };
      }
    }
    const length = found?.length ?? 1;
    segments.push({ term: found?.term, key: found?.key ?? first, tokens: tokens.slice(start, start + length) });
    start += length;
  }
  return segments;
}

/** Which reading of a segment counts: a category and its ids, or null when the segment is plain words. */
type Choice = { category: Category; ids: string[] } | { category: "product"; ids: string[]; kinds: string[] } | null;

const isProductOf = (segment: Segment | undefined, brand: string) => Boolean(segment?.term?.product.includes(brand));
const namesThing = (segment: Segment | undefined) =>
  Boolean(segment?.term && (segment.term.kind.length || segment.term.brand.length || segment.term.product.length));

function choose(segments: Segment[], index: number, field: Field): Choice {
  const { term, key } = segments[index]!;
  if (!term) return null;
  const neighbours = [segments[index - 1], segments[index + 1]];
  const described = neighbours.some(
    (other) => other?.term && other.term.brand.length + other.term.product.length + other.term.colour.length,
  );
  if (SHORT_KINDS.has(key) && field !== "kind" && !described) return { category: "descriptor", ids: [] }; // Rule 6.
  // Rule 3: everyday words as brands (or products) only next to a kind or a brand, outside the brand and model fields.
  const wordy = (field === "text" || field === "kind") && WORDY_BRANDS.has(key) && !neighbours.some(namesThing);
  if (term.product.length)
    return wordy ? null : { category: "product", ids: [...term.product, ...term.brand], kinds: term.kind };
  const category = CATEGORY_ORDER[field].find((candidate) => term[candidate].length);
  if (!category) return null;
  // Rule 2: "hp laptop", "botol tupperware", "hp pavilion".
  if (category === "kind" && term.brand.length && field !== "brand") {
    const brand = term.brand[0]!;
    const makes = (kind: string) => (BRAND_MAKES[brand] ? BRAND_MAKES[brand].has(kind) : !term.kind.includes(kind));
    if (neighbours.some((other) => other?.term?.kind.some(makes) || isProductOf(other, brand)))
      return { category: "brand", ids: term.brand };
  }
  if (category === "brand" && wordy) return null;
  return { category, ids: term[category] };
}

/** Reads a text in the vocabulary's terms; `field` resolves ambiguous words (default: free text). */
export function readText(text: string | null | undefined, field: Field = "text"): Reading {
  const reading: Reading = { kinds: [], colours: [], brands: [], words: [], partColours: [], kindColours: [] };
  if (!text) return reading;
  const tokens =
    field === "text"
      ? clauseTokens(text).map(withoutPlaces)
      : field === "colour"
        ? clauseTokens(text).map((clause) => clause.map(colourFieldForm))
        : clauseTokens(text);
  const segments = segment(tokens.flat());
  // The segments that open a clause: a colour never goes with a part in another ("earbuds (white). Sticker…").
  const opensClause = tokens.flatMap((clause) => clause.map((_, at) => at === 0));
  const clauseStarts = new Set<number>();
  let token = 0;
  segments.forEach((segment, index) => {
    if (opensClause[token]) clauseStarts.add(index);
    token += segment.tokens.length;
  });
  const chosen = segments.map((_, index) => choose(segments, index, field));
  const add = (list: string[], ids: string[]) => list.push(...new Set(ids.filter((id) => !list.includes(id))));
  // Rule 4 needs the brands first.
  const brands: string[] = [];
  for (const choice of chosen)
    if (choice?.category === "brand" || choice?.category === "product") add(brands, choice.ids);
  const computerBrand = brands.some((brand) => COMPUTER_BRANDS.has(brand));
  const laptop = kindOfItemType("laptop");
  // A term of two kinds ("notebook") is one of them here, for the colour beside it as for the kind.
  const choices = chosen.map((choice) =>
    choice?.category === "kind" && choice.ids.length > 1
      ? {
          ...choice,
          ids: [choice.ids.includes(laptop) && computerBrand ? laptop : choice.ids.find((id) => id !== laptop)!],
        }
      : choice,
  );
  const partOf =
    field === "text" ? (index: number) => colouredPart(segments, choices, clauseStarts, index) : () => undefined;
  // Rule 7.
  const between = (index: number) => choices[index]?.category === "colour" || choices[index]?.category === "descriptor";
  const otherBrandAt = (index: number, ids: string[]) => {
    const choice = choices[index];
    return choice?.category === "brand" && !choice.ids.some((id) => ids.includes(id));
  };
  const besideOtherBrand = (index: number, ids: string[]) =>
    [-1, 1].some(
      (step) => otherBrandAt(index + step, ids) || (between(index + step) && otherBrandAt(index + 2 * step, ids)),
    );
  choices.forEach((choice, index) => {
    if (!choice) {
      for (const token of segments[index]!.tokens)
        if (!STOPWORD_SET.has(token) && (token.length > 1 || DIGIT.test(token))) add(reading.words, [token]);
      return;
    }
    if (choice.category === "product") {
      if (!besideOtherBrand(index, choice.ids)) add(reading.brands, choice.ids);
      add(reading.kinds, choice.kinds);
      // A product line that is no kind ("galaxy", "thinkpad") is also a word of the model.
      if (!choice.kinds.length) add(reading.words, [segments[index]!.key.replaceAll(" ", "")]);
    } else if (choice.category === "kind" && PART_HEADS.has(segments[index + 1]?.key ?? "")) {
      // A kind before a word naming a thing for it is no second thing ("ring holder", "finger ring stand").
      add(reading.words, [segments[index]!.key.replaceAll(" ", "")]);
    } else if (choice.category === "kind") {
      add(reading.kinds, choice.ids);
    } else if (choice.category === "colour") {
      const of = partOf(index);
      if (of?.part)
        add(
          reading.partColours,
          choice.ids.map((colour) => `${of.part}:${colour}`),
        );
      else {
        add(reading.colours, choice.ids);
        if (of?.kind)
          add(
            reading.kindColours,
            choice.ids.map((colour) => `${of.kind}:${colour}`),
          );
      }
    } else if (choice.category === "brand") add(reading.brands, choice.ids);
    else add(reading.words, choice.ids);
  });
  if (field === "model" && !reading.brands.length) add(reading.brands, reading.words.flatMap(gluedProductBrands));
  if (field === "brand" && !reading.brands.length) add(reading.brands, reading.words.flatMap(brandTypo));
  return reading;
}

/** Every brand name and product, joined ("one plus" is "oneplus"), with the brands it names. */
const BRAND_NAMES = new Map<string, string[]>();
for (const brand of BRANDS)
  for (const name of [...brand.names, ...(brand.products ?? [])]) {
    const key = tokenize(name).join("");
    BRAND_NAMES.set(key, [...new Set([...(BRAND_NAMES.get(key) ?? []), brand.id])]);
  }

/**
 * The brand a word of the brand field is a typo of ("Hnor", "adus"): one edit of any kind from a
 * brand name of four letters or more, the first letter kept, when only one brand is that near. The
 * brand field holds a brand, so a slip there is read more freely than in free text.
 */
function brandTypo(word: string): string[] {
  if (word.length < 4 || DIGIT.test(word)) return [];
  const near = oneEditFrom(word, BRAND_NAMES, (name) => name.length >= 4);
  return near ? [near.id] : [];
}

/**
 * The brands a model typed glued names by its product line ("AirPodsPro2", "galaxys23",
 * "Magic6Lite", "PocoX6"): the longest product or brand name the token starts with, of five letters
 * or more or with a digit after it ("hot40"). Only in the model field, where every word is the model's.
 */
function gluedProductBrands(token: string): string[] {
  for (let end = token.length - 1; end >= 3; end--) {
    if (end < 5 && !DIGIT.test(token.slice(end))) continue;
    const term = termOf(token.slice(0, end));
    if (term && (term.product.length || term.brand.length)) return [...term.product, ...term.brand];
  }
  return [];
}

/** Words after a kind that make it a thing for that kind, not the kind itself ("ring holder", "bottle holder"). */
const PART_HEADS = new Set(LEXICON_WORDS.partHeads);

/** Parts and accessories whose colour people give apart from the thing's ("casing hitam", "blue hood"). */
const PARTS = new Set(LEXICON_WORDS.colouredParts);
/** Words between a colour and its part ("casing kulit coklat", "blue silicone grip"). */
const BETWEEN_PART = new Set(LEXICON_WORDS.betweenPart);

/**
 * Words that link a part to the colour written after it: "casing warna hitam", "strap dah tukar
 * warna hijau", "case is clear", "strap changed to green", "case in brown". Skipped when looking back from a colour.
 */
const PART_COLOUR_LINKS = new Set(LEXICON_WORDS.partColourLinks);

/** Categories of things named by what they are for ("charger fon", "beg laptop", "kabel charger"). */
const NAMED_FOR_USE = new Set(["power", "bags"]);

/** The part or the kind of thing a colour at `index` gives the colour of, if any: before a Malay colour, after an English one. */
function colouredPart(
  segments: Segment[],
  choices: Choice[],
  clauseStarts: ReadonlySet<number>,
  index: number,
): { part?: string; kind?: string } | undefined {
  const malay = MALAY_COLOUR_TERMS.has(segments[index]!.key);
  const found = partNear(segments, choices, clauseStarts, index, malay);
  // An English colour written in the Malay order, right after its part, when nothing it could
  // go with follows ("casing clear", "casing silicone pink", "strap black").
  if (!malay && !found) return partNear(segments, choices, clauseStarts, index, true, false);
  return found;
}

function partNear(
  segments: Segment[],
  choices: Choice[],
  clauseStarts: ReadonlySet<number>,
  index: number,
  malay: boolean,
  kinds = true,
): { part?: string; kind?: string } | undefined {
  const step = malay ? -1 : 1;
  // Behind a Malay colour one plain word may stand between ("casing MagSafe kulit coklat"); an
  // English colour goes with the next noun ("black colour, casing…" is the thing's black).
  let plain = malay ? 1 : 0;
  let links = malay ? 3 : 0;
  for (let at = index + step, taken = 0; at >= 0 && at < choices.length && taken < 3; at += step, taken++) {
    if (clauseStarts.has(malay ? at + 1 : at)) return undefined;
    const choice = choices[at];
    if (choice === null && links > 0 && PART_COLOUR_LINKS.has(segments[at]!.tokens[0]!)) {
      links--;
      taken--;
      continue;
    }
    // A colour beside a kind is that thing's: the reader of the report tells its own kinds from others ("clear card holder").
    // In the Malay order a charger, a cable or a bag is named before what it is for: the colour is
    // the first's ("charger fon putih" is a white charger; "kunci gelang oren" an orange band's).
    if (choice?.category === "kind") {
      if (!kinds) return undefined;
      const head = malay && at > 0 && !clauseStarts.has(at) ? choices[at - 1] : null;
      if (head?.category === "kind" && NAMED_FOR_USE.has(kindCategory(head.ids[0]!) ?? ""))
        return { kind: head.ids[0]! };
      return { kind: choice.ids[0]! };
    }
    if (choice?.category === "descriptor") {
      const part = choice.ids.find((id) => PARTS.has(id));
      if (part) return { part };
      if (!choice.ids.some((id) => BETWEEN_PART.has(id))) return undefined;
    } else if (choice === null && plain-- > 0 && isPlainWord(segments[at]!.tokens[0]!)) continue;
    else return undefined;
  }
  return undefined;
}

/** Whether a token is a word of the vocabulary (a term, a typo of one), a stopword or a place word: not a name. */
export function isVocabularyWord(token: string): boolean {
  return !isPlainWord(token) || Boolean(termOf(lookupForm(token)));
}

/** The base colour of a colour id (a shade's base; a base colour, or an unknown id, itself). */
export function colourBase(id: string): string {
  return COLOUR_BASE.get(id) ?? id;
}

/** The category of a kind (its candidate pool: reports are compared only within one), if it is known. */
export function kindCategory(id: string): string | undefined {
  return KIND_BY_ID.get(id)?.category;
}

/** The family of a kind (near-synonyms: "earbuds" and "headphones" are "audio"), if any. */
export function kindFamily(id: string): string | undefined {
  return KIND_BY_ID.get(id)?.family;
}

const KIND_OF_ITEM_TYPE = new Map(KINDS.filter((kind) => kind.itemType).map((kind) => [kind.itemType!, kind.id]));

/** The kind id of one of the form's item types. */
export function kindOfItemType(itemType: "wallet" | "phone" | "laptop"): string {
  return KIND_OF_ITEM_TYPE.get(itemType) ?? itemType;
}

/** The form's item type a kind is, if it is one. */
export function kindItemType(id: string): "wallet" | "phone" | "laptop" | undefined {
  return KIND_BY_ID.get(id)?.itemType;
}
