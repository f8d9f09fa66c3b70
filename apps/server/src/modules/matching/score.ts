import { identifierShape, MEASURE } from "../item-profile/identifiers";
import { colourBase, kindCategory, kindFamily } from "../item-profile/lexicon";
import { editDistance, overlap, sameWord } from "../item-profile/normalize";
import { COMMON_NAME_PARTS, CUT } from "../item-profile/names";
import type { MatchProfile } from "../item-profile/profile";
import { DESCRIPTORS, OPPOSITES, SCORING_WORDS } from "../item-profile/words";
import { DIFFERS_FROM, WEIGHTS as W } from "./weights";
import { daysBetween } from "../../core/calendar";

/**
 * Why a pair may match, for people: each becomes a sentence in their language. `sameSerial` is
 * the office's alone (likely-owners.ts): a found item's serial number is hidden from students, so
 * the score an owner sees never reads it (weigh).
 */
export type MatchReason =
  | { code: "sameSerial" }
  | { code: "sameKind" }
  | { code: "similarKind" }
  | { code: "sameBrand" }
  | { code: "sameModel" }
  | { code: "sameColour" }
  | { code: "similarColour" }
  | { code: "sameLocation" }
  | { code: "nearbyLocation" }
  | { code: "foundSameDay" }
  | { code: "foundDaysAfter"; days: number }
  | { code: "foundDaysBefore"; days: number }
  | { code: "similarDescription" }
  /** Something the two say of the thing tells them apart (another name, model, size...): a suggestion, never a notice. */
  | { code: "detailsDiffer" };

export interface PairScore {
  /** 0 to 1: how likely the found report is the lost item, from what both sides may see. */
  score: number;
  reasons: MatchReason[];
}

/** Whether two locations are the same building or next to each other. */
export type Nearby = (a: string, b: string) => boolean;

/**
 * The reasons a pair gathers, one bit each, in the order they are listed (the date's reason is
 * made from the days). Kept as bits while the evidence is weighed: a run weighs thousands of
 * pairs and lists the reasons of the few that pass, so only those become objects.
 */
const BIT = {
  sameKind: 1 << 0,
  similarKind: 1 << 1,
  sameBrand: 1 << 2,
  sameColour: 1 << 3,
  similarColour: 1 << 4,
  sameModel: 1 << 5,
  date: 1 << 6,
  sameLocation: 1 << 7,
  nearbyLocation: 1 << 8,
  similarDescription: 1 << 9,
} as const;

/** What must agree besides the day and the place before a pair whose kinds are unsure is worth listing. */
const ITEM_REASONS = BIT.sameBrand | BIT.sameModel | BIT.sameColour | BIT.similarColour | BIT.similarDescription;

/** Evidence for and against a pair, in log-odds: what each part of the reports says. */
interface Evidence {
  logOdds: number;
  /** The reasons so far (BIT). */
  reasons: number;
  /** Days from lost to found. */
  days: number;
  /** Nothing says the two are the same kind of thing (a kind the vocabulary does not know). */
  kindUnsure: boolean;
  /** One is the other's container or content, named in its description (a laptop and the bag it was in). */
  viaMention: boolean;
  /** A detail of the thing tells against the pair (DIFFERS_FROM or more): it may be listed, never noticed. */
  differs: boolean;
}

/** Evidence against a pair from what the two say of the thing; from DIFFERS_FROM down it marks the pair as differing. */
function against(e: Evidence, logOdds: number): void {
  e.logOdds += logOdds;
  if (logOdds <= DIFFERS_FROM) e.differs = true;
}

/** The reasons that carry no figure, made once. */
const REASON: { readonly [C in Exclude<MatchReason["code"], "foundDaysAfter" | "foundDaysBefore">]: MatchReason } =
  Object.freeze({
    sameSerial: { code: "sameSerial" },
    sameKind: { code: "sameKind" },
    similarKind: { code: "similarKind" },
    sameBrand: { code: "sameBrand" },
    sameModel: { code: "sameModel" },
    sameColour: { code: "sameColour" },
    similarColour: { code: "similarColour" },
    sameLocation: { code: "sameLocation" },
    nearbyLocation: { code: "nearbyLocation" },
    foundSameDay: { code: "foundSameDay" },
    similarDescription: { code: "similarDescription" },
    detailsDiffer: { code: "detailsDiffer" },
  });

/** Each reason's bit and, but for the date's, the reason. */
const LISTED = [
  [BIT.sameKind, REASON.sameKind],
  [BIT.similarKind, REASON.similarKind],
  [BIT.sameBrand, REASON.sameBrand],
  [BIT.sameColour, REASON.sameColour],
  [BIT.similarColour, REASON.similarColour],
  [BIT.sameModel, REASON.sameModel],
  [BIT.date, null],
  [BIT.sameLocation, REASON.sameLocation],
  [BIT.nearbyLocation, REASON.nearbyLocation],
  [BIT.similarDescription, REASON.similarDescription],
] as const;

/** The evidence's reasons for people, in their order. */
function reasonsOf(e: Evidence): MatchReason[] {
  const reasons: MatchReason[] = [];
  for (const [bit, reason] of LISTED) {
    if (!(e.reasons & bit)) continue;
    if (reason) reasons.push(reason);
    else if (e.days === 0) reasons.push(REASON.foundSameDay);
    else
      reasons.push(e.days > 0 ? { code: "foundDaysAfter", days: e.days } : { code: "foundDaysBefore", days: -e.days });
  }
  if (e.differs) reasons.push(REASON.detailsDiffer);
  return reasons;
}

