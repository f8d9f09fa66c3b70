import { colourBase, kindCategory, kindFamily } from "../item-profile/lexicon";
import { editDistance, overlap, sameWord } from "../item-profile/normalize";
import type { MatchProfile } from "../item-profile/profile";
import { DESCRIPTORS } from "../item-profile/vocabulary";
import { NEAR_COLOURS, WEIGHTS as W } from "./weights";
import { daysBetween } from "../../core/calendar";

/** Why a pair may match, for people: each becomes a sentence in their language. */
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
  | { code: "similarDescription" };

export interface PairScore {
  /** 0 to 1: how likely the found report is the lost item (1 only for an equal serial number). */
  score: number;
  reasons: MatchReason[];
}

/** Whether two locations are the same building or next to each other. */
export type Nearby = (a: string, b: string) => boolean;

/** Evidence for and against a pair, in log-odds: what each part of the reports says. */
interface Evidence {
  logOdds: number;
  reasons: MatchReason[];
  /** Nothing says the two are the same kind of thing (a kind the vocabulary does not know). */
  kindUnsure?: boolean;
}

/** What must agree besides the day and the place before a pair whose kinds are unsure is worth listing. */
const ITEM_REASONS = new Set<MatchReason["code"]>([
  "sameBrand",
  "sameModel",
  "sameColour",
  "similarColour",
  "similarDescription",
]);

/** The reasons that carry no figure, made once (scoring thousands of pairs a run made them for each). */
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
  });

const hasDigit = (word: string) => /\d/.test(word);
const DESCRIBING = new Set(DESCRIPTORS.map((descriptor) => descriptor.id));
const isDescriptor = (word: string) => DESCRIBING.has(word);
const shares = (a: string[], b: string[]) => a.some((x) => b.includes(x));

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
      if (mentionsKind) e.reasons.push(REASON.sameKind);
      return true;
    }
    if (shares(lost.kinds, found.mentioned) || shares(lost.mentioned, found.kinds)) {
      e.logOdds += W.mentionedKind;
      e.reasons.push(REASON.sameKind);
      return true;
    }
    const families = (kinds: string[]) =>
      kinds.map((kind) => kindFamily(kind)).filter((family): family is string => Boolean(family));
    const family = families(lost.kinds).find((name) => families(found.kinds).includes(name));
    if (family) {
      // A family's general word ("card", "key") is the same thing as any of its members ("matric card", "room key").
      const general = lost.kinds.includes(family) || found.kinds.includes(family);
      e.logOdds += general ? W.generalKind : W.similarKind;
      e.reasons.push(general ? REASON.sameKind : REASON.similarKind);
      return true;
    }
    const categories = (kinds: string[]) =>
      kinds.map((kind) => kindCategory(kind)).filter((category): category is string => Boolean(category));
    if (!shares(categories(lost.kinds), categories(found.kinds))) return false;
    e.logOdds += W.sameCategory;
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
    e.reasons.push(REASON.sameKind);
  } else {
    e.logOdds += bothUnknown ? W.unknownKindDiffers : W.oneKindUnknown;
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
      e.reasons.push(REASON.sameBrand);
    } else e.logOdds += W.brandDiffers;
    return;
  }
  // A brand the vocabulary does not know, typed on both sides (or on one, against a known one).
  const lostWords = lost.brands.length ? lost.brands : lost.brandWords;
  const foundWords = found.brands.length ? found.brands : found.brandWords;
  if (!lostWords.length || !foundWords.length) return;
  if (overlap(lostWords, foundWords) >= 0.5 || lostWords.some((a) => foundWords.some((b) => closeBrand(a, b)))) {
    e.logOdds += W.sameBrand * W.unknownBrandShare;
    e.reasons.push(REASON.sameBrand);
  } else e.logOdds += W.unknownBrandDiffers;
}

/** How two colours relate: the same, a shade of the other, shades of one colour, near, or other. */
function colourRelation(a: string, b: string): "same" | "shade" | "sibling" | "near" | "other" {
  if (a === b) return "same";
  const [baseA, baseB] = [colourBase(a), colourBase(b)];
  if (baseA === baseB) return a === baseA || b === baseB ? "shade" : "sibling";
  return NEAR_COLOURS.some(([x, y]) => (x === baseA && y === baseB) || (x === baseB && y === baseA)) ? "near" : "other";
}

