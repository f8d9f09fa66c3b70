/**
 * The initials engraved or hung on a thing: "engraved with F.O.", "F & O engraved on it", "terukir
 * n.a.", "ukiran HZ", "loket huruf 'N'", "letter A & A pendant". People engrave their initials on
 * rings, bracelets, earbuds and flasks, and a finder copies the letters in whatever form: so they
 * are read as their letters ("FO"), only in a clause that says they are engraved or lettered, and
 * two things with other initials are two things.
 */
import { clauses } from "./lexicon";
import { INITIALS_WORDS } from "./words";

/** Words that say a clause gives letters: engraved, lettered, initials, a pendant, in both languages. */
const CUE = /\b(engrav\w*|terukir|ukiran|ukir|initials?|inisial|huruf|letters?|monogram|pendant|loket)\b/i;
/** Letters joined by "&", "+" or dots: "F & O", "F.O.", "n.a.", "A+B". */
const JOINED = /(?<![\p{L}\p{N}])(\p{L})\s*[&+.]\s*(\p{L})(?:\s*[&+.]\s*(\p{L}))?\.?(?![\p{L}\p{N}])/u;
/** A word of one to three letters: initials when written in capitals ("HZ") or right after the cue ("huruf n"). */
const SHORT = /(?<![\p{L}\p{N}])['"‘“]?(\p{L}{1,3})['"’”]?(?![\p{L}\p{N}])/gu;
/** Short words that are words, not initials, even after a cue ("engraved on it", "huruf di"). */
const WORDS = new Set(INITIALS_WORDS.notInitials);

/** The initials a description gives, in capitals, unique ("FO", "N"). */
export function readInitials(text: string | null | undefined): string[] {
  const initials = new Set<string>();
  for (const clause of clauses(text)) {
    const cue = CUE.exec(clause);
    if (!cue) continue;
    const joined = JOINED.exec(clause);
    if (joined) {
      initials.add(joined.slice(1).filter(Boolean).join("").toUpperCase());
      continue;
    }
    const afterCue = cue.index + cue[0].length;
    for (const match of clause.matchAll(SHORT)) {
      const letters = match[1]!;
      if (WORDS.has(letters.toLowerCase())) continue;
      const capitals = letters === letters.toUpperCase() && letters !== letters.toLowerCase();
      const rightAfter = clause.slice(afterCue, match.index).trim() === "";
      if (capitals || rightAfter) initials.add(letters.toUpperCase());
    }
  }
  return [...initials];
}