const hasDigit = (word: string) => /\d/.test(word);
const DESCRIBING = new Set(DESCRIPTORS.filter((descriptor) => !descriptor.figure).map((descriptor) => descriptor.id));
/** Figures on a thing (words/descriptors.json): a named figure says as much as a name, and two that differ tell two things apart. */
const FIGURES = new Set(DESCRIPTORS.filter((descriptor) => descriptor.figure).map((descriptor) => descriptor.id));
const PATTERNS = new Set(DESCRIPTORS.filter((descriptor) => descriptor.pattern).map((descriptor) => descriptor.id));
const DAMAGE = new Set(DESCRIPTORS.filter((descriptor) => descriptor.damage).map((descriptor) => descriptor.id));
const CONNECTORS = new Set(DESCRIPTORS.filter((descriptor) => descriptor.connector).map((descriptor) => descriptor.id));
const isDescriptor = (word: string) => DESCRIBING.has(word);
// Plain loops in the helpers below: they run for each of a run's thousands of candidates, and
// callbacks that close over their arguments were most of what scoring allocated.

/** Whether the lists share an entry. */
function shares(a: string[], b: string[]): boolean {
  for (const x of a) if (b.includes(x)) return true;
  return false;
}

/** Whether `word` is in `list`, a typo forgiven (sameWord). */
function hasSameWord(list: string[], word: string): boolean {
  for (const other of list) if (sameWord(word, other)) return true;
  return false;
}

/** Whether a model code of `a` (a word with digits) is one of `b`'s, a typo forgiven. */
function sharesCode(a: string[], b: string[]): boolean {
  for (const code of a)
    if (hasDigit(code)) for (const other of b) if (hasDigit(other) && sameWord(code, other)) return true;
  return gluedCode(a, b) || gluedCode(b, a);
}

/**
 * Whether a model code of `model` is one of `words`, ends one after a name ("tabp11" for "Tab P11",
 * "iphone13"), or is one of them glued to the next ("fx991esplus" for "fx-991ES Plus").
 */
function codeIn(model: string[], words: string[]): boolean {
  for (const code of model) {
    if (!hasDigit(code)) continue;
    for (const word of words)
      if (word === code || (word.endsWith(code) && /^[a-z]+$/.test(word.slice(0, -code.length)))) return true;
  }
  return gluedCode(model, words);
}

/** Whether a code of `codes` is two neighbouring words of `words`, one with digits, glued ("fx991es" "plus", "thinkpad" "e14"). */
function gluedCode(codes: string[], words: string[]): boolean {
  for (let at = 0; at + 1 < words.length; at++) {
    const word = words[at]!;
    if (!hasDigit(word) && !hasDigit(words[at + 1]!)) continue;
    for (const code of codes)
      if (code.length === word.length + words[at + 1]!.length && code.startsWith(word) && code.endsWith(words[at + 1]!))
        return true;
  }
  return false;
}

/** The first family (or category) that a kind of `a` and a kind of `b` both belong to. */
function sharedLabel(a: string[], b: string[], labelOf: (kind: string) => string | undefined): string | undefined {
  for (const x of a) {
    const label = labelOf(x);
    if (label === undefined) continue;
    for (const y of b) if (labelOf(y) === label) return label;
  }
  return undefined;
}

/**
 * The same kind, a kind its description names, a kind of the same family, or only the same
 * category (the reports were compared because of it); for kinds the vocabulary does not know,
 * the same words. False: other things.
 */
function kindEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): boolean {
  const mentionsKind = lost.itemType === "other" || found.itemType === "other";
  if (lost.kinds.length && found.kinds.length) {
    if (shares(lost.kinds, found.kinds)) {
      e.logOdds += W.sameKind;
      if (mentionsKind) e.reasons |= BIT.sameKind;
      return true;
    }
    if (shares(lost.kinds, found.mentioned) || shares(lost.mentioned, found.kinds)) {
      e.logOdds += W.mentionedKind;
      e.reasons |= BIT.sameKind;
      // Things of two categories met this way are a thing and its container or content (a laptop, its bag).
      e.viaMention = !sharedLabel(lost.kinds, found.kinds, kindCategory);
      return true;
    }
    const family = sharedLabel(lost.kinds, found.kinds, kindFamily);
    if (family) {
      // A family's general word ("card", "key") is the same thing as any of its members ("matric card", "room key").
      const general = lost.kinds.includes(family) || found.kinds.includes(family);
      e.logOdds += general ? W.generalKind : W.similarKind;
      e.reasons |= general ? BIT.sameKind : BIT.similarKind;
      return true;
    }
    if (!sharedLabel(lost.kinds, found.kinds, kindCategory)) return false;
    against(e, W.sameCategory);
    return true;
  }
  // One side or both name a kind the vocabulary does not know: compare what they typed (with the
  // other's own words when it names a known kind: "stylus" may be in "pen with a stylus tip").
  const bothUnknown = !lost.kinds.length && !found.kinds.length;
  const lostWords = lost.kinds.length ? lost.words : lost.kindWords;
  const foundWords = found.kinds.length ? found.words : found.kindWords;
  const shared = bothUnknown
    ? overlap(lostWords, foundWords)
    : overlap(lost.kinds.length ? foundWords : lostWords, lost.kinds.length ? lostWords : foundWords);
  if (shared >= 0.5) {
    e.logOdds += W.sameKind * shared;
    e.reasons |= BIT.sameKind;
  } else {
    against(e, bothUnknown ? W.unknownKindDiffers : W.oneKindUnknown);
    e.kindUnsure = true;
  }
  return true;
}

