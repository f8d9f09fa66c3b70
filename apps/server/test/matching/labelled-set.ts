/**
 * A seeded, labelled set of lost and found reports simulating a semester on a Malaysian campus, to
 * measure the matcher. Written independently of the matcher: its words come from its own phrasebook
 * (labelled-set-phrasebook.ts). Owners and finders describe the same thing differently (language,
 * shades, typos, missing fields, paraphrase), true finds turn up late or elsewhere, look-alike decoys
 * surround each case, many losses are never found, and unclaimed finds fill the days.
 */
import { seededRandom } from "../../src/seeded-random";
import {
  CLOSERS,
  COLOURS,
  DETAILS,
  FINDER_SPOTS,
  FOUND_FRAMES,
  HANDOVERS,
  KINDS,
  LOCATION_WEIGHTS,
  LOCATIONS,
  LOST_FRAMES,
  NAME_PARTS,
  OWNER_ONLY,
  PLACE_WORDS,
  TIMES,
  VARIABLES,
  type BrandEntry,
  type KindEntry,
  type Words,
} from "./labelled-set-phrasebook";
import type { MatchableReport } from "../../src/modules/item-profile/profile";

/** A generated report with its side and the moment it reached the server. */
export interface LabelledReport extends MatchableReport {
  type: "lost" | "found";
  /** When it was reported (ISO timestamp): the order reports reach the server. */
  reportedAt: string;
  /** The generator's own kind id (ground truth, for analysis only; a matcher must not read it). */
  kind?: string;
  /** On a look-alike decoy: the id of the lost report it was made to resemble (ground truth, for analysis only). */
  decoyOf?: string;
}

/** What makes a case hard. */
export type Difficulty =
  | "kindTypo"
  | "otherTextTypo"
  | "uncommonKind"
  | "categoryDiffers"
  | "languageDiffers"
  | "missingBrand"
  | "missingColour"
  | "missingModel"
  | "shade"
  | "foundBefore"
  | "foundLate"
  | "neighbourPlace"
  | "otherPlace"
  | "lookAlike"
  | "noTruePair"
  | "brandTypo"
  | "paraphrase";

/** Every difficulty, in a fixed order. */
export const DIFFICULTIES: readonly Difficulty[] = [
  "kindTypo",
  "otherTextTypo",
  "uncommonKind",
  "categoryDiffers",
  "languageDiffers",
  "missingBrand",
  "missingColour",
  "missingModel",
  "shade",
  "foundBefore",
  "foundLate",
  "neighbourPlace",
  "otherPlace",
  "lookAlike",
  "noTruePair",
  "brandTypo",
  "paraphrase",
];

/** One self-contained half of the set: its lost reports are matched only against its found reports. */
export interface LabelledPart {
  lost: LabelledReport[];
  found: LabelledReport[];
  /** Lost report id -> the id of the found report that is truly that item; lost reports without a true pair are absent. */
  truth: Map<string, string>;
  /** Lost report id -> what makes its case hard. */
  difficulties: Map<string, Difficulty[]>;
}

/** The whole labelled set: a tuning part, a held-out part and the campus locations. */
export interface LabelledSet {
  tuning: LabelledPart;
  heldOut: LabelledPart;
  locations: Array<{ id: string; nameEn: string; area: string | null }>;
}

type Lang = "en" | "ms";
type ItemType = MatchableReport["itemType"];

const DEFAULT_SEED = 20260105;
const CASES = 1400;
const NO_PAIR_SHARE = 0.32;
const BACKGROUND_SHARE = 0.35;
const FOUND_BEFORE_SHARE = 0.065;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 5);
const DAYS = 239; // 2026-01-05 .. 2026-08-31
const TOP_KINDS = new Set(
  [...KINDS]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 20)
    .map((kind) => kind.id),
);
const IDENTIFYING = /\{(name|matric|initials|room|plate)\}/;

/** Small helpers over the seeded generator. */
class Dice {
  constructor(private readonly next: () => number) {}
  real(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  /** Pick, avoiding one value when there is another choice. */
  pickOther<T>(items: readonly T[], avoid: T | undefined): T {
    const rest = items.filter((item) => item !== avoid);
    return this.pick(rest.length > 0 ? rest : items);
  }
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let at = this.next() * total;
    for (const item of items) {
      at -= weight(item);
      if (at < 0) return item;
    }
    return this.pick(items);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}

// ---------------------------------------------------------------- dates

function dayWeight(day: number): number {
  const date = new Date(FIRST_DAY + day * DAY_MS);
  const weekday = date.getUTCDay();
  const iso = isoDay(day);
  let weight = weekday === 0 || weekday === 6 ? 0.55 : 1;
  if (iso >= "2026-03-21" && iso <= "2026-03-29") weight *= 0.4; // mid-semester break
  if (iso >= "2026-06-27" && iso <= "2026-07-19") weight *= 0.35; // semester break
  return weight;
}

const ALL_DAYS = Array.from({ length: DAYS }, (_, day) => day);

function isoDay(day: number): string {
  return new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);
}

