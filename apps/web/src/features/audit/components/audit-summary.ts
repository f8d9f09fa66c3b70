import type { TFunction } from "../../../lib/translator";
import { z } from "zod";
import {
  DISPOSAL_METHODS,
  FOUND_ITEM_CUSTODY,
  getHref,
  ITEM_TYPES,
  REPORT_TYPES,
  ROLES,
  STORAGE_KINDS,
  type AuditEntry,
  type Location,
} from "@campus/shared";
import { formatDate, locationName, reportTitle } from "../../../lib/report-label";
import { translateKey } from "../../../lib/translate-key";

/** What an entry is about, in words, with a link to it when it still exists. */
export interface AuditTarget {
  label: string;
  note?: string | undefined;
  href?: string | undefined;
}

/** A storage place as the log names it. */
export interface AuditPlace {
  id: string;
  nameEn: string;
  nameMy: string;
}

/** What describing an entry needs: the reader's language, and the locations and storage places by id. */
export interface AuditContext {
  t: TFunction;
  language: string;
  locations: Location[];
  places: AuditPlace[];
}

// The detail of old entries may lack any of these: each is read on its own and ignored when it does not fit.
const reportDetail = z.object({
  type: z.enum(REPORT_TYPES),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullish(),
  brand: z.string().nullish(),
  color: z.string().nullish(),
});
const userDetail = z.object({ name: z.string().min(1), email: z.string().nullish() });
const locationDetail = z.object({ nameEn: z.string(), nameMy: z.string(), area: z.string().nullish() });
const placeDetail = z.object({ nameEn: z.string(), nameMy: z.string() });
const oldPlaceChange = z.record(z.string(), z.unknown());
const rosterDetail = z.object({ added: z.number(), updated: z.number(), refused: z.number() });
const roleChange = z.object({ from: z.string(), to: z.string() });
const changesDetail = z.record(z.string(), z.unknown());

const TEXT_MAX = 60;
const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);

/**
 * Two long texts cut to the same window around where they first differ, so an edit deep inside a
 * description still shows ("…on level 2" → "…on level 3") instead of two identical beginnings.
 */
function clipPair(before: string, after: string): [string, string] {
  if (before.length <= TEXT_MAX && after.length <= TEXT_MAX) return [before, after];
  let same = 0;
  while (same < before.length && same < after.length && before[same] === after[same]) same += 1;
  const start = Math.max(0, same - 20);
  const cut = (text: string) => {
    const window = text.slice(start, start + TEXT_MAX);
    return `${start > 0 ? "…" : ""}${window}${start + TEXT_MAX < text.length ? "…" : ""}`;
  };
  return [cut(before), cut(after)];
}

/** A storage place's name in the reader's language; an id no longer known reads as itself. */
function placeName(id: unknown, context: AuditContext): string {
  if (typeof id !== "string" || !id) return context.t("admin.audit.none");
  const place = context.places.find((candidate) => candidate.id === id);
  if (!place) return id;
  return context.language === "my" ? place.nameMy : place.nameEn;
}

/** Any recorded value as short text: empty as "none", yes/no for true/false. */
function plain(value: unknown, { t }: AuditContext): string {
  if (value === null || value === undefined || value === "") return t("admin.audit.none");
  if (typeof value === "boolean") return t(value ? "admin.audit.yes" : "admin.audit.no");
  if (typeof value === "string") return clip(value);
  if (typeof value === "number") return String(value);
  return clip(JSON.stringify(value));
}

const oneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (choices as readonly string[]).includes(value);

interface FieldFormat {
  label: (context: AuditContext) => string;
  value?: (value: unknown, context: AuditContext) => string;
}

const label = (key: string) => (context: AuditContext) => translateKey(context.t, key);