/** A brand typed with one slip the vocabulary could not place ("Coah" for Coach, "Piesn" for Pisen). */
const closeBrand = (a: string, b: string) =>
  Math.min(a.length, b.length) >= 4 && a[0] === b[0] && editDistance(a, b, 1) <= 1;

function brandEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (lost.brands.length && found.brands.length) {
    if (shares(lost.brands, found.brands)) {
      e.logOdds += W.sameBrand;
      e.reasons |= BIT.sameBrand;
    } else against(e, W.brandDiffers);
    return;
  }
  // A brand the vocabulary does not know, typed on both sides (or on one, against a known one).
  const lostWords = lost.brands.length ? lost.brands : lost.brandWords;
  const foundWords = found.brands.length ? found.brands : found.brandWords;
  if (!lostWords.length && !foundWords.length) return;
  if (!lostWords.length || !foundWords.length) {
    // An unknown brand typed in one brand field, named in the other's description ("Soundpeats earbuds").
    const [typed, text] = lostWords.length ? [lost.brandWords, found.words] : [found.brandWords, lost.words];
    if (typed.length && typed.every((word) => hasSameWord(text, word))) {
      e.logOdds += W.sameBrand * W.unknownBrandShare;
      e.reasons |= BIT.sameBrand;
    }
    return;
  }
  if (overlap(lostWords, foundWords) >= 0.5 || lostWords.some((a) => foundWords.some((b) => closeBrand(a, b)))) {
    e.logOdds += W.sameBrand * W.unknownBrandShare;
    e.reasons |= BIT.sameBrand;
  } else against(e, W.unknownBrandDiffers);
}

/** How two colours relate: the same, a shade of the other, shades of one colour, near, or other. */
function colourRelation(a: string, b: string): "same" | "shade" | "sibling" | "near" | "other" {
  if (a === b) return "same";
  const baseA = colourBase(a);
  const baseB = colourBase(b);
  if (baseA === baseB) return a === baseA || b === baseB ? "shade" : "sibling";
  return NEAR.get(baseA)?.has(baseB) ? "near" : "other";
}

/** Base colours people mix up or name either way (words/scoring/near-colours.json), both ways: colour to the colours near it. */
const NEAR = new Map<string, Set<string>>();
for (const [x, y] of SCORING_WORDS.nearColours) {
  for (const [from, to] of [
    [x, y],
    [y, x],
  ] as const)
    NEAR.set(from, (NEAR.get(from) ?? new Set()).add(to));
}

const RELATION_ORDER = ["same", "shade", "sibling", "near", "other"] as const;

function colourEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (e.viaMention) return void mentionColourEvidence(lost, found, e);
  // The colour field first; a colour only mentioned in the text counts half (a case or a sticker may be meant).
  const lostColours = lost.colours.length ? lost.colours : lost.otherColours;
  const foundColours = found.colours.length ? found.colours : found.otherColours;
  if (!lostColours.length || !foundColours.length) return;
  const weight = lost.colours.length && found.colours.length ? 1 : Math.min(1, W.textColourShare);
  let best: (typeof RELATION_ORDER)[number] = "other";
  let bestColour = "";
  for (const a of lostColours) {
    for (const b of foundColours) {
      const relation = colourRelation(a, b);
      if (RELATION_ORDER.indexOf(relation) < RELATION_ORDER.indexOf(best)) {
        best = relation;
        bestColour = a;
      }
    }
  }
  if (best === "same") {
    e.logOdds += weight * (colourBase(bestColour) === bestColour ? W.sameColour : W.sameShade);
    e.reasons |= BIT.sameColour;
  } else if (best === "shade") {
    e.logOdds += weight * W.shadeOfColour;
    e.reasons |= BIT.similarColour;
  } else if (best !== "other" || !partColourOf(lostColours, foundColours, lost, found))
    against(e, weight * (best === "sibling" ? W.siblingShades : best === "near" ? W.nearColour : W.colourDiffers));
}

/**
 * Whether a colour one side gives the thing is the colour either report gives a part of it: a
 * finder who sees a pink case may call the phone pink, and a band's owner who changed its strap to
 * green meets a finder of a "green" band. Two such colours say nothing either way.
 */
function partColourOf(lostColours: string[], foundColours: string[], lost: MatchProfile, found: MatchProfile): boolean {
  // Most reports give no part a colour; this runs for every candidate of another colour, so plain loops, no copies.
  return (
    givesPartColour(lost.partColours, lostColours, foundColours) ||
    givesPartColour(found.partColours, lostColours, foundColours)
  );
}

/** Whether one of the parts' colours (entries "part:colour") is, by its base, one of `a` or `b`. */
function givesPartColour(entries: string[], a: string[], b: string[]): boolean {
  for (const entry of entries) {
    const base = colourBase(entry.slice(entry.indexOf(":") + 1));
    for (const colour of a) if (colourBase(colour) === base) return true;
    for (const colour of b) if (colourBase(colour) === base) return true;
  }
  return false;
}

/**
 * The colours of a pair that met through a description naming the other's kind (a laptop's owner
 * and the finder of the grey backpack it was in): one's own colour is not the other's, so each
 * side's own colours are compared with the colour the other gives that kind of thing ("beg galas
 * kelabu"), if it gives one; otherwise the colours say nothing.
 */
function mentionColourEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  let best: (typeof RELATION_ORDER)[number] | undefined;
  const compare = (own: MatchProfile, other: MatchProfile) => {
    const colours = own.colours.length ? own.colours : own.otherColours;
    for (const entry of other.partColours) {
      const colon = entry.indexOf(":");
      if (!own.kinds.includes(entry.slice(0, colon))) continue;
      for (const colour of colours) {
        const relation = colourRelation(colour, entry.slice(colon + 1));
        if (best === undefined || RELATION_ORDER.indexOf(relation) < RELATION_ORDER.indexOf(best)) best = relation;
      }
    }
  };
  compare(lost, found);
  compare(found, lost);
  if (best === undefined) return;
  if (best === "same" || best === "shade") {
    e.logOdds += W.samePartColour;
    e.reasons |= BIT.similarColour;
  } else if (best === "other") against(e, W.partColourDiffers);
}

function modelEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (lost.model.length && found.model.length) {
    if (lost.model.some(hasDigit) && found.model.some(hasDigit)) {
      if (sharesCode(lost.model, found.model)) {
        e.logOdds += W.sameModelCode;
        e.reasons |= BIT.sameModel;
      } else against(e, W.modelCodeDiffers);
    } else if (overlap(lost.model, found.model) >= 0.5) {
      e.logOdds += W.sameModelWords;
      e.reasons |= BIT.sameModel;
    }
    return;
  }
  // One side typed the model into its description ("iPhone 13, cracked").
  const model = lost.model.length ? lost.model : found.model;
  const text = lost.model.length ? found.words : lost.words;
  if (codeIn(model, text)) {
    e.logOdds += W.modelInText;
    e.reasons |= BIT.sameModel;
  }
}

/** Log-odds by days from lost to found, between the points below (found shortly after scores most). */
function dateLogOdds(days: number): number {
  const points = W.datePoints;
  if (days <= points[0]![0]) return points[0]![1];
  for (let index = 1; index < points.length; index++) {
    const [x1, y1] = points[index]!;
    const [x0, y0] = points[index - 1]!;
    if (days <= x1) return y0 + ((y1 - y0) * (days - x0)) / (x1 - x0);
  }
  return points[points.length - 1]![1];
}

/** dateLogOdds of each whole day from the first point to the last (days outside take the nearest). */
const FIRST_DAY = W.datePoints[0]![0];
const DATE_LOG_ODDS = Array.from({ length: W.datePoints[W.datePoints.length - 1]![0] - FIRST_DAY + 1 }, (_, index) =>
  dateLogOdds(FIRST_DAY + index),
);
const dateLogOddsOfDay = (days: number) =>
  DATE_LOG_ODDS[Math.min(Math.max(days - FIRST_DAY, 0), DATE_LOG_ODDS.length - 1)]!;

function dateEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  e.days = daysBetween(lost.eventDate, found.eventDate);
  e.logOdds += dateLogOddsOfDay(e.days);
  e.reasons |= BIT.date;
}

function placeEvidence(lost: MatchProfile, found: MatchProfile, nearby: Nearby, e: Evidence): void {
  if (lost.locationId === found.locationId) {
    e.logOdds += W.samePlace;
    e.reasons |= BIT.sameLocation;
  } else if (nearby(lost.locationId, found.locationId)) {
    e.logOdds += W.nearbyPlace;
    e.reasons |= BIT.nearbyLocation;
  } else e.logOdds += W.otherPlace;
}

/**
 * How much a shared word says: a describing word of the vocabulary ("scratched", "sticker") a
 * little, any other word (a name, "totoro") more, a word with digits (a matric number, a model
 * code) most, though a bare count ("5 keys") only as much as a describing word; and less when
 * many of the candidates use it too.
 */
export type WordWeight = (word: string) => number;

/** A bare count ("5 keys"): a detail many things share. */
const isCount = (word: string) => /^\d{1,2}$/.test(word);

export const baseWordWeight: WordWeight = (word) =>
  isCount(word) ? W.describingWord : hasDigit(word) ? W.codeWord : isDescriptor(word) ? W.describingWord : W.otherWord;

/** Weights that also count how common each word is among the reports compared in this run. */
export function wordWeights(profiles: MatchProfile[]): WordWeight {
  const seen = new Map<string, number>();
  const count1 = (word: string) => seen.set(word, (seen.get(word) ?? 0) + 1);
  for (const profile of profiles) {
    // Each list is unique already (profile.ts); a model word also in the words counts once.
    for (const word of profile.words) count1(word);
    for (const word of profile.model) if (!profile.words.includes(word)) count1(word);
  }
  const count = profiles.length;
  return (word) => {
    const share = count >= W.commonFromReports ? (seen.get(word) ?? 0) / count : 0;
    return baseWordWeight(word) * (share > W.commonShare ? W.commonDamping : 1);
  };
}

/**
 * Names written on the thing: two reports that each give a person's name are of two people's
 * things when no part of either is in the other, or when each gives a part of its own that the
 * other lacks ("Chong Mei Ling" and "Chong Mei Xuan", "Karthik Nair" and "Arjun Nair"). A finder
 * who copies part of the name ("Izzati" for "Nur Izzati") names the same person, which counts
 * for the pair by the parts they share that few names carry; the parts many names share
 * (names.ts, COMMON_NAME_PARTS) are no part of one's own and say nothing either way.
 */
function nameEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.names.length || !found.names.length) return;
  // A part written the same, or read only in part, is shared. One a letter or two apart ("Afiqah"
  // and "Afifah", "Ramasamy" and "Ramasami") may be a slip or another person: neither shared nor
  // a part of its own, so two names that differ only so say nothing either way.
  const named = (name: string, other: MatchProfile) =>
    other.names.includes(name) || other.words.includes(name) || cutShortOf(name, other.names);
  const nearly = (name: string, other: MatchProfile) =>
    named(name, other) || hasSameWord(other.names, name) || hasSameWord(other.words, name);
  const sharesPart = lost.names.some((name) => named(name, found)) || found.names.some((name) => named(name, lost));
  if (!sharesPart && lost.names.some((name) => nearly(name, found))) return;
  if (!sharesPart || (hasOwnPart(lost, found, nearly) && hasOwnPart(found, lost, nearly))) {
    against(e, W.namesDiffer);
    return;
  }
  // One name is the other's, or part of it: one person's, the surer the more rare parts they share.
  e.logOdds += W.sameNamePart * Math.min(2, rarePartsShared(lost, found, named));
}

/** Whether a name part and one of `names` are one, either read only in part ("kam…" of "kamal"). */
function cutShortOf(name: string, names: string[]): boolean {
  const start = (part: string) => (part.endsWith(CUT) ? part.slice(0, -CUT.length) : undefined);
  for (const other of names) {
    const [a, b] = [start(name), start(other)];
    if ((a !== undefined && other.startsWith(a)) || (b !== undefined && name.startsWith(b))) return true;
  }
  return false;
}

/** How many parts the two names share that not many names share (counted on the side that gives more). */
function rarePartsShared(
  lost: MatchProfile,
  found: MatchProfile,
  named: (name: string, other: MatchProfile) => boolean,
): number {
  let fromLost = 0;
  let fromFound = 0;
  for (const name of lost.names) if (!COMMON_NAME_PARTS.has(name) && named(name, found)) fromLost++;
  for (const name of found.names) if (!COMMON_NAME_PARTS.has(name) && named(name, lost)) fromFound++;
  return Math.max(fromLost, fromFound);
}

/** Whether `one` names a part of a name, not one many names share, that `other` does not give. */
function hasOwnPart(
  one: MatchProfile,
  other: MatchProfile,
  named: (name: string, other: MatchProfile) => boolean,
): boolean {
  for (const name of one.names) if (!COMMON_NAME_PARTS.has(name) && !named(name, other)) return true;
  return false;
}

/** Marks a finder sees that an owner who knows the thing would name: a sticker or a keychain, a name, an engraving, an identifier. */
const ATTACHED = new Set([...SCORING_WORDS.attached, ...FIGURES]);
const NAMED = new Set(SCORING_WORDS.named);
const MARKED = new Set(SCORING_WORDS.marked);
/** Words of a print on the thing, which a plain one does not have. */
const PRINTED = new Set(SCORING_WORDS.printed);

/** Whether `things` names one `besides` does not. */
function hasOtherThing(things: string[], besides: string[]): boolean {
  for (const thing of things) if (!besides.includes(thing)) return true;
  return false;
}

function hasAny(words: string[], set: Set<string>): boolean {
  for (const word of words) if (set.has(word)) return true;
  return false;
}
/** Whether any of the identifiers is the item's (not a phone number to call). */
function hasItemIdentifier(identifiers: string[]): boolean {
  for (const identifier of identifiers) if (identifierShape(identifier) !== null) return true;
  return false;
}

/** Marks the finder names that the owner, who wrote a description, does not. */
function unsaidMarkEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.words.length) return;
  let unsaid = 0;
  if (hasAny(found.words, ATTACHED) && !hasAny(lost.words, ATTACHED)) unsaid++;
  if ((found.names.length || hasAny(found.words, NAMED)) && !lost.names.length && !hasAny(lost.words, NAMED)) unsaid++;
  if (hasAny(found.words, MARKED) && !hasAny(lost.words, MARKED)) unsaid++;
  if (!lost.identifiers.length && hasItemIdentifier(found.identifiers)) unsaid++;
  e.logOdds += unsaid * W.markUnsaid;
}

const startsWithDigit = (word: string) => word.charCodeAt(0) >= 48 && word.charCodeAt(0) <= 57;

/** Both give a measure in one unit (watts, capacity, volume, storage), and none the same: "65w" and "20w". */
function measureEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  let unitOfBoth = false;
  for (const a of lost.words) {
    if (!startsWithDigit(a)) continue;
    const unit = MEASURE.exec(a)?.[2];
    if (unit === undefined) continue;
    for (const b of found.words) {
      if (b === a) return; // one measure the same: a phone's "8gb" beside its "256gb" is no conflict
      if (startsWithDigit(b) && b.endsWith(unit) && MEASURE.exec(b)?.[2] === unit) unitOfBoth = true;
    }
  }
  if (unitOfBoth) against(e, W.measureDiffers);
}

/** Both descriptions give a size ("saiz 9" and "size 7"; "size M" and "saiz L"), and none is the same. */
function sizeEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.sizes.length || !found.sizes.length) return;
  for (const size of lost.sizes) if (found.sizes.includes(size)) return;
  against(e, W.sizeDiffers);
}

/** Both descriptions give a key tag's room number, and none is the same: two rooms' keys. */
function roomEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (lost.rooms.length && found.rooms.length && !shares(lost.rooms, found.rooms)) against(e, W.roomDiffers);
}

/** Both descriptions give a student's faculty: the same counts for the pair, none the same against it (two students' cards). */
function facultyEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.faculties.length || !found.faculties.length) return;
  e.logOdds += shares(lost.faculties, found.faculties) ? W.sameFaculty : W.facultyDiffers;
}

