/**
 * Numbers that identify one thing or one person, as a description gives them: a matric number, a
 * car or motorcycle plate, a phone or IC number, a serial typed into the text. People space them
 * as they like ("A24 SC 4968", "A24SC4968", "WXY 1234"), so each is read in every spacing: every
 * run of up to MOST_TOKENS neighbouring parts is joined, and the joins that look like an
 * identifier are kept. A join that is not one ("no1234") is harmless: only one that both reports
 * give counts. Lower case, as compared.
 */
import { tokenize } from "./lexicon";

const MOST_TOKENS = 4;
/** A token an identifier is made of: up to 10 letters and digits with a digit among them, or up to 3 letters ("sc", "wxy"); a word of a sentence is not one. */
const PART = /^(?=[a-z]*\d)[a-z0-9]{1,10}$|^[a-z]{1,3}$/;

/** A measure as people write it glued, its unit second: "65w", "500ml", "20000mah", "1l", "128gb". */
export const MEASURE = /^(\d+)(mah|w|ml|l|oz|gb|tb)$/;

const digitsIn = (text: string) => text.replace(/\D/g, "").length;

/**
 * Letters and at least 4 digits, 7 characters or more ("a24sc4968", "wxy1234"); or 7 digits or
 * more (a phone, an IC). Not a measure ("10000mah"): many things share one.
 */
function isIdentifier(join: string): boolean {
  if (join.length < 7 || MEASURE.test(join)) return false;
  const digits = digitsIn(join);
  return digits === join.length ? digits >= 7 : digits >= 4;
}

/** The identifiers a text gives, in every spacing read (see above), unique. */
export function readIdentifiers(text: string | null | undefined): string[] {
  const tokens = tokenize(text ?? "");
  const found = new Set<string>();
  for (let start = 0; start < tokens.length; start++) {
    let join = "";
    for (let end = start; end < Math.min(tokens.length, start + MOST_TOKENS); end++) {
      const token = tokens[end]!;
      if (!PART.test(token)) break;
      join += token;
      if (isIdentifier(join)) found.add(join);
    }
  }
  return [...found];
}

/**
 * What kind of identifier a join is, by its runs of letters and digits ("a24sc4968" is "L1D2L2D4",
 * a matric number; "wxy1234" is "L3D4", a plate): two identifiers of one shape that differ are two
 * things' (two matric numbers, two plates). Null for a phone number (ten or eleven digits from 0,
 * or from 60): people write their own to be contacted, so it says nothing about the item. Null
 * too for a measure ("20000mah", "128gb"): many things share one.
 */
export function identifierShape(join: string): string | null {
  if (/^(?:0\d{9,10}|60\d{9,10})$/.test(join) || MEASURE.test(join)) return null;
  return join.replace(/[a-z]+|\d+/g, (run) => (/\d/.test(run) ? "D" : "L") + run.length);
}
