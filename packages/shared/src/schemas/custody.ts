import { z } from "zod";
import { CUSTODY_EVENT_KINDS, DISPOSAL_METHODS, FOUND_ITEM_CUSTODY, LIMITS, STORAGE_KINDS } from "../constants";

const name = (required: string) =>
  z.string().trim().min(1, required).max(LIMITS.shortTextMax, "custody.errors.nameTooLong");
/** Free text a step may carry; empty or left out is none. */
const note = z
  .string()
  .trim()
  .max(LIMITS.noteMax, "custody.errors.noteTooLong")
  .optional()
  .transform((value) => value || null);

/** A place in the office where found items are kept. */
export const storagePlaceSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameMy: z.string(),
  kind: z.enum(STORAGE_KINDS),
  active: z.boolean(),
  /** Found items kept there now. */
  items: z.number().int(),
});
export type StoragePlace = z.infer<typeof storagePlaceSchema>;
export const storagePlaceListSchema = z.object({ places: z.array(storagePlaceSchema) });

/** `POST /api/admin/storage-places`: a new place, offered at once. */
export const newStoragePlaceSchema = z.object({
  nameEn: name("custody.errors.nameEnRequired"),
  nameMy: name("custody.errors.nameMyRequired"),
  kind: z.enum(STORAGE_KINDS, "custody.errors.kindRequired"),
});
export type NewStoragePlace = z.input<typeof newStoragePlaceSchema>;

/** `PATCH /api/admin/storage-places/:id`: rename, change its kind, retire it or offer it again. */
export const storagePlaceChangeSchema = z
  .object({
    nameEn: name("custody.errors.nameEnRequired").optional(),
    nameMy: name("custody.errors.nameMyRequired").optional(),
    kind: z.enum(STORAGE_KINDS).optional(),
    active: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "admin.errors.nothingToChange");
export type StoragePlaceChange = z.input<typeof storagePlaceChangeSchema>;
export const storagePlaceResponseSchema = z.object({ place: storagePlaceSchema, message: z.string() });

/** One step of a found item's custody, with who took it and where the item went. */
export const custodyEventSchema = z.object({
  id: z.string(),
  kind: z.enum(CUSTODY_EVENT_KINDS),
  at: z.string(),
  actorName: z.string(),
  place: z.object({ id: z.string(), nameEn: z.string(), nameMy: z.string() }).nullable(),
  handedInBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type CustodyEvent = z.infer<typeof custodyEventSchema>;

/** `GET /api/admin/reports/:id/custody`: where a found item is now and each step that brought it there. */
export const custodySchema = z.object({
  reference: z.string().nullable(),
  custody: z.enum(FOUND_ITEM_CUSTODY).nullable(),
  place: z.object({ id: z.string(), nameEn: z.string(), nameMy: z.string() }).nullable(),
  /**
   * What became of it once it left the pending lists: returned to its owner, or the way the office
   * let it go (discarded, donated, to the police). Null while it is pending: then `custody` and
   * `place` say where it is.
   */
  outcome: z.enum(["returned", ...DISPOSAL_METHODS]).nullable(),
  /** When it was reported (the first step), then every recorded step, oldest first. */
  reportedAt: z.string(),
  events: z.array(custodyEventSchema),
});
export type Custody = z.infer<typeof custodySchema>;
export const custodyResponseSchema = z.object({ custody: custodySchema, message: z.string() });

/** `POST /api/admin/reports/:id/custody/hand-in`: the finder (or a visitor) brought the item to the counter. */
export const handInSchema = z.object({
  storagePlaceId: z.string().min(1, "custody.errors.placeRequired").max(64),
  handedInBy: note,
  note: note,
});
export type HandIn = z.input<typeof handInSchema>;

/** `POST /api/admin/reports/:id/custody/move`: the item now lives in another place. */
export const moveItemSchema = z.object({
  storagePlaceId: z.string().min(1, "custody.errors.placeRequired").max(64),
  note: note,
});
export type MoveItem = z.input<typeof moveItemSchema>;
