import { randomInt } from "node:crypto";

/** Characters of a reference number: no 0/O, 1/I/L or U, so it is read out and typed without doubt. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A found item's reference number, quoted at the counter and printed on its label: "LF-" and six
 * characters (about 730 million numbers; the unique index refuses the rare repeat).
 */
export const newReference = () =>
  `LF-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;

/** Whether a text is a reference number (as typed: any case, with or without the dash). */
export const referencePattern = /^LF-?[2-9A-HJKMNP-TV-Z]{6}$/i;
