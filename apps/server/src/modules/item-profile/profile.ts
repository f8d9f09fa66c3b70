import type { ItemType } from "@campus/shared";
import { kindCategory, kindFamily, kindOfItemType, readText } from "./lexicon";
import { MEASURE, readIdentifiers } from "./identifiers";
import { readAbsent } from "./absent";
import { readCounts } from "./counts";
import { readNames } from "./names";
import { readSizes } from "./sizes";
import { readQuoted } from "./quoted";
import { readInitials } from "./initials";
import { readFaculties } from "./faculties";
import { readRoomCodes } from "./room-codes";
import { normalizeSerial } from "./normalize";
import { CATEGORIES } from "./words";

/** What the matcher reads of a report, as the reporter typed it. */
export interface MatchableReport {
  id: string;
  itemType: ItemType;
  itemTypeOther: string | null;
  brand: string | null;
  color: string | null;
  model: string | null;
  description: string | null;
  locationId: string;
  /** The day lost or found, YYYY-MM-DD. */
  eventDate: string;
}

/**
 * Which version of the profile a stored row holds. Raise it when the vocabulary or the profile
 * changes: rows with an older version are profiled again when the server starts. A test
 * (apps/server/test/matching/profile-version.unit.test.ts) fails when the profiles of a fixed
 * sample change under the same version.
 */
export const PROFILE_VERSION = 54;

/** The group of a report whose kind the vocabulary does not know. */
export const UNKNOWN_GROUP = "?";

/**
 * A report reduced to what the matcher compares, in the vocabulary's terms (so "dompet hitam" and
 * "black wallet" read the same). Computed once when the report is saved (the `match_profile`
 * column), so matching a new report against thousands of pending ones only compares terms.
 */
export interface StoredProfile {
  /** The kinds of item it names, canonical ("phone", "umbrella"); empty when none is known. */
  kinds: string[];
  /** Kinds its description names besides ("found a tablet" filed as a laptop; "wallet, student card inside"). */
  mentioned: string[];
  /** The words of an "other" item's kind that the vocabulary does not know (compared as words). */
  kindWords: string[];
  /** The candidates group: the first kind's category (reports are compared within one), or UNKNOWN_GROUP. */
  group: string;
  /** Brands named anywhere (brand, model, kind or description: "iPhone" names Apple). */
  brands: string[];
  /** The brand as typed, when the vocabulary does not know it. */
  brandWords: string[];
  /** The colours of the colour field (shades kept: "navy", not "blue"). */
  colours: string[];
  /** Colours named elsewhere (kind, description): weaker, a case or a sticker may be meant. */
  otherColours: string[];
  /** The colours the description gives a part or accessory ("casing hitam": "case:black"), not the thing's. */
  partColours: string[];
  /** The model's words ("galaxy", "a54"). */
  model: string[];
  /** The remaining words of the kind, model and description, canonical, without filler. */
  words: string[];
  /** People's names the description gives (names.ts): "name label 'Jun Hao'" is ["jun", "hao"]. */
  names: string[];
  /** Identifiers the description gives (identifiers.ts: a matric, plate or phone number), in every spacing read. */
  identifiers: string[];
  /** Sizes the description gives (sizes.ts: "saiz 9" is ["9"], "size M" ["m"]). */
  sizes: string[];
  /** How many of a part the description gives (counts.ts: "4 charm" is ["charm:4"]). */
  counts: string[];
  /** What the description says the thing does not have (absent.ts: "no name" is ["name"]), not among its words. */
  absent: string[];
  /** Texts the description quotes from the thing (quoted.ts: "hoodie 'FKE BATCH 22'" is ["fke batch 22"]). */
  quoted: string[];
  /** Initials engraved or hung on the thing (initials.ts: "engraved with F.O." is ["FO"]). */
  initials: string[];
  /** The faculty a card or a faculty shirt gives its student's (faculties.ts: "Fakulti Pendidikan" is ["education"]). */
  faculties: string[];
  /** The room numbers a key's tag gives (room-codes.ts: "tag C-3-12" is ["c312"]). */
  rooms: string[];
}

