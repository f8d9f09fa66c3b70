/**
 * How many of a part a description gives ("4 charm", "a bunch of 3 keys", "2 stickers", "dua
 * pelekat"): two of one kind with a different number of charms or keys are two things. Read as
 * "part:number", the part as the vocabulary's id (a describing word or a kind), for numbers from
 * two to twenty written in digits or as an English or Malay word.
 */
import { clauseTokens, readText } from "./lexicon";

/** The parts people count ("4 charms", "2 stickers", "3 pockets"); besides these, only kinds. */
const COUNTABLE = new Set([
  "sticker",
  "charm",
  "keychain",
  "card",
  "pocket",
  "button",
  "zip",
  "strap",
  "badge",
  "patch",
  "coins",
  "hook",
  "clip",
]);
/** Words a number after which is no count: money, a size, a model ("RM 20", "size 9", "no 5"). */
const NOT_COUNTED_AFTER = new Set([
  "rm",
  "size",
  "saiz",
  "sz",
  "no",
  "model",
  "gen",
  "series",
  "level",
  "tingkat",
  "aras",
]);

const WORDS = new Map([
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
  ["dua", 2],
  ["tiga", 3],
  ["empat", 4],
  ["lima", 5],
  ["enam", 6],
  ["tujuh", 7],
  ["lapan", 8],
  ["sembilan", 9],
  ["sepuluh", 10],
]);
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
const CLASSIFIERS = new Set(["batang", "keping", "biji", "helai", "buah", "utas", "bentuk", "ketul", "pasang"]);