/** The fields a change may name (report columns as the server records them, location fields), labelled as the forms label them. */
const FIELDS: Record<string, FieldFormat> = {
  item_type: {
    label: label("reports.fields.itemType"),
    value: (value, context) =>
      oneOf(ITEM_TYPES, value) ? context.t(`reports.itemTypes.${value}`) : plain(value, context),
  },
  item_type_other: { label: label("admin.audit.fields.itemTypeOther") },
  brand: { label: label("reports.fields.brand") },
  color: { label: label("reports.fields.color") },
  serial_number: { label: label("reports.fields.serialNumber") },
  model: { label: label("reports.fields.model") },
  description: { label: label("reports.fields.description") },
  location_id: {
    label: label("reports.fields.location"),
    value: (value, context) => {
      const location = context.locations.find((place) => place.id === value);
      return location ? locationName(location, context.language) : plain(value, context);
    },
  },
  event_date: {
    label: label("admin.reports.columns.eventDate"),
    value: (value, context) =>
      typeof value === "string" && /^\d{4}-\d\d-\d\d/.test(value)
        ? formatDate(value.slice(0, 10), context.language)
        : plain(value, context),
  },
  custody: {
    label: label("admin.audit.fields.custody"),
    value: (value, context) =>
      oneOf(FOUND_ITEM_CUSTODY, value) ? context.t(`reports.custodyShort.${value}`) : plain(value, context),
  },
  ...Object.fromEntries(
    ITEM_TYPES.map((type): [string, FieldFormat] => [
      type,
      { label: (context) => context.t(`reports.itemTypes.${type}`) },
    ]),
  ),
  nameEn: { label: label("admin.audit.fields.nameEn") },
  nameMy: { label: label("admin.audit.fields.nameMy") },
  area: { label: label("admin.audit.fields.area") },
  kind: {
    label: label("custody.places.fields.kind"),
    value: (value, context) =>
      oneOf(STORAGE_KINDS, value) ? context.t(`custody.places.kinds.${value}`) : plain(value, context),
  },
  active: {
    label: label("admin.audit.fields.active"),
    value: (value, context) =>
      typeof value === "boolean"
        ? context.t(value ? "admin.audit.activeTrue" : "admin.audit.activeFalse")
        : plain(value, context),
  },
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const roleName = (role: string, context: AuditContext) =>
  oneOf(ROLES, role) ? context.t(`profile.role.${role}`) : role;

/** "Colour: Black → Blue" for each [before, after] pair in `changes`. */
function changeLines(changes: Record<string, unknown>, context: AuditContext): string[] {
  return Object.entries(changes).flatMap(([name, pair]) => {
    if (!Array.isArray(pair) || pair.length !== 2) return [];
    const format = FIELDS[name] ?? FIELDS[snakeCase(name)];
    const show = (value: unknown) => (format?.value ? format.value(value, context) : plain(value, context));
    const [before, after] =
      !format?.value && typeof pair[0] === "string" && typeof pair[1] === "string"
        ? clipPair(pair[0], pair[1])
        : [show(pair[0]), show(pair[1])];
    return [
      context.t("admin.audit.change", {
        field: format ? format.label(context) : name,
        before,
        after,
      }),
    ];
  });
}

/** What was done, in words: a disposal says how the item was let go (donated, to the police, discarded). */
export function describeAction(entry: AuditEntry, { t }: AuditContext): string {
  if (entry.action === "custody.dispose" && oneOf(DISPOSAL_METHODS, entry.detail.method))
    return t(`admin.audit.disposed.${entry.detail.method}`);
  return t(`admin.audit.actions.${entry.action}`);
}

/** The entry's target in words: the report's item, the person, the location, the storage place; else its type and id. */
export function describeTarget(entry: AuditEntry, context: AuditContext): AuditTarget {
  const { t, language } = context;
  const fallback = (): AuditTarget => {
    if (entry.targetType === "roster") return { label: t("admin.audit.targets.roster") };
    if (entry.targetType === "retention") return { label: t("admin.audit.targets.retention") };
    if (entry.targetType === "export") return { label: t("admin.audit.targets.export") };
    if (entry.targetType === "storagePlace") return { label: t("admin.audit.targets.storagePlace") };
    if (oneOf(["report", "user", "location"] as const, entry.targetType))
      return { label: t(`admin.audit.targets.${entry.targetType}`, { id: entry.targetId }) };
    return { label: t("admin.audit.targets.other", { type: entry.targetType, id: entry.targetId }) };
  };
  switch (entry.targetType) {
    case "report": {
      const report = reportDetail.safeParse(entry.detail.report);
      if (!report.success) return fallback();
      const { type, itemType, itemTypeOther, brand } = report.data;
      return {
        label: reportTitle(t, { itemType, itemTypeOther: itemTypeOther ?? null, brand: brand ?? null, model: null }),
        note: t(type === "lost" ? "admin.audit.targets.reportLost" : "admin.audit.targets.reportFound"),
        href:
          entry.action === "report.delete"
            ? undefined
            : getHref(type === "lost" ? "reportLostDetails" : "reportFoundDetails", { id: entry.targetId }),
      };
    }
    case "user": {
      const user = userDetail.safeParse(entry.detail.user);
      return user.success ? { label: user.data.name, note: user.data.email ?? undefined } : fallback();
    }
    case "location": {
      const location = locationDetail.safeParse(entry.detail.location);
      return location.success ? { label: locationName(location.data, language) } : fallback();
    }
    case "storagePlace": {
      const named = placeDetail.safeParse(entry.detail.place ?? entry.detail);
      if (named.success) return { label: language === "my" ? named.data.nameMy : named.data.nameEn };
      return context.places.some((place) => place.id === entry.targetId)
        ? { label: placeName(entry.targetId, context) }
        : fallback();
    }
    default:
      return fallback();
  }
}

/** A short summary of what the entry changed, one line per change; empty when there is nothing more to say. */
export function describeDetails(entry: AuditEntry, context: AuditContext): string[] {
  const { t } = context;
  const lines: string[] = [];
  if (entry.action === "user.role") {
    const role = roleChange.safeParse(entry.detail);
    if (role.success)
      lines.push(
        t("admin.audit.change", {
          field: t("admin.audit.fields.role"),
          before: roleName(role.data.from, context),
          after: roleName(role.data.to, context),
        }),
      );
  }
  if (entry.action === "report.export" && typeof entry.detail.rows === "number")
    lines.push(t("admin.audit.exportRows", { count: entry.detail.rows }));
  if (entry.action === "roster.import") {
    const counts = rosterDetail.safeParse(entry.detail);
    if (counts.success) lines.push(t("admin.audit.rosterCounts", counts.data));
  }
  if (entry.action === "location.add") {
    const location = locationDetail.safeParse(entry.detail.location);
    if (location.success) {
      const { nameEn, nameMy, area } = location.data;
      lines.push(
        t("admin.audit.value", { field: t("admin.audit.fields.nameEn"), value: nameEn }),
        t("admin.audit.value", { field: t("admin.audit.fields.nameMy"), value: nameMy }),
      );
      if (area) lines.push(t("admin.audit.value", { field: t("admin.audit.fields.area"), value: area }));
    }
  }
  if (entry.action === "storage.add") {
    const place = placeDetail.safeParse(entry.detail);
    if (place.success)
      lines.push(
        t("admin.audit.value", { field: t("admin.audit.fields.nameEn"), value: place.data.nameEn }),
        t("admin.audit.value", { field: t("admin.audit.fields.nameMy"), value: place.data.nameMy }),
      );
    if (oneOf(STORAGE_KINDS, entry.detail.kind))
      lines.push(
        t("admin.audit.value", {
          field: t("custody.places.fields.kind"),
          value: t(`custody.places.kinds.${entry.detail.kind}`),
        }),
      );
  }
  // Entries recorded before the change kept its before: only the new values.
  const oldChange = oldPlaceChange.safeParse(entry.detail.change);
  if (entry.action === "storage.change" && oldChange.success)
    for (const [name, value] of Object.entries(oldChange.data)) {
      const format = FIELDS[name];
      if (value === undefined) continue;
      lines.push(
        t("admin.audit.value", {
          field: format ? format.label(context) : name,
          value: format?.value ? format.value(value, context) : plain(value, context),
        }),
      );
    }
  const place = t("custody.fields.place");
  if (entry.action === "custody.handIn" && entry.detail.storagePlaceId)
    lines.push(t("admin.audit.value", { field: place, value: placeName(entry.detail.storagePlaceId, context) }));
  if (entry.action === "custody.move")
    lines.push(
      t("admin.audit.change", {
        field: place,
        before: placeName(entry.detail.from, context),
        after: placeName(entry.detail.to, context),
      }),
    );
  if (entry.action === "custody.dispose" && entry.detail.from)
    lines.push(t("admin.audit.value", { field: place, value: placeName(entry.detail.from, context) }));
  if (entry.action === "custody.extend" && typeof entry.detail.days === "number")
    lines.push(t("retention.extension", { value: entry.detail.days }));
  if (
    (entry.action === "custody.dispose" || entry.action === "custody.extend") &&
    typeof entry.detail.note === "string"
  )
    lines.push(t("admin.audit.value", { field: t("admin.audit.fields.note"), value: clip(entry.detail.note) }));
  const changes = changesDetail.safeParse(entry.detail.changes);
  if (changes.success) lines.push(...changeLines(changes.data, context));
  return lines;
}