const RELATION_ORDER = ["same", "shade", "sibling", "near", "other"] as const;

function colourEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  // The colour field first; a colour only mentioned in the text counts half (a case or a sticker may be meant).
  const [lostColours, lostWeight] = lost.colours.length ? [lost.colours, 1] : [lost.otherColours, W.textColourShare];
  const [foundColours, foundWeight] = found.colours.length
    ? [found.colours, 1]
    : [found.otherColours, W.textColourShare];
  if (!lostColours.length || !foundColours.length) return;
  const weight = Math.min(lostWeight, foundWeight);
  let best: (typeof RELATION_ORDER)[number] = "other";
  let bestColour = "";
  for (const a of lostColours) {
    for (const b of foundColours) {
      const relation = colourRelation(a, b);
      if (RELATION_ORDER.indexOf(relation) < RELATION_ORDER.indexOf(best)) [best, bestColour] = [relation, a];
    }
  }
  if (best === "same") {
    e.logOdds += weight * (colourBase(bestColour) === bestColour ? W.sameColour : W.sameShade);
    e.reasons.push(REASON.sameColour);
  } else if (best === "shade") {
    e.logOdds += weight * W.shadeOfColour;
    e.reasons.push(REASON.similarColour);
  } else
    e.logOdds += weight * (best === "sibling" ? W.siblingShades : best === "near" ? W.nearColour : W.colourDiffers);
}

function modelEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  const [lostCodes, foundCodes] = [lost.model.filter(hasDigit), found.model.filter(hasDigit)];
  if (lost.model.length && found.model.length) {
    if (lostCodes.length && foundCodes.length) {
      if (lostCodes.some((code) => foundCodes.some((other) => sameWord(code, other)))) {
        e.logOdds += W.sameModelCode;
        e.reasons.push(REASON.sameModel);
      } else e.logOdds += W.modelCodeDiffers;
    } else if (overlap(lost.model, found.model) >= 0.5) {
      e.logOdds += W.sameModelWords;
      e.reasons.push(REASON.sameModel);
    }
    return;
  }
  // One side typed the model into its description ("iPhone 13, cracked").
  const [codes, text] = lost.model.length ? [lostCodes, found.words] : [foundCodes, lost.words];
  if (codes.length && codes.some((code) => text.includes(code))) {
    e.logOdds += W.modelInText;
    e.reasons.push(REASON.sameModel);
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
  const days = daysBetween(lost.eventDate, found.eventDate);
  e.logOdds += dateLogOddsOfDay(days);
  if (days === 0) e.reasons.push(REASON.foundSameDay);
  else if (days > 0) e.reasons.push({ code: "foundDaysAfter", days });
  else e.reasons.push({ code: "foundDaysBefore", days: -days });
}

function placeEvidence(lost: MatchProfile, found: MatchProfile, nearby: Nearby, e: Evidence): void {
  if (lost.locationId === found.locationId) {
    e.logOdds += W.samePlace;
    e.reasons.push(REASON.sameLocation);
  } else if (nearby(lost.locationId, found.locationId)) {
    e.logOdds += W.nearbyPlace;
    e.reasons.push(REASON.nearbyLocation);
  } else e.logOdds += W.otherPlace;
}

/**
 * How much a shared word says: a describing word of the vocabulary ("scratched", "sticker") a
 * little, any other word (a name, "totoro") more, a word with digits (a matric number, a model
 * code) most, though a bare count ("5 keys") only as much as a describing word; and less when
 * many of the candidates use it too.
 */
export type WordWeight = (word: string) => number;

const isCount = (word: string) => /^\d{1,2}$/.test(word);

export const baseWordWeight: WordWeight = (word) =>
  isCount(word) ? W.describingWord : hasDigit(word) ? W.codeWord : isDescriptor(word) ? W.describingWord : W.otherWord;

/** Weights that also count how common each word is among the reports compared in this run. */
export function wordWeights(profiles: MatchProfile[]): WordWeight {
  const seen = new Map<string, number>();
  for (const profile of profiles)
    for (const word of new Set([...profile.words, ...profile.model])) seen.set(word, (seen.get(word) ?? 0) + 1);
  const count = profiles.length;
  return (word) => {
    const share = count >= W.commonFromReports ? (seen.get(word) ?? 0) / count : 0;
    return baseWordWeight(word) * (share > W.commonShare ? W.commonDamping : 1);
  };
}