/**
 * Both descriptions give initials on the thing: the same letters count for the pair, letters of
 * which neither is part of the other ("AA" and "NA"; "N" is part of "NA") against it.
 */
function initialsEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.initials.length || !found.initials.length) return;
  let related = false;
  for (const a of lost.initials)
    for (const b of found.initials) {
      if (a === b) return void (e.logOdds += W.sameInitials);
      if (a.includes(b) || b.includes(a)) related = true;
    }
  if (!related) against(e, W.initialsDiffer);
}

/**
 * Both descriptions quote text from the thing, and no text of one is the other's or part of it
 * ("FKE BATCH 22" and "FKM BATCH 21"; "Keep Calm" agrees with "Keep Calm and Code On").
 */
function quotedEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.quoted.length || !found.quoted.length) return;
  for (const a of lost.quoted) for (const b of found.quoted) if (containsQuote(a, b) || containsQuote(b, a)) return;
  against(e, W.quotedDiffers);
}

/** Whether quoted text `part` is within `whole`, word by word, typos forgiven. */
function containsQuote(whole: string, part: string): boolean {
  if (whole.includes(part)) return true;
  const words = whole.split(" ");
  return part.split(" ").every((word) => words.some((other) => sameWord(word, other)));
}

/** Both count one part ("4 charm" and "2 charms", "3 keys" and "5 keys"), and none of those counts is the same. */
function countEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.counts.length || !found.counts.length) return;
  let differs = false;
  for (const a of lost.counts) {
    const part = a.slice(0, a.indexOf(":") + 1);
    for (const b of found.counts) {
      if (!b.startsWith(part)) continue;
      if (b === a) return;
      differs = true;
    }
  }
  if (differs) against(e, W.countDiffers);
}

/** Both give the colour of one part ("casing hitam" and "black case"; "hood biru" and "hood merah"). */
function partColourEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.partColours.length || !found.partColours.length) return;
  // Each part is judged on its own, and one that differs outweighs any that agrees ("casing hitam,
  // hood biru" and "casing hitam, hood merah" are two things).
  const coloursOf = (entries: string[], part: string) =>
    entries.filter((entry) => entry.startsWith(part)).map((entry) => entry.slice(part.length));
  let agrees = false;
  for (const part of new Set(lost.partColours.map((entry) => entry.slice(0, entry.indexOf(":") + 1)))) {
    const theirs = coloursOf(found.partColours, part);
    if (!theirs.length) continue;
    const relations = coloursOf(lost.partColours, part).flatMap((a) => theirs.map((b) => colourRelation(a, b)));
    if (relations.some((relation) => relation === "same" || relation === "shade" || relation === "sibling"))
      agrees = true;
    else if (relations.includes("other")) return void against(e, W.partColourDiffers);
  }
  if (agrees) e.logOdds += W.samePartColour;
}

/** One description says the thing has no such part ("no name", "no case", "casing hilang") and the other names it. */
function absentEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (saysAbsent(found, lost) || saysAbsent(lost, found)) against(e, W.saidAbsent);
}

function saysAbsent(one: MatchProfile, other: MatchProfile): boolean {
  for (const word of one.absent) if (other.words.includes(word) || other.mentioned.includes(word)) return true;
  // "No damage", "elok", "like new" against a crack, a dent or a scratch the other names.
  if (one.words.includes("intact") || one.absent.includes("broken"))
    for (const word of other.words) if (DAMAGE.has(word)) return true;
  // "No accessories" against a sticker, keychain, charm or phone grip on it.
  if (one.absent.includes("accessory") && (hasAny(other.words, ATTACHED) || other.words.includes("grip"))) return true;
  // "Empty" (kosong) against things the other found inside it ("has a charger inside").
  if (one.words.includes("empty") && other.words.includes("inside") && hasOtherThing(other.mentioned, one.mentioned))
    return true;
  // "Plain" against words or a logo printed on it (another pattern is patternEvidence's).
  if (one.words.includes("plain") && (other.quoted.length > 0 || hasAny(other.words, PRINTED))) return true;
  // "No markings" against a name, initials or words written on it.
  if (one.absent.includes("marking"))
    return (
      other.names.length > 0 ||
      other.quoted.length > 0 ||
      other.initials.length > 0 ||
      other.words.some((word) => MARKED.has(word) || NAMED.has(word))
    );
  return false;
}

/** A character figure's animal (FIGURE_IS: "rilakkuma" is a "bear"). */
const FIGURE_IS = new Map(DESCRIPTORS.flatMap((descriptor) => (descriptor.is ? [[descriptor.id, descriptor.is]] : [])));

/**
 * Each description names figures on the thing (a cat sticker, a Doraemon keychain), and none is
 * the same; a character and its animal are the same ("Rilakkuma keychain", "keychain beruang").
 */
function figureEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!namesOtherOfSort(lost, found, FIGURES)) return;
  // Two characters of one kind (Pikachu and Eevee, Doraemon and Hello Kitty) are two figures,
  // whatever else either side names.
  for (const a of lost.words) {
    const kind = FIGURE_IS.get(a);
    if (kind !== undefined)
      for (const b of found.words) if (FIGURE_IS.get(b) === kind) return void against(e, W.figureDiffers);
  }
  for (const a of lost.words) {
    if (!FIGURES.has(a)) continue;
    for (const b of found.words) if (FIGURES.has(b) && (FIGURE_IS.get(a) === b || FIGURE_IS.get(b) === a)) return;
  }
  against(e, W.figureDiffers);
}

