import { z } from "zod";
import { LIMITS } from "../constants";
import { phoneSchema } from "./auth";
import { itemDetailsSchema, otherTypeNamed, placeAndTimeShape, retryKeyShape } from "./reports";

/** Who brought a found item to the counter: its finder, a visitor who passed it on, or the office's own staff. */
export const INTAKE_SOURCES = ["finder", "visitor", "staff"] as const;
export type IntakeSource = (typeof INTAKE_SOURCES)[number];

/** Optional contact text: trimmed, empty means absent (null). Accepts its own output. */
const optionalContact = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * `POST /api/admin/intake`: the office records a found item handed in at its counter, in one
 * step: the item (the rules of a found report), its photo, who brought it with an optional
 * contact, and the storage place it goes to (required: the item is in the office's keeping).
 */
export function intakeSchema(today: () => string) {
  return itemDetailsSchema
    .extend({
      ...placeAndTimeShape(today),
      ...retryKeyShape,
      handedInBy: z.enum(INTAKE_SOURCES, "intake.errors.sourceRequired"),
      contactName: optionalContact(LIMITS.nameMax, "auth.errors.nameTooLong"),
      contactEmail: z
        .string()
        .trim()
        .toLowerCase()
        .max(254, "auth.errors.invalidEmail")
        .nullish()
        .transform((value) => value || null)
        .pipe(z.email("auth.errors.invalidEmail").nullable()),
      contactPhone: z
        .string()
        .nullish()
        .transform((value) => value?.trim() || null)
        .pipe(phoneSchema.nullable()),
      storagePlaceId: z.string().trim().min(1, "custody.errors.placeRequired").max(64, "custody.errors.placeNotFound"),
    })
    .refine(...otherTypeNamed);
}
export type Intake = z.output<ReturnType<typeof intakeSchema>>;

/** `POST /api/admin/intake`'s answer: the new found report, its reference number for the label, and the words to show. */
export const intakeResponseSchema = z.object({ id: z.string(), reference: z.string(), message: z.string() });
export type IntakeResponse = z.infer<typeof intakeResponseSchema>;
