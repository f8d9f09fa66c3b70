/**
 * Text the matcher compares, reduced to one vocabulary: lower case, no accents, Malay and
 * English words for the same thing mapped to one canonical word (hitam and black are "black",
 * dompet and wallet are "wallet"), common multi-word names joined first (komputer riba).
 */

const PHRASES: Array<[RegExp, string]> = [
  [/\bkomputer riba\b/g, "laptop"],
  [/\btelefon bimbit\b/g, "phone"],
  [/\bmerah jambu\b/g, "pink"],
  [/\bcermin mata\b/g, "glasses"],
  [/\bfon telinga\b/g, "earphones"],
  [/\bbotol air\b/g, "bottle"],
  [/\bwater bottle\b/g, "bottle"],
  [/\bpemegang kad\b/g, "cardholder"],
  [/\bcard holder\b/g, "cardholder"],
  [/\bkad pelajar\b/g, "studentcard"],
  [/\bstudent card\b/g, "studentcard"],
  [/\bpower bank\b/g, "powerbank"],
];

const WORDS: Record<string, string> = {
  // colours
  hitam: "black", putih: "white", biru: "blue", merah: "red", hijau: "green", kuning: "yellow",
  kelabu: "grey", gray: "grey", perak: "silver", emas: "gold", coklat: "brown", perang: "brown",
  ungu: "purple", oren: "orange", jingga: "orange", pink: "pink", navy: "blue", charcoal: "grey",
  // items
  dompet: "wallet", purse: "wallet", telefon: "phone", handphone: "phone", smartphone: "phone", mobile: "phone",
  notebook: "laptop", payung: "umbrella", kunci: "key", keys: "key", botol: "bottle", tumbler: "bottle",
  beg: "bag", backpack: "bag", kad: "card", jam: "watch", kalkulator: "calculator", earbuds: "earphones",
  earphone: "earphones", headphones: "earphones", airpods: "earphones", motosikal: "motorcycle", motor: "motorcycle",
  kereta: "car", buku: "book", nota: "notes", pengecas: "charger", cas: "charger", sarung: "case", casing: "case",
  cover: "case", pelekat: "sticker", stiker: "sticker", tali: "strap", lanyard: "strap",
  // item kinds as the form names them
  lain: "other",
};

const STOPWORDS = new Set([
  "a", "an", "the", "and", "or", "with", "of", "in", "on", "at", "to", "for", "my", "it", "is", "was", "near", "from", "has", "have", "its",
  "yang", "dan", "atau", "dengan", "di", "ke", "dari", "saya", "ini", "itu", "ada", "pada", "untuk", "sebuah", "satu",
]);

/** Lower case, accents removed, phrases joined, words mapped to their canonical form. */
export function canonicalText(text: string | null | undefined): string {
  if (!text) return "";
  let value = text.normalize("NFKD").replace(/\p{Diacritic}/gu, "").toLowerCase();
  for (const [pattern, replacement] of PHRASES) value = value.replace(pattern, replacement);
  return (value.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => WORDS[word] ?? word).join(" ");
}

/** The meaningful words of a text, canonical, without stopwords. */
export function canonicalWords(text: string | null | undefined): string[] {
  return canonicalText(text)
    .split(" ")
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

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

/** Two words the same but for a typo (one edit in words of five letters or more). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  // One edit cannot change both the first and the last letter of words this long.
  if (a[0] !== b[0] && a[a.length - 1] !== b[b.length - 1]) return false;
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