/** A time on `day` between 08:00 and 23:59 Malaysia time (UTC+8), as an ISO timestamp. */
function reportedAt(dice: Dice, day: number): string {
  const seconds = dice.int(0, 16 * 3600 - 1);
  return new Date(FIRST_DAY + day * DAY_MS + seconds * 1000).toISOString();
}

// ---------------------------------------------------------------- typos

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

function nearbyKey(dice: Dice, c: string): string {
  const lower = c.toLowerCase();
  for (const row of KEY_ROWS) {
    const at = row.indexOf(lower);
    if (at < 0) continue;
    const options = [row[at - 1], row[at + 1]].filter((x): x is string => x !== undefined);
    const key = dice.pick(options);
    return c === lower ? key : key.toUpperCase();
  }
  return c;
}

/** One random typing slip (swap, drop, double, nearby key) in one word of at least three letters. */
function typo(dice: Dice, text: string): string {
  const words = [...text.matchAll(/[A-Za-z]{3,}/g)];
  if (words.length === 0) return text;
  for (let attempt = 0; attempt < 6; attempt++) {
    const match = dice.pick(words);
    const word = match[0];
    const i = dice.int(1, word.length - 1);
    const c = word.charAt(i);
    let changed: string;
    switch (dice.int(0, 3)) {
      case 0:
        changed =
          i < word.length - 1
            ? word.slice(0, i) + word.charAt(i + 1) + c + word.slice(i + 2)
            : word.slice(0, i - 1) + c + word.charAt(i - 1);
        break;
      case 1:
        changed = word.slice(0, i) + word.slice(i + 1);
        break;
      case 2:
        changed = word.slice(0, i) + c + word.slice(i);
        break;
      default:
        changed = word.slice(0, i) + nearbyKey(dice, c) + word.slice(i + 1);
    }
    if (changed !== word) return text.slice(0, match.index) + changed + text.slice(match.index + word.length);
  }
  return text;
}

// ---------------------------------------------------------------- items

interface Item {
  kind: KindEntry;
  brand: BrandEntry | null;
  model: string | null;
  colour: string | null;
  details: string[];
  serial: string | null;
  vars: Map<string, string | Words>;
  name: { short: string; full: string };
  matric: string;
  initials: string;
}

function pickDetails(dice: Dice, pool: readonly string[], count: number, exclude: readonly string[] = []): string[] {
  const out: string[] = [];
  const groupOf = (id: string) => (id.includes(":") ? id.split(":")[0] : undefined);
  const groups = new Set(exclude.map(groupOf).filter((g) => g !== undefined));
  for (const id of dice.shuffle(pool)) {
    if (out.length >= count) break;
    if (exclude.includes(id)) continue;
    const group = groupOf(id);
    if (group !== undefined && groups.has(group)) continue;
    if (group !== undefined) groups.add(group);
    out.push(id);
  }
  return out;
}

function makeSerial(dice: Dice, kind: "imei" | "laptop" | "calc"): string {
  const digits = (n: number) => Array.from({ length: n }, () => String(dice.int(0, 9))).join("");
  const letters = (n: number) =>
    Array.from({ length: n }, () => "ABCDEFGHJKLMNPRSTUVWXYZ".charAt(dice.int(0, 22))).join("");
  if (kind === "imei") return "35" + digits(13);
  if (kind === "laptop") return dice.pick(["5CD", "PF3", "C02", "NXH", "R9N"]) + digits(4) + letters(3);
  return digits(3) + letters(1) + digits(6);
}

function makeName(dice: Dice): { short: string; full: string } {
  const n = NAME_PARTS;
  const r = dice.real();
  const female = dice.chance(0.55);
  if (r < 0.65) {
    const given = dice.pick(female ? n.malayFemale : n.malayMale);
    const prefix = dice.pick(female ? n.malayFemalePrefix : n.malayMalePrefix);
    return { short: given, full: `${prefix} ${given} ${female ? "binti" : "bin"} ${dice.pick(n.malayFathers)}`.trim() };
  }
  if (r < 0.88) {
    const given = dice.pick(n.chineseGiven);
    return { short: given, full: `${dice.pick(n.chineseSurnames)} ${given}` };
  }
  const given = dice.pick(female ? n.indianFemale : n.indianMale);
  return { short: given, full: `${given} ${female ? "a/p" : "a/l"} ${dice.pick(n.indianFathers)}` };
}

function makeVars(dice: Dice, avoid?: Item): Pick<Item, "vars" | "name" | "matric" | "initials"> {
  const vars = new Map<string, string | Words>();
  for (const [key, values] of Object.entries(VARIABLES)) vars.set(key, dice.pick(values));
  let name = makeName(dice);
  while (avoid !== undefined && name.short === avoid.name.short) name = makeName(dice);
  const matric = `A${dice.int(20, 25)}${dice.pick(["EC", "CS", "KM", "KE", "SC", "BP", "ED"])}${String(dice.int(1, 9999)).padStart(4, "0")}`;
  const initials = name.full
    .split(" ")
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join("");
  return { vars, name, matric, initials };
}

