import { z } from "zod";
import { LIMITS } from "../constants";
import { locationSchema } from "./reports";

const name = (required: string) =>
  z.string().trim().min(1, required).max(LIMITS.shortTextMax, "admin.places.errors.nameTooLong");
/** Areas group nearby locations (the matcher counts a found item in the same area as nearby). */
const area = z
  .string()
  .trim()
  .toLowerCase()
  .max(40, "admin.places.errors.areaTooLong")
  .transform((value) => value || null);

/** `GET /api/admin/locations`: every location, retired ones too, with its area and how many reports name it. */
export const adminLocationSchema = locationSchema.extend({
  area: z.string().nullable(),
  /** Reports (not deleted) that name it. */
  reports: z.number().int(),
  createdAt: z.string(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;
export const adminLocationListSchema = z.object({ locations: z.array(adminLocationSchema) });

/** `POST /api/admin/locations`: a new location, offered at once. */
export const newLocationSchema = z.object({
  nameEn: name("admin.places.errors.nameEnRequired"),
  nameMy: name("admin.places.errors.nameMyRequired"),
  area: area.optional().default(""),
});
export type NewLocation = z.input<typeof newLocationSchema>;

/** `PATCH /api/admin/locations/:id`: rename (either language), move to an area, retire or offer again. */
export const locationChangeSchema = z
  .object({
    nameEn: name("admin.places.errors.nameEnRequired").optional(),
    nameMy: name("admin.places.errors.nameMyRequired").optional(),
    area: area.optional(),
    active: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "admin.errors.nothingToChange");
export type LocationChange = z.input<typeof locationChangeSchema>;

export const adminLocationResponseSchema = z.object({ location: adminLocationSchema, message: z.string() });