export interface MatchProfile extends StoredProfile {
  id: string;
  itemType: ItemType;
  locationId: string;
  eventDate: string;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** What many people call any wireless earbuds when they type the kind ("earpods" names no brand anywhere). */
const GENERIC_EARBUDS = /\bair\s?pods?\b/iu;

/**
 * The brands the kind typed for an "other" item names: a product there names its brand ("iPad")
 * unless the brand field names another ("earpods" filed with "Nothing") or it is what people call
 * any earbuds ("AirPods" as the kind).
 */
function kindTextBrands(kindBrands: string[], brandField: string[], typedKind: string | null | undefined): string[] {
  return kindBrands.filter(
    (id) =>
      (!brandField.length || brandField.includes(id)) && !(id === "apple" && GENERIC_EARBUDS.test(typedKind ?? "")),
  );
}

export function storedProfile(
  report: Pick<MatchableReport, "itemType" | "itemTypeOther" | "brand" | "color" | "model" | "description">,
): StoredProfile {
  const kindText = report.itemType === "other" ? readText(report.itemTypeOther, "kind") : null;
  const brand = readText(report.brand, "brand");
  const colour = readText(report.color, "colour");
  const model = readText(report.model, "model");
  // What the description says is not there ("no name") is kept apart, not read as said.
  const { present, absent } = readAbsent(report.description);
  const description = readText(present, "text");

  let kinds = report.itemType === "other" ? (kindText?.kinds ?? []) : [kindOfItemType(report.itemType)];
  // An "other" item whose kind text names nothing known: its description may ("found a payung").
  if (!kinds.length) kinds = description.kinds.slice(0, 1);
  const mentioned = description.kinds.filter((kind) => !kinds.includes(kind));
  const kindWords = kindText && !kindText.kinds.length ? kindText.words : [];
  const first = kinds[0];
  // A colour the description gives another thing than the item ("in a clear card holder", "beg galas
  // kelabu") is that thing's, like a part's: not the item's, unless the item has it too.
  const isOwn = (kind: string) =>
    kinds.includes(kind) ||
    (kindFamily(kind) !== undefined && kinds.some((own) => kindFamily(own) === kindFamily(kind)));
  const otherThings = description.kindColours.filter((entry) => !isOwn(entry.slice(0, entry.indexOf(":"))));
  const ownColour = (colour: string) =>
    description.kindColours.some((entry) => entry.endsWith(`:${colour}`) && !otherThings.includes(entry)) ||
    !otherThings.some((entry) => entry.endsWith(`:${colour}`));
  // A measure typed as the model ("10000mAh", "65W") is no model code: many things share one. It is
  // compared as the description's measures are.
  const measures = model.words.filter((word) => MEASURE.test(word));
  const words = unique([...(kindText?.words ?? []), ...description.words, ...measures]).filter(
    (word) => !kindWords.includes(word),
  );
  // A name that is a colour's word too ("Tan Mei Ling") gives no colour.
  const names = readNames(report.description);
  return {
    kinds,
    mentioned,
    kindWords,
    group: first ? (kindCategory(first) ?? first) : UNKNOWN_GROUP,
    brands: unique([
      ...brand.brands,
      ...model.brands,
      ...kindTextBrands(kindText?.brands ?? [], brand.brands, report.itemTypeOther),
      ...description.brands,
    ]),
    brandWords: brand.brands.length ? [] : brand.words,
    colours: unique(colour.colours.length ? colour.colours : (kindText?.colours ?? [])),
    otherColours: unique([
      ...(colour.colours.length ? (kindText?.colours ?? []) : []),
      ...description.colours.filter((colour) => ownColour(colour) && !names.includes(colour)),
    ]),
    partColours: [...description.partColours, ...otherThings],
    model: unique(model.words.filter((word) => !measures.includes(word))),
    words,
    names,
    identifiers: readIdentifiers(report.description),
    sizes: readSizes(report.description),
    counts: readCounts(present),
    absent: absent.filter((word) => !words.includes(word) && !description.kinds.includes(word)),
    quoted: readQuoted(report.description),
    initials: readInitials(report.description),
    faculties: readFaculties(report.description),
    rooms: readRoomCodes(report.description),
  };
}

/** Every group a report can be in: the vocabulary's categories and the unknown group. */
const EVERY_GROUP: readonly string[] = Object.freeze([...CATEGORIES, UNKNOWN_GROUP]);

/**
 * The candidate groups a report is compared with: its own, the unknown group, and the groups of
 * the kinds its description names (a laptop "dalam beg galas kelabu" meets the bags, where its
 * finder may have filed the bag it was in). A kind the vocabulary does not know meets every
 * group, named one by one: the candidates index then reads each group's days alone, where "any
 * group" read every pending report of the other type (twice as slow on 100,000 pending reports).
 */
export function candidateGroups(profile: Pick<StoredProfile, "group" | "mentioned">): readonly string[] {
  if (profile.group === UNKNOWN_GROUP) return EVERY_GROUP;
  const groups = new Set([profile.group, UNKNOWN_GROUP]);
  for (const kind of profile.mentioned) groups.add(kindCategory(kind) ?? kind);
  return [...groups];
}

export function matchProfile(report: MatchableReport): MatchProfile {
  return {
    id: report.id,
    itemType: report.itemType,
    locationId: report.locationId,
    eventDate: report.eventDate,
    ...storedProfile(report),
  };
}

/** The matcher's columns of a report row, written with it. */
export function matchColumns(row: {
  item_type: ItemType;
  item_type_other?: string | null;
  brand?: string | null;
  color?: string | null;
  model?: string | null;
  description?: string | null;
  serial_number?: string | null;
}) {
  const profile = storedProfile({
    itemType: row.item_type,
    itemTypeOther: row.item_type_other ?? null,
    brand: row.brand ?? null,
    color: row.color ?? null,
    model: row.model ?? null,
    description: row.description ?? null,
  });
  return {
    // Without its empty lists (most of them are): a third shorter to store, read and parse.
    match_profile: JSON.stringify(profile, (_, value: unknown) =>
      Array.isArray(value) && value.length === 0 ? undefined : value,
    ),
    match_serial: normalizeSerial(row.serial_number) || null,
    match_group: profile.group,
    match_version: PROFILE_VERSION,
  };
}
