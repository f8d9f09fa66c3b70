/**
 * What a description says the thing does not have: "no name", "no case", "without cover",
 * "takde sticker lain", "tiada IC dalam", "casing hilang". A finder who writes "no name" has not
 * seen a name; read as a plain word, "name" would count as shared with an owner's "name label
 * Mira". So the said-absent words are taken out of the description before it is read, and kept
 * apart: an owner who names what the finder says is not there describes another thing. Lower
 * case; what is read of them is the vocabulary's ids (descriptors, kinds) or the plain word.
 */
import { clauseTokens, readText } from "./lexicon";
import { ABSENT_WORDS } from "./words";

/** Words before what is not there ("no", "tiada", "takde", "tanpa"; "tak ada" and "x de" as two). */
const BEFORE = new Set(ABSENT_WORDS.before);
/** The first word of a two-word "there is no" ("tak ada", "tak de", "x ada", "tidak ada"), before one of EXISTS. */
const NEGATIONS = new Set(ABSENT_WORDS.negations);
const EXISTS = new Set(ABSENT_WORDS.exists);
/** "No" as in "number": before a number or what is numbered ("no matrik A20…", "no. 12"), or after it ("matric no a21…"). */
const NUMBERED = new Set(ABSENT_WORDS.numbered);
const DIGIT = /\d/;

/** Small words between "no" and the thing ("no other sticker", "takde apa-apa sticker"). */
const FILLER = new Set(ABSENT_WORDS.filler);
/** Words after a part that is gone ("casing hilang", "strap missing"), read only after a part or accessory. */
const AFTER = new Set(ABSENT_WORDS.after);
/** Small words between a part and its being gone ("cover dah hilang", "the case is missing"). */
const ALREADY = new Set(ABSENT_WORDS.already);
/**
 * The parts and accessories of a thing that people say are gone. Not lexicon.ts's list of parts
 * that have a colour of their own: merging the two (a sleeve or zip gone, a name's or charm's
 * colour) cost first right on the check seeds.
 */
const PARTS = new Set(ABSENT_WORDS.parts);

export interface AbsentReading {
  /** The description without what it says is not there, to be read as the description. */
  present: string;
  /** What it says is not there, as read (ids of the vocabulary, or the plain words). */
  absent: string[];
}

/** Splits a description into what it says is there and what it says is not. */
export function readAbsent(text: string | null | undefined): AbsentReading {
  const absent = new Set<string>();
  const present: string[] = [];
  // What is not there is said within one clause ("yang kiri takde, ada ukiran").
  for (const tokens of clauseTokens(text)) {
    const negated = readClause(tokens, absent);
    present.push(tokens.filter((_, index) => !negated.has(index)).join(" "));
  }
  if (!absent.size) return { present: text ?? "", absent: [] };
  return { present: present.filter(Boolean).join(", "), absent: [...absent] };
}

/** Adds what one clause says is not there to `absent`; the positions of the words that say it. */
function readClause(tokens: string[], absent: Set<string>): Set<number> {
  const negated = new Set<number>();
  tokens.forEach((token, index) => {
    const twoWord = NEGATIONS.has(token) && EXISTS.has(tokens[index + 1] ?? "");
    if (BEFORE.has(token) || twoWord) {
      if (token === "no" && NUMBERED.has(tokens[index - 1] ?? "")) return;
      let at = index + (twoWord ? 2 : 1);
      while (at < tokens.length && FILLER.has(tokens[at]!)) at++;
      const thing = tokens[at];
      if (thing === undefined || DIGIT.test(thing) || (token === "no" && NUMBERED.has(thing))) return;
      const reading = readText(thing, "text");
      for (const id of [...reading.words, ...reading.kinds]) absent.add(id);
      for (let cue = index; cue <= at; cue++) negated.add(cue);
    } else if (AFTER.has(token)) {
      let at = index - 1;
      while (at > 0 && ALREADY.has(tokens[at]!)) at--;
      const part = at >= 0 ? readText(tokens[at], "text").words.find((word) => PARTS.has(word)) : undefined;
      if (part) {
        absent.add(part);
        for (let word = at; word <= index; word++) negated.add(word);
      }
    }
  });
  return negated;
}