function otherColour(dice: Dice, kind: KindEntry, colour: string | null, preferShade: boolean): string | null {
  if (kind.colours.length === 0) return null;
  if (colour !== null && preferShade) {
    const base = COLOURS[colour]?.base;
    const shades = Object.entries(COLOURS)
      .filter(([id, entry]) => entry.base === base && id !== colour)
      .map(([id]) => id);
    if (shades.length > 0) return dice.pick(shades);
  }
  const others = kind.colours.filter((id) => id !== colour);
  return others.length > 0 ? dice.pick(others) : colour;
}

function makeItem(
  dice: Dice,
  kind: KindEntry,
  fixed: Partial<Pick<Item, "brand" | "model" | "colour">> = {},
  avoid?: Item,
): Item {
  const brand =
    "brand" in fixed
      ? (fixed.brand ?? null)
      : kind.brands.length > 0 && dice.chance(kind.branded)
        ? dice.pick(kind.brands)
        : null;
  const model = "model" in fixed ? (fixed.model ?? null) : brand?.models !== undefined ? dice.pick(brand.models) : null;
  const colour = "colour" in fixed ? (fixed.colour ?? null) : kind.colours.length > 0 ? dice.pick(kind.colours) : null;
  return {
    kind,
    brand,
    model,
    colour,
    details: pickDetails(dice, kind.details, dice.int(2, 4)),
    serial: kind.serial !== undefined ? makeSerial(dice, kind.serial) : null,
    ...makeVars(dice, avoid),
  };
}

// ---------------------------------------------------------------- rendering one side

interface Side {
  role: "lost" | "found";
  lang: Lang;
  mixed: boolean;
  itemType: ItemType;
  brand: boolean;
  colour: boolean;
  model: boolean;
  serial: boolean;
  details: string[];
  /** Phrasings used by the other side (detail id -> phrasing), not to be repeated. */
  avoid: Map<string, string>;
  avoidKindWord: string | undefined;
  /** The other side's colour word, not to be repeated when naming another shade word. */
  avoidColour: string | null;
  colourMode: "asIs" | "base" | "altShade";
  brandTypo: boolean;
  kindTypo: boolean;
  otherTypo: boolean;
  place: string;
  mentionPlace: boolean;
}

interface Rendered {
  fields: Omit<MatchableReport, "id" | "locationId" | "eventDate">;
  kindWord: string;
  colourWord: string | null;
  phrasings: Map<string, string>;
  mentioned: { brand: boolean; colour: boolean; model: boolean };
  otherTypo: boolean;
  brandTypo: boolean;
  kindTypo: boolean;
}

const other = (lang: Lang): Lang => (lang === "en" ? "ms" : "en");

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(text: string, kindWord: string): string {
  if (/[a-rt-z]s$/.test(kindWord)) return "";
  return /^[aeiou]/i.test(text) && !/^(uni|usb|use|one|eu)/i.test(text) ? "an " : "a ";
}

function fill(dice: Dice, item: Item, template: string, lang: Lang, role: "lost" | "found"): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === "name") {
      if (role === "found" && dice.chance(0.25)) return item.name.full.toUpperCase();
      return dice.chance(role === "lost" ? 0.65 : 0.45) ? item.name.short : item.name.full;
    }
    if (key === "matric")
      return dice.pick([
        item.matric,
        item.matric,
        item.matric.toLowerCase(),
        item.matric.replace(/^(A\d\d)(\w\w)/, "$1 $2 "),
      ]);
    if (key === "initials")
      return dice.pick([item.initials, item.initials.split("").join(".") + ".", item.initials.split("").join(" & ")]);
    const value = item.vars.get(key);
    if (value === undefined) return key;
    return typeof value === "string" ? value : dice.pick(value[lang]);
  });
}

function modelVariant(dice: Dice, model: string): string {
  const r = dice.real();
  if (r < 0.45) return model;
  if (r < 0.6) return model.toLowerCase();
  const words = model.split(" ");
  if (r < 0.8 && words.length > 1 && /^(Galaxy|iPhone|Redmi|MacBook|iPad|Apple|Xiaomi|Mi)$/.test(words[0] ?? ""))
    return words.slice(1).join(" ");
  if (r < 0.9) return model.replace(/ /g, "");
  return model;
}

function serialVariant(dice: Dice, serial: string): string {
  switch (dice.int(0, 3)) {
    case 0:
      return serial;
    case 1:
      return serial.toLowerCase();
    case 2:
      return serial.replace(/(.{4})(?=.)/g, "$1 ");
    default:
      return serial.replace(/(.{3,5})(?=.)/g, "$1-");
  }
}

function colourWordFor(dice: Dice, colour: string, lang: Lang, mode: Side["colourMode"], avoid: string | null): string {
  const entry = COLOURS[colour];
  if (entry === undefined) return colour;
  const base = COLOURS[entry.base] ?? entry;
  if (mode === "base") return dice.pick(base[lang]);
  if (mode === "altShade") return dice.pickOther(entry[lang], avoid ?? undefined);
  return dice.pick(entry[lang]);
}

