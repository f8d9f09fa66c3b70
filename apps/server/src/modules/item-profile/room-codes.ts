/**
 * The room number a key's tag gives ("tag C-3-12", "no bilik A-2-07", "key with yellow tag C 3 21",
 * "tag says KTF 2-19"): two room keys whose tags name two rooms are two keys. Read only in a clause
 * that speaks of a tag, a key or a number, so a room where a thing was left ("lecture room
 * SB-1-03") is no tag. Lower case, without spaces or dashes, and without a college's name before
 * it ("KTF 2-19" is "219").
 */
import { clauses } from "./lexicon";
import { ROOM_CODE_WORDS } from "./words";

/** Matches any of `words` as a whole word, in any case (a word's own signs matched as typed). */
const anyWord = (words: readonly string[]) =>
  new RegExp(`\\b(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "i");

/** Words of a clause that gives a tag's or a key's room number. */
const CUES = anyWord(ROOM_CODE_WORDS.cues);
/**
 * A room number: a block letter, a floor and a room ("C-3-12", "D-G-11"; spaced only after a
 * capital: "C 3 21"), a floor and a room after a college's capitals ("KTF 2-19"), or a block with
 * its floor and a room ("K3-210"). Not a count or a time ("ada 2-3 kunci", "10-11am").
 */
const CODES = [
  /\b([a-z]{1,2}\d?)-([a-z]|\d{1,2})-(\d{1,3})\b/gi,
  /\b([A-Z]) (\d{1,2}) (\d{2,3})\b/g,
  /\b[A-Z]{2,4} (\d{1,2})-(\d{1,3})\b/g,
  /\b([a-z]\d)-(\d{2,3})\b/gi,
];

/** A locker's or a room's bare number, a few words after it ("kunci loker sports complex no 47", "locker key #12"). */
const NUMBERED_PLACE =
  /\b(?:locker|loker|room|bilik)\b(?:\s+[a-z]+){0,3}?\s*(?:\bno\.?|\bnombor|\bnumber|#)\s*(\d{1,4})\b/gi;

/** A clause about a key: only there is a locker's or a room's bare number a tag's. */
const KEY = anyWord(ROOM_CODE_WORDS.key);

/** The room numbers a description's tags give, unique. */
export function readRoomCodes(text: string | null | undefined): string[] {
  const codes = new Set<string>();
  for (const clause of clauses(text)) {
    if (!CUES.test(clause)) continue;
    for (const pattern of CODES)
      for (const match of clause.matchAll(pattern)) codes.add(match.slice(1).join("").toLowerCase());
    if (KEY.test(clause)) for (const match of clause.matchAll(NUMBERED_PLACE)) codes.add(match[1]!);
  }
  return [...codes];
}