/**
 * Names written on the thing: two reports that each give a person's name, and no part of either
 * is in the other, are of two people's things.
 */
function nameEvidence(lost: MatchProfile, found: MatchProfile, e: Evidence): void {
  if (!lost.names.length || !found.names.length) return;
  const named = (name: string, other: MatchProfile) =>
    other.names.some((part) => sameWord(name, part)) || other.words.some((word) => sameWord(name, word));
  if (lost.names.some((name) => named(name, found)) || found.names.some((name) => named(name, lost))) return;
  e.logOdds += W.namesDiffer;
}

/** Words both descriptions share (typos forgiven), weighed. */
function textEvidence(lost: MatchProfile, found: MatchProfile, weight: WordWeight, e: Evidence): void {
  // Each list is unique already (profile.ts); a model word also in the words counts once. Plain
  // loops: this runs for thousands of candidates a run, and copies of the lists were most of its cost.
  let shared = 0;
  for (const word of lost.words) if (sharesWord(found, word)) shared += weight(word);
  for (const word of lost.model) if (!lost.words.includes(word) && sharesWord(found, word)) shared += weight(word);
  if (!shared) return;
  e.logOdds += Math.min(W.textMost, W.textPerWord * shared);
  if (shared >= W.textReasonFrom) e.reasons.push(REASON.similarDescription);
}

/** Whether the report's words or model name `word` (a typo forgiven in words of five letters or more). */
function sharesWord(report: MatchProfile, word: string): boolean {
  if (report.words.includes(word) || report.model.includes(word)) return true;
  if (word.length < 5) return false;
  return report.words.some((other) => sameWord(word, other)) || report.model.some((other) => sameWord(word, other));
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * How likely it is that `found` is the item reported `lost`, and why. Each part of the two
 * reports adds evidence for or against (a part one side left out adds none), and the sum becomes
 * a probability. Null when it cannot be (another kind of item) or cannot score `atLeast`; an
 * equal serial number (however it was typed) decides.
 */
export function scorePair(
  lost: MatchProfile,
  found: MatchProfile,
  nearby: Nearby,
  weight: WordWeight = baseWordWeight,
  atLeast = 0,
): PairScore | null {
  const serialEqual = lost.serial.length >= 4 && lost.serial === found.serial;
  const e: Evidence = { logOdds: W.prior, reasons: [] };
  const sameKind = kindEvidence(lost, found, e);
  if (!sameKind && !serialEqual) return null;
  brandEvidence(lost, found, e);
  colourEvidence(lost, found, e);
  modelEvidence(lost, found, e);
  dateEvidence(lost, found, e);
  placeEvidence(lost, found, nearby, e);
  nameEvidence(lost, found, e);
  // Shared words are the costliest part to compare: skip them when even the most they add cannot reach `atLeast`.
  if (!serialEqual && logistic(e.logOdds + W.textMost) < atLeast) return null;
  textEvidence(lost, found, weight, e);
  if (serialEqual) return { score: 1, reasons: [REASON.sameSerial, ...e.reasons] };
  // The same day and place alone do not make an unknown kind of thing a candidate for everything found there.
  if (e.kindUnsure && !e.reasons.some((reason) => ITEM_REASONS.has(reason.code))) return null;
  if (lost.serial.length >= 4 && found.serial.length >= 4) e.logOdds += W.serialDiffers;
  return { score: Math.min(0.99, Math.round(logistic(e.logOdds) * 1000) / 1000), reasons: e.reasons };
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
 * The same ranking as rankMatches, scored a slice of candidates at a time with the event loop
 * let go in between, so requests arriving meanwhile are not held up behind a long match (the
 * worker shares the process with them).
 */
export async function rankMatchesInSlices(
  report: MatchProfile,
  side: "lost" | "found",
  candidates: MatchProfile[],
  nearby: Nearby,
  threshold: number,
  sliceSize = 100,
): Promise<RankedMatch[]> {
  const ranked: RankedMatch[] = [];
  const weight = wordWeights([report, ...candidates]);
  for (let start = 0; start < candidates.length; start += sliceSize) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    scoreInto(ranked, report, side, candidates.slice(start, start + sliceSize), nearby, weight, threshold);
  }
  return ranked.sort(bestFirst);
}
