/**
 * The sizes a description gives ("size M", "saiz 9", "size UK9", "Size XXL", "saiz 22"): clothes,
 * shoes, helmets, songkok and rings come in sizes, and two of one kind in different sizes are two
 * things. Read after the word size (saiz, sz), with the country of a shoe size left out; letter
 * sizes as one spelling ("2xl" is "xxl"). Lower case, as compared.
 */
import { clauseTokens } from "./lexicon";
import { SIZE_WORDS } from "./words";

const CUES = new Set(SIZE_WORDS.cues);
/** The systems a shoe size is given in ("UK 9", "EU42"): left out, the number is the size. */
const SYSTEMS = new Set(SIZE_WORDS.systems);
/** A system glued to its size ("uk9", "eu42"). */
const GLUED_SYSTEM = new RegExp(`^(?:${SIZE_WORDS.systems.join("|")})(?=\\d)`);
const LETTER_SIZES = new Map(SIZE_WORDS.letterSizes);
/** A size in numbers: a shoe, a songkok, a ring or a waist (up to three digits, a half allowed as "9.5" reads "95"). */
const NUMBER = /^\d{1,3}$/;

/** The sizes a text gives, unique: after the word size ("size M", "saiz 9"), or a letter size before it ("M size"), within one clause. */
export function readSizes(text: string | null | undefined): string[] {
  const sizes = new Set<string>();
  for (const tokens of clauseTokens(text))
    tokens.forEach((token, index) => {
      if (!CUES.has(token)) return;
      let value = tokens[index + 1];
      if (value !== undefined && SYSTEMS.has(value)) value = tokens[index + 2];
      else if (value !== undefined && GLUED_SYSTEM.test(value)) value = value.replace(GLUED_SYSTEM, "");
      const letters = value === undefined ? undefined : LETTER_SIZES.get(value);
      if (letters) sizes.add(letters);
      else if (value !== undefined && NUMBER.test(value)) sizes.add(value);
      else {
        // "M size", "XL saiz": a letter size just before the word ("small size" says how big, not which size).
        const before = tokens[index - 1] ?? "";
        if (before.length <= 3 && LETTER_SIZES.has(before)) sizes.add(LETTER_SIZES.get(before)!);
      }
    });
  return [...sizes];
}
