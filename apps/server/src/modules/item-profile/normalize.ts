/**
 * Small text helpers of the matcher: serial numbers, typo-tolerant word comparison. What words
 * mean (English and Malay, kinds, colours, brands) is the vocabulary's (words.ts, lexicon.ts).
 */

/** A serial number compared as the same one however it was typed: case, spaces and dashes ignored. */
export function normalizeSerial(serial: string | null | undefined): string {
  return (serial ?? "").toUpperCase().replace(/[\s\-_./]/g, "");
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (the commonest typo),
 * for typos; stops counting past `limit`.
 */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Whether two words carry the same digits in the same order (a plain loop: sameWord runs for every pair of words). */
function sameDigits(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && !isDigit(a.charCodeAt(i))) i++;
    while (j < b.length && !isDigit(b.charCodeAt(j))) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
    i++;
    j++;
  }
}

/** Two words the same but for a typo (one edit in words of five letters or more). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  // One edit cannot change both the first and the last letter of words this long.
  if (a[0] !== b[0] && a[a.length - 1] !== b[b.length - 1]) return false;
  // Numbers are never typos: "rm150" is not "rm100", nor "a25bp1466" "a25bp1446".
  if (!sameDigits(a, b)) return false;
  return editDistance(a, b, 1) <= 1;
}

/** How much two word lists share, 0 to 1 (typos forgiven), relative to the shorter list. */
export function overlap(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let shared = 0;
  let counted = 0;
  for (let index = 0; index < short.length; index++) {
    const word = short[index]!;
    if (short.indexOf(word) !== index) continue; // each word once
    counted++;
    if (long.includes(word) || long.some((other) => sameWord(word, other))) shared++;
  }
  return shared / counted;
}