/** Each description names the thing's pattern (striped, floral, polka dots, plain), and none is the same. */
function patternEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (namesOtherOfSort(lost, found, PATTERNS)) against(e, W.patternDiffers);
}

/** Each description names how the thing plugs in (USB-C, Lightning, micro-USB), and none is the same. */
function connectorEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (namesOtherOfSort(lost, found, CONNECTORS)) against(e, W.connectorDiffers);
}

/**
 * One description says the thing is one of two opposites the other names ("tebal" and "thin",
 * "soft case" and "hard case"; OPPOSITES in words/opposites.json), and neither says both.
 */
function oppositeEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  for (const [a, b] of OPPOSITES) {
    const [lostA, lostB] = [lost.words.includes(a), lost.words.includes(b)];
    if (lostA === lostB) continue;
    const [foundA, foundB] = [found.words.includes(a), found.words.includes(b)];
    if (foundA !== foundB && foundA !== lostA) return void against(e, W.oppositeWords);
  }
}

/** Whether both descriptions name words of one sort (figures, patterns), and none the same. */
function namesOtherOfSort(lost: MatchProfile, found: MatchProfile, sort: ReadonlySet<string>): boolean {
  let named = false;
  for (const word of lost.words) {
    if (!sort.has(word)) continue;
    if (found.words.includes(word)) return false;
    named = true;
  }
  if (!named) return false;
  for (const word of found.words) if (sort.has(word)) return true;
  return false;
}

/**
 * An identifier both descriptions give, however spaced (identifiers.ts); or two identifiers of one
 * shape that differ (two matric numbers, two plates: two people's things).
 */
function identifierEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.identifiers.length || !found.identifiers.length) return;
  if (shares(lost.identifiers, found.identifiers)) {
    e.logOdds += W.sameIdentifier;
    e.reasons |= BIT.similarDescription;
  } else if (sharesShape(lost.identifiers, found.identifiers)) against(e, W.identifierDiffers);
}

/** Whether two lists of identifiers hold one of the same shape (identifierShape). */
function sharesShape(a: string[], b: string[]): boolean {
  for (const x of a) {
    const shape = identifierShape(x);
    if (shape === null) continue;
    for (const y of b) if (identifierShape(y) === shape) return true;
  }
  return false;
}

/** Words both descriptions share (typos forgiven), weighed. */
function textEvidence(lost: MatchProfile, found: MatchProfile, weight: WordWeight, e: Evidence): void {
  // Each list is unique already (profile.ts); a model word also in the words counts once. Plain
  // loops and no closures: this runs for thousands of candidates a run, and what it allocated
  // (copies of the lists, callbacks) was most of its cost.
  let shared = 0;
  for (const word of lost.words)
    if (
      !modelled(lost, found, word) &&
      (lost.names.length && lost.names.includes(word) ? exactWord(found, word) : sharesWord(found, word))
    )
      shared += weight(word);
  for (const word of lost.model)
    if (!lost.words.includes(word) && !modelled(lost, found, word) && sharesWord(found, word)) shared += weight(word);
  // A thing both name with it ("keys with an access card" and "kunci bersama kad akses"), in either
  // language: a detail like a describing word (the vocabulary reads it as a kind, so it is no
  // word). Many things are carried with an access card or a charger: it is no reason to tell.
  let alongside = 0;
  for (const kind of lost.mentioned)
    if (found.mentioned.includes(kind) && !found.kinds.includes(kind)) alongside += W.describingWord;
  if (!shared && !alongside) return;
  e.logOdds += Math.min(W.textMost, W.textPerWord * (shared + alongside));
  if (shared >= W.textReasonFrom) e.reasons |= BIT.similarDescription;
}

/** A code both model fields give: weighed as the model (modelEvidence), not again as a shared word. */
function modelled(lost: MatchProfile, found: MatchProfile, word: string): boolean {
  return found.model.length > 0 && lost.model.includes(word) && found.model.includes(word) && hasDigit(word);
}

/** Whether the report's words or model name `word` as written: a name a letter off may be another person's (nameEvidence). */
function exactWord(report: MatchProfile, word: string): boolean {
  return report.words.includes(word) || report.model.includes(word);
}