function placePhrase(dice: Dice, side: Side, lang: Lang): string {
  const location = LOCATIONS.find((l) => l.id === side.place);
  if (location === undefined || !side.mentionPlace) return "";
  const here = dice.pick(location.words[lang]);
  if (side.role === "lost" && dice.chance(0.1)) {
    const second = dice.pick(
      LOCATIONS.filter((l) => l.id !== side.place && (l.area === location.area || dice.chance(0.2))),
    );
    const there = dice.pick(second.words[lang]);
    return lang === "en" ? `somewhere between ${here} and ${there}` : `antara ${here} dengan ${there}`;
  }
  return `${dice.pick(PLACE_WORDS[lang])} ${here}`;
}

function cleanUp(text: string): string {
  return text
    .replace(/\(\s*\)/g, "")
    .replace(/\s+/g, " ")
    .replace(/\s+([.,?!)])/g, "$1")
    .replace(/,+([.?!])/g, "$1")
    .replace(/([.?!])[.,]+/g, "$1")
    .replace(/,{2,}/g, ",")
    .replace(/^[\s.,]+/, "")
    .replace(/[\s,]+$/, "")
    .replace(/(?<!\b[A-Z])([.?!]) ([a-z])/g, (_, p: string, c: string) => `${p} ${c.toUpperCase()}`)
    .trim();
}

function render(dice: Dice, item: Item, side: Side): Rendered {
  const { kind } = item;
  const lang = side.lang;
  const wordLang = (): Lang => (side.mixed && dice.chance(0.4) ? other(lang) : lang);
  // Kind words
  const kindWords = (l: Lang) =>
    kind.words[l].filter((word) => {
      const only = kind.brandWords?.[word];
      return only === undefined || only.brand === item.brand?.name || (side.role === "found" && only.generic === true);
    });
  let kindWord = dice.pickOther(kindWords(wordLang()), side.avoidKindWord);
  const plainKindWord = kindWord;
  if (side.kindTypo) kindWord = typo(dice, kindWord);
  let itemTypeOther: string | null = null;
  if (side.itemType === "other") {
    let text = dice.chance(0.6) ? plainKindWord : dice.pick(kindWords(wordLang()));
    if (item.brand !== null && side.brand && dice.chance(0.1)) text = `${text} ${item.brand.name}`;
    text = dice.chance(0.5) ? capitalise(text) : text;
    if (side.otherTypo) text = typo(dice, text);
    itemTypeOther = text;
  }
  // Brand
  let brandText: string | null = null;
  if (item.brand !== null && side.brand) {
    const aliases = item.brand.aliases ?? [];
    brandText =
      aliases.length > 0 && dice.chance(side.role === "found" ? 0.25 : 0.1) ? dice.pick(aliases) : item.brand.name;
    if (dice.chance(0.15)) brandText = brandText.toLowerCase();
    if (side.brandTypo) brandText = typo(dice, brandText);
  }
  const brandField = brandText !== null && dice.chance(side.role === "lost" ? 0.85 : 0.65);
  const brandInText = brandText !== null && (!brandField || dice.chance(0.6));
  // Colour
  let colourWord: string | null = null;
  if (item.colour !== null && side.colour) {
    colourWord = colourWordFor(dice, item.colour, wordLang(), side.colourMode, side.avoidColour);
    if (colourWord.length >= 4 && dice.chance(0.02)) colourWord = typo(dice, colourWord);
  }
  const colourField = colourWord !== null && dice.chance(side.role === "lost" ? 0.85 : 0.7);
  const colourInText = colourWord !== null && (!colourField || dice.chance(0.65));
  // Model
  const modelText = item.model !== null && side.model ? modelVariant(dice, item.model) : null;
  const modelField = modelText !== null && dice.chance(side.role === "lost" ? 0.75 : 0.55);
  const modelInText = modelText !== null && (!modelField || dice.chance(0.5));
  // Serial
  const serialText = item.serial !== null && side.serial ? serialVariant(dice, item.serial) : null;

  // The item phrase
  const colourPart = colourInText ? (colourWord ?? "") : "";
  const brandPart = brandInText ? (brandText ?? "") : "";
  const modelPart = modelInText ? (modelText ?? "") : "";
  const bm = [brandPart, modelPart].filter((s) => s !== "").join(" ");
  let itemPhrase: string;
  const r = dice.real();
  if (lang === "en") {
    if (modelPart !== "" && ["phone", "laptop", "tablet"].includes(kind.id) && r < 0.3)
      itemPhrase = `${colourPart} ${bm}`;
    else if (r < 0.55) itemPhrase = `${colourPart} ${bm} ${kindWord}`;
    else if (r < 0.8) itemPhrase = `${bm} ${kindWord}${colourPart !== "" ? ` (${colourPart})` : ""}`;
    else itemPhrase = `${colourPart} ${kindWord}${bm !== "" ? ` (${bm})` : ""}`;
  } else {
    if (r < 0.4) itemPhrase = `${kindWord} ${bm} ${colourPart}`;
    else if (r < 0.7) itemPhrase = `${kindWord} ${bm}${colourPart !== "" ? ` warna ${colourPart}` : ""}`;
    else itemPhrase = `${kindWord} ${colourPart}${brandPart !== "" ? ` jenama ${brandPart}` : ""} ${modelPart}`;
  }
  itemPhrase = itemPhrase.replace(/\s+/g, " ").trim();

  // Details, paraphrased away from the other side's wording
  const phrasings = new Map<string, string>();
  const detailTexts: string[] = [];
  for (const id of side.details) {
    const detail = DETAILS[id];
    if (detail === undefined) continue;
    const dl = wordLang();
    const phrasing = dice.pickOther(detail[dl], side.avoid.get(id));
    phrasings.set(id, phrasing);
    detailTexts.push(fill(dice, item, phrasing, dl, side.role));
  }
  if (side.role === "lost" && dice.chance(0.25)) detailTexts.push(dice.pick(OWNER_ONLY[lang]).replace(/\.$/, ""));
  const details = detailTexts.join(dice.chance(0.5) ? ", " : ". ");

  // The sentence
  const frames = side.role === "lost" ? LOST_FRAMES : FOUND_FRAMES;
  const frame = dice.pick(frames[lang]);
  const place = placePhrase(dice, side, wordLang());
  const time = dice.chance(side.role === "lost" ? 0.5 : 0.3) ? dice.pick(TIMES[lang]) : "";
  const spot = dice.chance(0.6) ? dice.pick(FINDER_SPOTS[lang]) : "";
  let description = frame
    .replace(/\ba \{item\}/g, `${article(itemPhrase, plainKindWord)}{item}`)
    .replace("{Item}", capitalise(itemPhrase))
    .replace("{item}", itemPhrase)
    .replace("{place}", place)
    .replace("{time}", time)
    .replace("{spot}", spot)
    .replace("{details}", details)
    .replace("{closer}", dice.pick(CLOSERS[lang]))
    .replace("{handover}", dice.pick(HANDOVERS[lang]));
  if (serialText !== null && dice.chance(0.3))
    description += kind.serial === "imei" ? ` IMEI ${serialText}.` : ` S/N: ${serialText}.`;
  if (place === "")
    description = description.replace(/\b(Last seen|Kali terakhir nampak|probably|Hilang|Lost it)\s*\./g, "");
  description = cleanUp(description);
  const casual = side.role === "found" ? (lang === "ms" ? 0.3 : 0.1) : 0.08;
  if (dice.chance(casual)) description = description.toLowerCase().replace(/[.!]$/, "");
  const noText = dice.chance(side.role === "found" ? 0.05 : 0.01);
  return {
    fields: {
      itemType: side.itemType,
      itemTypeOther,
      brand: brandField ? brandText : null,
      color: colourField ? colourWord : null,
      model: modelField ? modelText : null,
      description: noText ? null : description.slice(0, 1000),
    },
    kindWord: plainKindWord,
    colourWord,
    phrasings,
    mentioned: { brand: brandText !== null, colour: colourWord !== null, model: modelText !== null },
    otherTypo: side.otherTypo && itemTypeOther !== null,
    brandTypo: side.brandTypo && brandText !== null,
    kindTypo: side.kindTypo && !noText,
  };
}

