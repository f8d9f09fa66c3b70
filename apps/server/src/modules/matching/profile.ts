import type { ItemType } from "@campus/shared";
import { canonicalText, canonicalWords, normalizeSerial } from "./normalize";

/** What the matcher reads of a report, as the reporter typed it. */
export interface MatchableReport {
  id: string;
  itemType: ItemType;
  itemTypeOther: string | null;
  brand: string | null;
  color: string | null;
  model: string | null;
  serialNumber: string | null;
  description: string | null;
  locationId: string;
  /** The day lost or found, YYYY-MM-DD. */
  eventDate: string;
}

/**
 * A report reduced to what the matcher compares, every text already in its canonical words.
 * Computed once when the report is saved (the `match_profile` column), so matching a new report
 * against thousands of pending ones only compares words.
 */
export interface MatchProfile {
  id: string;
  itemType: ItemType;
  /** The free-text kind of an "other" item. */
  kind: string[];
  brand: string;
  colour: string[];
  model: string[];
  words: string[];
  serial: string;
  locationId: string;
  eventDate: string;
}

/** The stored part of a profile: what is not already a column of the report. */
export type StoredProfile = Pick<MatchProfile, "kind" | "brand" | "colour" | "model" | "words">;

export function storedProfile(report: Pick<MatchableReport, "itemTypeOther" | "brand" | "color" | "model" | "description">): StoredProfile {
  return {
    kind: canonicalWords(report.itemTypeOther),
    brand: canonicalText(report.brand),
    colour: canonicalWords(report.color),
    model: canonicalWords(report.model),
    words: [...new Set(canonicalWords(report.description))],
  };
}

export function matchProfile(report: MatchableReport): MatchProfile {
  return {
    id: report.id,
    itemType: report.itemType,
    serial: normalizeSerial(report.serialNumber),
    locationId: report.locationId,
    eventDate: report.eventDate,
    ...storedProfile(report),
  };
}

/** The matcher's columns of a report row, written with it. */
export function matchColumns(row: { item_type_other?: string | null; brand?: string | null; color?: string | null; model?: string | null; description?: string | null; serial_number?: string | null }) {
  const profile = storedProfile({
    itemTypeOther: row.item_type_other ?? null,
    brand: row.brand ?? null,
    color: row.color ?? null,
    model: row.model ?? null,
    description: row.description ?? null,
  });
  return { match_profile: JSON.stringify(profile), match_serial: normalizeSerial(row.serial_number) || null };
}
