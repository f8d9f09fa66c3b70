/**
 * How many of a part a description gives ("4 charm", "a bunch of 3 keys", "2 stickers", "dua
 * pelekat"): two of one kind with a different number of charms or keys are two things. Read as
 * "part:number", the part as the vocabulary's id (a describing word or a kind), for numbers from
 * two to twenty written in digits or as an English or Malay word.
 */
import { clauseTokens, readText } from "./lexicon";
import { COUNT_WORDS } from "./words";

/** The parts people count ("4 charms", "2 stickers", "3 pockets"); besides these, only kinds. */
const COUNTABLE = new Set(COUNT_WORDS.countable);
/** Words a number after which is no count: money, a size, a model ("RM 20", "size 9", "no 5"). */
const NOT_COUNTED_AFTER = new Set(COUNT_WORDS.notCountedAfter);

const WORDS = new Map(COUNT_WORDS.numberWords);
const MOST = 20;

function numberOf(token: string): number | undefined {
  if (/^\d{1,2}$/.test(token)) {
    const value = Number(token);
    return value >= 2 && value <= MOST ? value : undefined;
  }
  return WORDS.get(token);
}

/** The counts a text gives ("charm:4", "key:3"), unique. */
export function readCounts(text: string | null | undefined): string[] {
  const counts = new Set<string>();
  // A count and its thing are in one clause ("size 9, iphone 14" counts nothing).
  for (const tokens of clauseTokens(text)) {
    tokens.forEach((token, index) => {
      const value = numberOf(token);
      if (value === undefined || NOT_COUNTED_AFTER.has(tokens[index - 1] ?? "")) return;
      // "4 charm", "3 keys", and Malay "3 batang kunci" after a classifier word.
      const noun = CLASSIFIERS.has(tokens[index + 1] ?? "") ? tokens[index + 2] : tokens[index + 1];
      if (noun === undefined) return;
      const reading = readText(noun, "text");
      const part = reading.kinds[0] ?? reading.words.find((word) => COUNTABLE.has(word));
      if (part) counts.add(`${part}:${value}`);
    });
  }
  return [...counts];
}

/** Malay counting words between a number and its noun ("3 batang kunci", "dua keping kad"). */
const CLASSIFIERS = new Set(COUNT_WORDS.classifiers);