// ---------------------------------------------------------------- places

const LOCATION_BY_ID = new Map(LOCATIONS.map((location) => [location.id, location]));

function placeFor(dice: Dice, kind: KindEntry | null): string {
  return dice.weighted(
    LOCATIONS,
    (l) => (LOCATION_WEIGHTS[l.id] ?? 1) * (kind?.places?.includes(l.id) === true ? 5 : 1),
  ).id;
}

function neighbours(id: string): string[] {
  const area = LOCATION_BY_ID.get(id)?.area ?? null;
  return area === null ? [] : LOCATIONS.filter((l) => l.area === area && l.id !== id).map((l) => l.id);
}

function elsewhere(dice: Dice, id: string): string {
  const area = LOCATION_BY_ID.get(id)?.area ?? null;
  return dice.weighted(
    LOCATIONS.filter((l) => l.id !== id && (area === null || l.area !== area)),
    (l) => LOCATION_WEIGHTS[l.id] ?? 1,
  ).id;
}

function nearPlace(dice: Dice, id: string): string {
  const r = dice.real();
  const near = neighbours(id);
  if (r < 0.35 || (r < 0.75 && near.length === 0)) return id;
  if (r < 0.75) return dice.pick(near);
  return elsewhere(dice, id);
}

// ---------------------------------------------------------------- cases

interface Draft {
  report: Omit<LabelledReport, "id">;
  order: number;
}

interface Case {
  lost: Draft;
  trueFound: Draft | null;
  decoys: Draft[];
  difficulties: Difficulty[];
}

type DecoyType = "sameBrandOtherColour" | "sameColourOtherBrand" | "samePlaceDate" | "weeksBefore" | "omitsField";