/** Whether the report's words or model name `word` (a typo forgiven in words of five letters or more). */
function sharesWord(report: MatchProfile, word: string): boolean {
  if (exactWord(report, word)) return true;
  if (word.length < 5) return false;
  return hasSameWord(report.words, word) || hasSameWord(report.model, word);
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The evidence for a pair: each part of the two reports adds log-odds for or against (a part one
 * side left out adds none). Null when the pair cannot be (another kind of item) or cannot score
 * `atLeast`. The serial numbers are not read: a found item's is hidden from students, and a score
 * that moved with it would confirm a guessed one to whoever filed the lost report. The office
 * compares them itself (likely-owners.ts); a serial typed into a description is public and counts
 * as any identifier does.
 */
function weigh(
  lost: MatchProfile,
  found: MatchProfile,
  nearby: Nearby,
  weight: WordWeight,
  atLeast: number,
): Evidence | null {
  const e: Evidence = {
    logOdds: W.prior,
    reasons: 0,
    days: 0,
    kindUnsure: false,
    viaMention: false,
    differs: false,
  };
  const sameKind = kindEvidence(lost, found, e);
  if (!sameKind) return null;
  brandEvidence(lost, found, e);
  colourEvidence(lost, found, e);
  modelEvidence(lost, found, e);
  dateEvidence(lost, found, e);
  placeEvidence(lost, found, nearby, e);
  nameEvidence(lost, found, e);
  identifierEvidence(lost, found, e);
  initialsEvidence(lost, found, e);
  facultyEvidence(lost, found, e);
  roomEvidence(lost, found, e);
  // Before the cut below: the same colour of a part also counts for a pair.
  partColourEvidence(lost, found, e);
  // Shared words are the costliest part to compare: skip them when even the most they add cannot reach `atLeast`.
  if (logistic(e.logOdds + W.textMost) < atLeast) return null;
  textEvidence(lost, found, weight, e);
  // Figures, patterns, opposites, marks, sizes, counts, quoted texts and parts said absent only count against: after the cut above, which they cannot change.
  figureEvidence(lost, found, e);
  unsaidMarkEvidence(lost, found, e);
  measureEvidence(lost, found, e);
  sizeEvidence(lost, found, e);
  absentEvidence(lost, found, e);
  countEvidence(lost, found, e);
  quotedEvidence(lost, found, e);
  patternEvidence(lost, found, e);
  connectorEvidence(lost, found, e);
  oppositeEvidence(lost, found, e);
  // The same day and place alone do not make an unknown kind of thing a candidate for everything found there.
  if (e.kindUnsure && !(e.reasons & ITEM_REASONS)) return null;
  return e;
}

/**
 * The highest score. Scores keep six decimals, which PostgreSQL's
 * `real` column keeps exactly (a run that finds the same score writes nothing) and which tell
 * pairs apart up to about 14 log-odds: two well-described pairs are ranked by their evidence, not
 * by a rounding that made them equal (three decimals capped at 0.99 left 33 of 5,574 first
 * suggestions on the check seeds to the pairs' ids; 17 remain, pairs with the same evidence).
 */
export const MOST_LIKELY = 0.999999;

/**
 * How likely it is that `found` is the item reported `lost`, and why: the evidence (weigh) as a
 * probability, at most MOST_LIKELY. Null when it cannot be (another kind of item) or cannot score
 * `atLeast`.
 */
export function scorePair(
  lost: MatchProfile,
  found: MatchProfile,
  nearby: Nearby,
  weight: WordWeight = baseWordWeight,
  atLeast = 0,
): PairScore | null {
  const e = weigh(lost, found, nearby, weight, atLeast);
  if (!e) return null;
  const score = Math.min(MOST_LIKELY, Math.round(logistic(e.logOdds) * 1e6) / 1e6);
  return score < atLeast ? null : { score, reasons: reasonsOf(e) };
}

/**
 * A pair's evidence in log-odds, uncapped; null when it cannot be. What scripts/fit-weights.ts
 * fits the weights on.
 */
export function pairLogOdds(
  lost: MatchProfile,
  found: MatchProfile,
  nearby: Nearby,
  weight: WordWeight,
): number | null {
  const e = weigh(lost, found, nearby, weight, 0);
  return e ? e.logOdds : null;
}

export interface RankedMatch {
  report: MatchProfile;
  score: number;
  reasons: MatchReason[];
}

/** Scores each candidate against the report and adds those from `threshold` up to `into`. */
function scoreInto(
  into: RankedMatch[],
  report: MatchProfile,
  side: "lost" | "found",
  candidates: MatchProfile[],
  nearby: Nearby,
  weight: ReturnType<typeof wordWeights>,
  threshold: number,
): void {
  for (const candidate of candidates) {
    if (candidate.id === report.id) continue;
    const pair =
      side === "lost"
        ? scorePair(report, candidate, nearby, weight, threshold)
        : scorePair(candidate, report, nearby, weight, threshold);
    if (pair && pair.score >= threshold) into.push({ report: candidate, ...pair });
  }
}

const bestFirst = (a: RankedMatch, b: RankedMatch) => b.score - a.score || a.report.id.localeCompare(b.report.id);

/** The candidates that may be the other side of `report`, best first, from `threshold` up. */
export function rankMatches(
  report: MatchProfile,
  side: "lost" | "found",
  candidates: MatchProfile[],
  nearby: Nearby,
  threshold: number,
): RankedMatch[] {
  const ranked: RankedMatch[] = [];
  scoreInto(ranked, report, side, candidates, nearby, wordWeights([report, ...candidates]), threshold);
  return ranked.sort(bestFirst);
}

/**
 * The same ranking as rankMatches, with the event loop let go whenever scoring has held it for
 * `sliceMs`, so requests arriving meanwhile are not held up behind a long match (the worker
 * shares the process with them). The clock is read every `checkEvery` candidates. A match of a
 * few thousand candidates takes about a millisecond and never lets go: each let-go costs a
 * turn of the event loop, which a slice of a fixed number of candidates paid tens of times a run.
 */
export async function rankMatchesInSlices(
  report: MatchProfile,
  side: "lost" | "found",
  candidates: MatchProfile[],
  nearby: Nearby,
  threshold: number,
  { sliceMs = 4, checkEvery = 128 }: { sliceMs?: number; checkEvery?: number } = {},
): Promise<RankedMatch[]> {
  const ranked: RankedMatch[] = [];
  const weight = wordWeights([report, ...candidates]);
  let sliceStart = performance.now();
  for (let start = 0; start < candidates.length; start += checkEvery) {
    if (start > 0 && performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    scoreInto(ranked, report, side, candidates.slice(start, start + checkEvery), nearby, weight, threshold);
  }
  return ranked.sort(bestFirst);
}
