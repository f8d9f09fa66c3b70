import { overlap, sameWord } from "./normalize";
import type { MatchProfile } from "./profile";

/** Why a pair may match, for people: each becomes a sentence in their language. */
export type MatchReason =
  | { code: "sameSerial" }
  | { code: "sameKind" }
  | { code: "sameBrand" }
  | { code: "sameModel" }
  | { code: "sameColour" }
  | { code: "sameLocation" }
  | { code: "nearbyLocation" }
  | { code: "foundSameDay" }
  | { code: "foundDaysAfter"; days: number }
  | { code: "similarDescription" };

export interface PairScore {
  /** 0 to 1; pairs from MATCH_THRESHOLD up are potential matches. */
  score: number;
  reasons: MatchReason[];
}

/** Pairs scoring this or more are stored and shown (set from the labelled set's figures). */
export const MATCH_THRESHOLD = 0.39;

/** The most the parts below add up to without a serial number: scores are shares of it, so only an equal serial number is 100%. */
const MOST = 1.15;

/** Whether two locations are the same building or next to each other. */
export type Nearby = (a: string, b: string) => boolean;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Brands compare as one canonical word, forgiving one typo ("Samsnug") and a longer form ("Apple Inc"). */
function sameBrand(x: string, y: string): boolean {
  if (sameWord(x, y)) return true;
  const [first, second] = [x.split(" ")[0]!, y.split(" ")[0]!];
  return first.length >= 3 && sameWord(first, second);
}

/**
 * How likely it is that `found` is the item reported `lost`, and why. Null when it cannot be:
 * another kind of item, or found more than a day before it was lost; an equal serial number
 * (however it was typed) overrides both and decides.
 */
export function scorePair(lost: MatchProfile, found: MatchProfile, nearby: Nearby): PairScore | null {
  const reasons: MatchReason[] = [];
  const [lostSerial, foundSerial] = [lost.serial, found.serial];
  const serialEqual = lostSerial.length >= 4 && lostSerial === foundSerial;
  const serialDiffers = lostSerial.length >= 4 && foundSerial.length >= 4 && !serialEqual;

  let score = 0;
  if (lost.itemType !== found.itemType) {
    if (!serialEqual) return null;
  } else if (lost.itemType === "other") {
    const kind = overlap(lost.kind, found.kind);
    if (kind < 0.5 && !serialEqual) return null;
    score += 0.2 * Math.max(kind, serialEqual ? 1 : 0);
    if (kind >= 0.5) reasons.push({ code: "sameKind" });
  } else {
    score += 0.2;
  }

  const days = daysBetween(lost.eventDate, found.eventDate);
  if (days < -1 && !serialEqual) return null;
  score += 0.15 * (days <= 0 ? 1 : Math.exp(-days / 21));
  if (days >= -1) reasons.push(days <= 0 ? { code: "foundSameDay" } : { code: "foundDaysAfter", days });

  if (lost.brand && found.brand) {
    if (sameBrand(lost.brand, found.brand)) {
      score += 0.2;
      reasons.push({ code: "sameBrand" });
    } else score -= 0.35;
  }

  if (lost.colour.length && found.colour.length) {
    if (overlap(lost.colour, found.colour) >= 0.5) {
      score += 0.15;
      reasons.push({ code: "sameColour" });
    } else score -= 0.35;
  }

  if (lost.model.length && found.model.length) {
    const shared = overlap(lost.model, found.model);
    if (shared >= 0.5) {
      score += 0.15 * shared;
      reasons.push({ code: "sameModel" });
    } else if (shared === 0) score -= 0.15;
  }

  if (lost.locationId === found.locationId) {
    score += 0.15;
    reasons.push({ code: "sameLocation" });
  } else if (nearby(lost.locationId, found.locationId)) {
    score += 0.08;
    reasons.push({ code: "nearbyLocation" });
  }

  const described = overlap(lost.words, found.words);
  if (described > 0) score += 0.15 * described;
  if (described >= 0.4) reasons.push({ code: "similarDescription" });

  if (serialDiffers) score -= 0.4;
  if (serialEqual) {
    reasons.unshift({ code: "sameSerial" });
    return { score: 1, reasons };
  }
  return { score: Math.max(0, Math.min(0.99, Math.round((score / MOST) * 1000) / 1000)), reasons };
}

export interface RankedMatch {
  report: MatchProfile;
  score: number;
  reasons: MatchReason[];
}

/** The candidates that may be the other side of `report`, best first, from the threshold up. */
export function rankMatches(report: MatchProfile, side: "lost" | "found", candidates: MatchProfile[], nearby: Nearby, threshold = MATCH_THRESHOLD): RankedMatch[] {
  const ranked: RankedMatch[] = [];
  for (const candidate of candidates) {
    const pair = side === "lost" ? scorePair(report, candidate, nearby) : scorePair(candidate, report, nearby);
    if (pair && pair.score >= threshold) ranked.push({ report: candidate, ...pair });
  }
  return ranked.sort((a, b) => b.score - a.score || a.report.id.localeCompare(b.report.id));
}