class Generator {
  private order = 0;
  private before: number;
  constructor(private readonly dice: Dice) {
    this.before = dice.real();
  }

  private draft(type: "lost" | "found", item: Item, rendered: Rendered, place: string, day: number): Draft {
    const dice = this.dice;
    const delay =
      type === "lost" ? dice.weighted([0, 1, 2, 3], (d) => [0.4, 0.3, 0.18, 0.12][d] ?? 0) : dice.chance(0.65) ? 0 : 1;
    return {
      order: this.order++,
      report: {
        type,
        ...rendered.fields,
        locationId: place,
        eventDate: isoDay(day),
        reportedAt: reportedAt(dice, day + delay),
        kind: item.kind.id,
      },
    };
  }

  /** A finder's side with a finder's habits. */
  private finderSide(item: Item, place: string, lang: Lang, itemType: ItemType): Side {
    const dice = this.dice;
    return {
      role: "found",
      lang,
      mixed: dice.chance(0.1),
      itemType,
      brand: dice.chance(0.7),
      colour: dice.chance(0.87),
      model: dice.chance(0.35),
      serial: item.serial !== null && dice.chance(0.08),
      details: item.details.filter(() => dice.chance(0.55)),
      avoid: new Map(),
      avoidKindWord: undefined,
      avoidColour: null,
      colourMode: dice.chance(0.5) ? "base" : dice.chance(0.6) ? "altShade" : "asIs",
      brandTypo: dice.chance(0.1),
      kindTypo: dice.chance(0.08),
      otherTypo: dice.chance(0.12),
      place,
      mentionPlace: dice.chance(0.7),
    };
  }

  private foundReport(item: Item, place: string, day: number, tweak: (side: Side) => void = () => {}): Draft {
    const { kind } = item;
    const itemType = kind.altItemType !== undefined && this.dice.chance(0.15) ? kind.altItemType : kind.itemType;
    const side = this.finderSide(item, place, this.dice.chance(0.5) ? "en" : "ms", itemType);
    tweak(side);
    return this.draft("found", item, render(this.dice, item, side), place, day);
  }

