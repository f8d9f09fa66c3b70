import { z } from "zod";
import { DISPOSAL_METHODS, ITEM_TYPES, LIMITS } from "../constants";

/** The longest a found item is kept, or an extension given to one: ten years. */
export const RETENTION_DAYS_MAX = 3650;

const days = (message: string) =>
  z.coerce.number(message).int(message).min(1, message).max(RETENTION_DAYS_MAX, message);
const note = z
  .string()
  .trim()
  .max(LIMITS.noteMax, "custody.errors.noteTooLong")
  .optional()
  .transform((value) => value || null);

/** How many days the office keeps a found item of each type before it is due for disposal. */
export const retentionPeriodSchema = z.object({ itemType: z.enum(ITEM_TYPES), days: z.number().int() });
export type RetentionPeriod = z.infer<typeof retentionPeriodSchema>;
export const retentionListSchema = z.object({ periods: z.array(retentionPeriodSchema) });

/** `PUT /api/admin/retention`: the days for some item types (the others stay). */
export const retentionChangeSchema = z.object({
  periods: z
    .array(z.object({ itemType: z.enum(ITEM_TYPES), days: days("retention.errors.daysInvalid") }))
    .min(1, "admin.errors.nothingToChange")
    .max(ITEM_TYPES.length),
});
export type RetentionChange = z.input<typeof retentionChangeSchema>;
export const retentionResponseSchema = retentionListSchema.extend({ message: z.string() });

/**
 * `GET /api/admin/ageing`: found items still pending past their retention date, oldest first; or,
 * with `unclaimed`, those reported more than 30, 60 or 90 days ago (the dashboard's figures).
 */
export const ageingQuerySchema = z.object({
  unclaimed: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["30", "60", "90"]).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AgeingQuery = z.output<typeof ageingQuerySchema>;

export const ageingItemSchema = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullable(),
  brand: z.string().nullable(),
  color: z.string().nullable(),
  /** The day it was found. */
  eventDate: z.string(),
  /** The last day it is kept: found + its type's retention days + its own extension. */
  retainUntil: z.string(),
  /** Days past `retainUntil` (negative while still within it). */
  daysOver: z.number().int(),
  extensionDays: z.number().int(),
  custody: z.enum(["finder", "office"]).nullable(),
  place: z.object({ id: z.string(), nameEn: z.string(), nameMy: z.string() }).nullable(),
  /** An item its finder keeps: when the finder was reminded by email to hand it in, past its retention date (null: not yet). */
  finderRemindedAt: z.string().nullable(),
});
export type AgeingItem = z.infer<typeof ageingItemSchema>;
export const ageingPageSchema = z.object({
  items: z.array(ageingItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AgeingPage = z.infer<typeof ageingPageSchema>;

/** `POST /api/admin/reports/:id/retention/extend`: keep this item N days longer. */
export const extendRetentionSchema = z.object({ days: days("retention.errors.extendInvalid"), note });
export type ExtendRetention = z.input<typeof extendRetentionSchema>;

/** `POST /api/admin/reports/:id/custody/dispose`: the office let the item go, and how. */
export const disposeSchema = z.object({ method: z.enum(DISPOSAL_METHODS, "retention.errors.methodRequired"), note });
export type Dispose = z.input<typeof disposeSchema>;

export const ageingActionResponseSchema = z.object({ message: z.string() });
