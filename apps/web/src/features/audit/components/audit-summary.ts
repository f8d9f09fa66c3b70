import type { TFunction } from "../../../lib/translator";
import { z } from "zod";
import {
  DISPOSAL_METHODS,
  FOUND_ITEM_CUSTODY,
  getHref,
  ITEM_TYPES,
  REPORT_TYPES,
  ROLES,
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

/** What describing an entry needs: the reader's language and the locations by id. */
export interface AuditContext {
  t: TFunction;
  language: string;
  locations: Location[];
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
const rosterDetail = z.object({ added: z.number(), updated: z.number(), refused: z.number() });
const roleChange = z.object({ from: z.string(), to: z.string() });
const changesDetail = z.record(z.string(), z.unknown());

const TEXT_MAX = 60;
const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);

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
    return [
      context.t("admin.audit.change", {
        field: format ? format.label(context) : name,
        before: show(pair[0]),
        after: show(pair[1]),
      }),
    ];
  });
}

/** The entry's target in words: the report's item, the person, the location; else its type and id. */
export function describeTarget(entry: AuditEntry, context: AuditContext): AuditTarget {
  const { t, language } = context;
  const fallback = (): AuditTarget => {
    if (entry.targetType === "roster") return { label: t("admin.audit.targets.roster") };
    if (entry.targetType === "retention") return { label: t("admin.audit.targets.retention") };
    if (entry.targetType === "export") return { label: t("admin.audit.targets.export") };
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
  if (entry.action === "custody.dispose" && oneOf(DISPOSAL_METHODS, entry.detail.method))
    lines.push(
      t("admin.audit.value", {
        field: t("retention.fields.method"),
        value: t(`retention.methods.${entry.detail.method}`),
      }),
    );
  if (entry.action === "custody.extend" && typeof entry.detail.days === "number")
    lines.push(t("retention.extension", { value: entry.detail.days }));
  if (
    (entry.action === "custody.dispose" || entry.action === "custody.extend") &&
    typeof entry.detail.note === "string"
  )
    lines.push(t("admin.audit.value", { field: t("retention.fields.note"), value: clip(entry.detail.note) }));
  const changes = changesDetail.safeParse(entry.detail.changes);
  if (changes.success) lines.push(...changeLines(changes.data, context));
  return lines;
}