  case(noPair: boolean): Case {
    const dice = this.dice;
    const kind = dice.weighted(KINDS, (k) => k.weight * (noPair ? (k.common ?? 1) : 1));
    const item = makeItem(dice, kind);
    const lostPlace = placeFor(dice, kind);
    const lostDay = dice.weighted(ALL_DAYS.slice(0, DAYS - 3), dayWeight);
    const tags = new Set<Difficulty>();
    if (!TOP_KINDS.has(kind.id)) tags.add("uncommonKind");

    // Who files it under another form type
    let lostType: ItemType = kind.itemType;
    let foundType: ItemType = kind.itemType;
    if (kind.altItemType !== undefined && dice.chance(kind.itemType === "other" ? 0.5 : 0.35)) {
      if (!noPair && dice.chance(0.75)) foundType = kind.altItemType;
      else lostType = kind.altItemType;
    }
    let serialOwner = false;
    let serialFinder = false;
    if (item.serial !== null) {
      const r = dice.real();
      serialOwner = r < 0.15;
      serialFinder = r < 0.04 || (r >= 0.15 && r < 0.19);
    }
    const ownerDetails = item.details.filter(() => dice.chance(0.75));
    if (ownerDetails.length === 0 && item.details[0] !== undefined) ownerDetails.push(item.details[0]);
    const ownerSide: Side = {
      role: "lost",
      lang: dice.chance(0.55) ? "en" : "ms",
      mixed: dice.chance(0.12),
      itemType: lostType,
      brand: dice.chance(0.9),
      colour: dice.chance(0.96),
      model: dice.chance(0.75),
      serial: serialOwner,
      details: ownerDetails,
      avoid: new Map(),
      avoidKindWord: undefined,
      avoidColour: null,
      colourMode: dice.chance(0.85) ? "asIs" : "base",
      brandTypo: dice.chance(0.1),
      kindTypo: dice.chance(0.08),
      otherTypo: dice.chance(0.12),
      place: lostPlace,
      mentionPlace: dice.chance(0.75),
    };
    const owner = render(dice, item, ownerSide);
    const lost = this.draft("lost", item, owner, lostPlace, lostDay);
    if (owner.otherTypo) tags.add("otherTextTypo");
    if (owner.brandTypo) tags.add("brandTypo");
    if (owner.kindTypo) tags.add("kindTypo");

    let trueFound: Draft | null = null;
    if (noPair) {
      tags.add("noTruePair");
    } else {
      // When and where it turned up
      // Found the day before the recorded loss (the owner noticed late): spread evenly, not left to chance.
      this.before += FOUND_BEFORE_SHARE;
      const before = this.before >= 1;
      if (before) this.before -= 1;
      const r = dice.real();
      const offset = before
        ? -1
        : r < 0.8
          ? dice.int(0, 3)
          : r < 0.9
            ? dice.int(4, 7)
            : r < 0.97
              ? dice.int(8, 14)
              : dice.int(15, 30);
      if (offset < 0) tags.add("foundBefore");
      if (offset > 7) tags.add("foundLate");
      const p = dice.real();
      const near = neighbours(lostPlace);
      let foundPlace = lostPlace;
      if (p >= 0.5 && p < 0.8 && near.length > 0) {
        foundPlace = dice.pick(near);
        tags.add("neighbourPlace");
      } else if (p >= 0.5) {
        foundPlace = elsewhere(dice, lostPlace);
        tags.add("otherPlace");
      }
      const lang = dice.chance(0.4) ? other(ownerSide.lang) : ownerSide.lang;
      const side = this.finderSide(item, foundPlace, lang, foundType);
      side.serial = serialFinder;
      if (lang === ownerSide.lang) {
        side.avoid = owner.phrasings;
        side.avoidKindWord = dice.chance(0.7) ? owner.kindWord : undefined;
        side.avoidColour = owner.colourWord;
      }
      const finder = render(dice, item, side);
      trueFound = this.draft("found", item, finder, foundPlace, lostDay + offset);

      if (lang !== ownerSide.lang) tags.add("languageDiffers");
      if (lostType !== foundType) tags.add("categoryDiffers");
      if (finder.otherTypo) tags.add("otherTextTypo");
      if (finder.brandTypo) tags.add("brandTypo");
      if (finder.kindTypo) tags.add("kindTypo");
      if (item.brand !== null && owner.mentioned.brand !== finder.mentioned.brand) tags.add("missingBrand");
      if (item.colour !== null && owner.mentioned.colour !== finder.mentioned.colour) tags.add("missingColour");
      if (item.model !== null && owner.mentioned.model !== finder.mentioned.model) tags.add("missingModel");
      const shadeOf = item.colour !== null ? COLOURS[item.colour] : undefined;
      if (
        shadeOf !== undefined &&
        shadeOf.base !== item.colour &&
        owner.colourWord !== null &&
        finder.colourWord !== null
      ) {
        // A shade named at different granularity ("navy blue" / "biru"), or two different shade words in one language.
        const base = COLOURS[shadeOf.base];
        const baseWords = new Set([...(base?.en ?? []), ...(base?.ms ?? [])]);
        const ownerBase = baseWords.has(owner.colourWord);
        const finderBase = baseWords.has(finder.colourWord);
        const differentShadeWords =
          !ownerBase && !finderBase && lang === ownerSide.lang && owner.colourWord !== finder.colourWord;
        if (ownerBase !== finderBase || differentShadeWords) tags.add("shade");
      }
      if (lang === ownerSide.lang && [...finder.phrasings.keys()].some((id) => owner.phrasings.has(id)))
        tags.add("paraphrase");
    }

    const decoys = this.decoys(item, lostPlace, lostDay);
    if (decoys.length > 0) tags.add("lookAlike");
    return { lost, trueFound, decoys, difficulties: DIFFICULTIES.filter((d) => tags.has(d)) };
  }

  /** 0–3 found reports of the same kind that are not the item. */
  private decoys(item: Item, lostPlace: string, lostDay: number): Draft[] {
    const dice = this.dice;
    const { kind } = item;
    const count = dice.weighted([0, 1, 2, 3], (n) => [0.2, 0.35, 0.3, 0.15][n] ?? 0);
    const types: DecoyType[] = ["samePlaceDate"];
    if (item.brand !== null && kind.colours.length > 1) types.push("sameBrandOtherColour");
    if (item.colour !== null) types.push("sameColourOtherBrand", "omitsField");
    if (lostDay >= 14) types.push("weeksBefore");
    const out: Draft[] = [];
    const nearDay = () => Math.max(0, lostDay + dice.int(-2, 10));
    for (const type of dice.shuffle(types).slice(0, count)) {
      switch (type) {
        case "sameBrandOtherColour": {
          const model = item.brand?.models !== undefined && dice.chance(0.3) ? item.model : undefined;
          const colour = otherColour(dice, kind, item.colour, dice.chance(0.4));
          const decoy = makeItem(
            dice,
            kind,
            { brand: item.brand, colour, ...(model !== undefined ? { model } : {}) },
            item,
          );
          out.push(this.foundReport(decoy, nearPlace(dice, lostPlace), nearDay(), (side) => (side.colour = true)));
          break;
        }
        case "sameColourOtherBrand": {
          const brands = kind.brands.filter((b) => b !== item.brand);
          const brand =
            brands.length > 0 && (item.brand !== null || dice.chance(kind.branded)) ? dice.pick(brands) : null;
          const decoy = makeItem(dice, kind, { brand, colour: item.colour }, item);
          out.push(this.foundReport(decoy, nearPlace(dice, lostPlace), nearDay()));
          break;
        }
        case "samePlaceDate": {
          let decoy = makeItem(dice, kind, {}, item);
          if (decoy.brand === item.brand && decoy.colour === item.colour)
            decoy = { ...decoy, colour: otherColour(dice, kind, item.colour, false) };
          out.push(this.foundReport(decoy, lostPlace, lostDay + dice.int(0, 1)));
          break;
        }
        case "weeksBefore": {
          const details = [
            ...item.details.filter((id) => !IDENTIFYING.test(DETAILS[id]?.en.join(" ") ?? "")),
            ...pickDetails(dice, kind.details, 1, item.details),
          ];
          const fresh = makeVars(dice, item);
          const vars = new Map(item.vars);
          const decoy: Item = {
            ...item,
            ...fresh,
            vars,
            details,
            serial: item.serial !== null ? makeSerial(dice, kind.serial ?? "imei") : null,
          };
          out.push(this.foundReport(decoy, nearPlace(dice, lostPlace), lostDay - dice.int(14, Math.min(42, lostDay))));
          break;
        }
        case "omitsField": {
          const decoy = makeItem(
            dice,
            kind,
            { brand: item.brand, model: item.model, colour: otherColour(dice, kind, item.colour, false) },
            item,
          );
          decoy.details = pickDetails(dice, kind.details, dice.int(1, 2), item.details);
          out.push(
            this.foundReport(decoy, nearPlace(dice, lostPlace), nearDay(), (side) => {
              side.colour = false;
              side.brand = item.brand !== null;
              side.model = item.model !== null && dice.chance(0.6);
            }),
          );
          break;
        }
      }
    }
    return out;
  }

