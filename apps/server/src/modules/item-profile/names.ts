/**
 * The people's names a report gives ("name label 'Jun Hao'", "nama Nurul Zulaikha dijahit",
 * "belongs to Ooi Kah Wai", "Koh Jun Hao written inside"): an owner's name written on a thing tells
 * it apart from every look-alike, so two reports naming different people are different things.
 * Read from cue words, as people write them in both languages; lower case, as compared.
 */
import { isVocabularyWord, tokenize } from "./lexicon";
import { NAME_WORDS } from "./words";

/** Words after which a name follows ("name", "nama", "belongs to", "milik", "atas nama"). */
const CUES_BEFORE = new Set(NAME_WORDS.cuesBefore);
/** Words a name comes just before ("Jun Hao written inside", "Zulaikha sewn on the chest"). */
const CUES_AFTER = new Set(NAME_WORDS.cuesAfter);
/** Small words between a cue and the name ("belongs to", "owned by", "name on card:", "name is"). */
const BETWEEN = new Set(NAME_WORDS.between);
/** Parts of a name that are not the person's own ("bin", "binti", "a/p"): skipped, never compared. */
const PARTICLES = new Set(NAME_WORDS.particles);
/**
 * Parts that many people's names share (Muhammad and its spellings, Nur, Siti, Abdul…): two names
 * that differ only in one of them may still be one person's, as written by two people.
 */
export const COMMON_NAME_PARTS = new Set(NAME_WORDS.commonParts);
/** Words that end a name though the vocabulary does not know them ("tulis nama Qistina guna marker"). */
const NOT_NAMES = new Set(NAME_WORDS.notNames);
/** A name does not run across a comma or the end of a sentence ("L.S." and "fx-570" keep their dots). */
const CLAUSE = /[,;!?()\n]|\.(?=\s|$)/;
const MOST_PARTS = 4;

/** Common name parts that are words of the vocabulary too (the colour tan, Malay "abu" for grey): names where a name is read. */
const NAMES_THAT_ARE_WORDS = new Set(NAME_WORDS.namesThatAreWords);

const isNamePart = (token: string) =>
  token.length >= 2 &&
  /^\p{L}+$/u.test(token) &&
  !NOT_NAMES.has(token) &&
  (NAMES_THAT_ARE_WORDS.has(token) || !isVocabularyWord(token));

/** A card followed by its holder's name in brackets ("IC (Chong Mei Xuan)", "student card (Arjun Nair)"). */
const CARD_HOLDER = /\b(ic|mykad|kad|card|matric|matrik|licen[cs]e|lesen|id)\s*\(/giu;
/** Words naming a card, after which a capitalised word is its holder's name ("matric card WONG XIN YI", "kad matrik Nur Aisyah"). */
const CARD_WORDS = new Set(NAME_WORDS.cardWords);
const CAPITALISED = /^\p{Lu}[\p{L}']*$/u;
/** "a/l", "a/p", "s/o", "d/o": son or daughter of, between the two parts of an Indian name. */
const SLASHED_PARTICLE = /\b[asd]\s*\/\s*[lpo]\b/giu;
/** Words of a Malay or an Indian name's "son of" or "daughter of": a name stands on both sides, cue or none. */
const OF = new Set(NAME_WORDS.of);
/** A part the finder could read only the start of ("NUR AISYAH BT KAM...", "Hafiz.."). */
const CUT_SHORT = /(\p{L}{2,})(?:\.{2,}|…)/gu;
/** How a name part read only in part is kept: its start, then this mark. */
export const CUT = "…";

/** The name parts a text gives, lower case, unique; a part read only in part ends with CUT. */
export function readNames(text: string | null | undefined): string[] {
  const names = new Set<string>();
  const written = text ?? "";
  const cued = written.replace(CARD_HOLDER, "$1 name ").replace(SLASHED_PARTICLE, " bin ");
  for (const clause of cued.split(CLAUSE)) readClause(tokenize(clause), names);
  for (const name of cardHolder(written)) names.add(name);
  const cut = new Set([...written.matchAll(CUT_SHORT)].map((match) => match[1]!.toLowerCase()));
  return [...names].map((name) => (cut.has(name) ? name + CUT : name));
}

function readClause(tokens: string[], names: Set<string>): void {
  const take = (from: number, step: 1 | -1) => {
    let taken = 0;
    for (let at = from; at >= 0 && at < tokens.length && taken < MOST_PARTS; at += step) {
      const token = tokens[at]!;
      if (PARTICLES.has(token)) continue;
      if (CUES_BEFORE.has(token) || CUES_AFTER.has(token) || BETWEEN.has(token) || !isNamePart(token)) break;
      names.add(token);
      taken++;
    }
  };
  tokens.forEach((token, index) => {
    if (CUES_BEFORE.has(token)) {
      let at = index + 1;
      while (at < tokens.length && BETWEEN.has(tokens[at]!)) at++;
      take(at, 1);
    } else if (CUES_AFTER.has(token)) take(index - 1, -1);
    else if (OF.has(token) && isNamePart(tokens[index - 1] ?? "") && isNamePart(tokens[index + 1] ?? "")) {
      take(index - 1, -1);
      take(index + 1, 1);
    }
  });
}

/**
 * A card's holder written right after the card, capitalised, without a cue ("matric card WONG XIN
 * YI", "kad matrik Nur Aisyah"): two to four capitalised name parts. One capitalised word is more
 * often a bank's or a card's name ("kad ATM", "card RHB") than a person's.
 */
function cardHolder(text: string): string[] {
  const names: string[] = [];
  for (const clause of text.split(/[,;:!?()\n]/)) {
    const tokens = clause.split(/\s+/);
    tokens.forEach((word, index) => {
      if (!CARD_WORDS.has(word.toLowerCase())) return;
      const parts: string[] = [];
      // "matric card of WONG XIN YI", "a student card for Tan Mei Yee".
      const from = index + 1 + (["of", "for"].includes(tokens[index + 1]?.toLowerCase() ?? "") ? 1 : 0);
      for (const token of tokens.slice(from)) {
        const bare = token.replace(/\.$/, "");
        const lower = bare.toLowerCase();
        if (!CAPITALISED.test(bare) || CARD_WORDS.has(lower) || !(PARTICLES.has(lower) || isNamePart(lower))) break;
        if (!PARTICLES.has(lower)) parts.push(lower);
        if (parts.length === MOST_PARTS || bare !== token) break;
      }
      if (parts.length >= 2) names.push(...parts);
    });
  }
  return names;
}