  /** A found report nobody reported lost: common things, any day, any place. */
  background(): Draft {
    const dice = this.dice;
    const kind = dice.weighted(KINDS, (k) => k.weight * (k.common ?? 1) ** 2);
    const item = makeItem(dice, kind);
    return this.foundReport(item, placeFor(dice, kind), dice.weighted(ALL_DAYS, dayWeight));
  }
}

// ---------------------------------------------------------------- the set

function emptyPart(): { cases: Case[]; background: Draft[] } {
  return { cases: [], background: [] };
}

function assemble(prefix: string, cases: Case[], background: Draft[]): LabelledPart {
  const byTime = (a: Draft, b: Draft) => a.report.reportedAt.localeCompare(b.report.reportedAt) || a.order - b.order;
  const lostDrafts = cases.map((c) => c.lost).sort(byTime);
  const foundDrafts = [
    ...cases.flatMap((c) => (c.trueFound === null ? c.decoys : [c.trueFound, ...c.decoys])),
    ...background,
  ].sort(byTime);
  const ids = new Map<Draft, string>();
  const pad = (n: number) => String(n + 1).padStart(4, "0");
  lostDrafts.forEach((d, i) => ids.set(d, `${prefix}-lost-${pad(i)}`));
  foundDrafts.forEach((d, i) => ids.set(d, `${prefix}-found-${pad(i)}`));
  const decoyOf = new Map<Draft, string>();
  for (const c of cases) for (const d of c.decoys) decoyOf.set(d, ids.get(c.lost) ?? "");
  const asReport = (d: Draft): LabelledReport => {
    const of = decoyOf.get(d);
    return { id: ids.get(d) ?? "", ...d.report, ...(of !== undefined ? { decoyOf: of } : {}) };
  };
  const truth = new Map<string, string>();
  const difficulties = new Map<string, Difficulty[]>();
  for (const c of cases) {
    const lostId = ids.get(c.lost) ?? "";
    if (c.trueFound !== null) truth.set(lostId, ids.get(c.trueFound) ?? "");
    difficulties.set(lostId, c.difficulties);
  }
  return { lost: lostDrafts.map(asReport), found: foundDrafts.map(asReport), truth, difficulties };
}

/** The labelled set for a seed (same seed, identical output). */
export function labelledSet(seed: number = DEFAULT_SEED): LabelledSet {
  const dice = new Dice(seededRandom(seed));
  const generator = new Generator(dice);
  const tuning = emptyPart();
  const heldOut = emptyPart();
  let caseFound = 0;
  for (let i = 0; i < CASES; i++) {
    const c = generator.case(dice.chance(NO_PAIR_SHARE));
    caseFound += c.decoys.length + (c.trueFound === null ? 0 : 1);
    (dice.chance(0.5) ? tuning : heldOut).cases.push(c);
  }
  const backgroundCount = Math.round((caseFound * BACKGROUND_SHARE) / (1 - BACKGROUND_SHARE));
  for (let i = 0; i < backgroundCount; i++) {
    const d = generator.background();
    (dice.chance(0.5) ? tuning : heldOut).background.push(d);
  }
  return {
    tuning: assemble("t", tuning.cases, tuning.background),
    heldOut: assemble("h", heldOut.cases, heldOut.background),
    locations: LOCATIONS.map(({ id, nameEn, area }) => ({ id, nameEn, area })),
  };
}

/** Locations in one (non-null) area are near each other (and a location is near itself). */
export function nearbyIn(set: LabelledSet): (a: string, b: string) => boolean {
  const area = new Map(set.locations.map((l) => [l.id, l.area]));
  return (a, b) => a === b || (area.get(a) !== null && area.get(a) !== undefined && area.get(a) === area.get(b));
}
