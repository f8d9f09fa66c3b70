import { z } from "zod";
import { CLAIM_STATUSES, IDENTITY_CHECKS, ITEM_TYPES, LIMITS } from "../constants";

// Messages are catalogue keys (claims.errors.*): the server translates them into the caller's
// language and the forms show them with t().

const calendarDate = z.iso.date("reports.errors.dateInvalid");

/** Required free text, trimmed. */
const requiredText = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, "reports.errors.textTooLong");

/** Optional free text: trimmed, empty means absent (null). Accepts its own output. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "reports.errors.textTooLong")
    .nullish()
    .transform((value) => value || null);

/**
 * `PUT /api/reports/:id/hidden-details`: what proves ownership of a found item (contents, marks,
 * the serial number's last digits…), seen only by its finder and the office. Empty clears it.
 */
export const hiddenDetailsSchema = z.object({ hiddenDetails: optionalText(LIMITS.descriptionMax) });
export type HiddenDetailsInput = z.input<typeof hiddenDetailsSchema>;
export const hiddenDetailsResponseSchema = z.object({ hiddenDetails: z.string().nullable(), message: z.string() });

/** `POST /api/reports/:id/claims`: a student says a found item is theirs. `today` is the university's date. */
export function newClaimSchema(today: () => string) {
  return z.object({
    /** What only the owner would know: contents, marks, the serial number. */
    details: requiredText(LIMITS.descriptionMax, "claims.errors.detailsRequired"),
    /** Where they lost it, in their words. */
    lostWhere: requiredText(LIMITS.noteMax, "claims.errors.lostWhereRequired"),
    /** The day they lost it; not after today. */
    lostOn: z
      .string()
      .min(1, "claims.errors.lostOnRequired")
      .pipe(calendarDate)
      .refine((date) => date <= today(), "reports.errors.dateInFuture"),
    /** A photo of them with the item, or a receipt: the file name from `GET /api/generate-upload-url`. */
    image: z.string().max(64).nullish(),
  });
}
export type NewClaim = z.output<ReturnType<typeof newClaimSchema>>;

/** `POST /api/admin/claims/:id/approve` and `…/reject`: the office's decision, with its reason. */
export const claimDecisionSchema = z.object({
  reason: requiredText(LIMITS.noteMax, "claims.errors.reasonRequired"),
});
export type ClaimDecisionInput = z.input<typeof claimDecisionSchema>;

/** `POST /api/admin/claims/:id/handover`: the approved claimant collected the item. */
export function claimHandoverSchema(today: () => string) {
  return z.object({
    handedOverOn: z
      .string()
      .min(1, "claims.errors.handedOverOnRequired")
      .pipe(calendarDate)
      .refine((date) => date <= today(), "reports.errors.dateInFuture"),
    identityCheck: z.enum(IDENTITY_CHECKS, "claims.errors.identityCheckRequired"),
    note: optionalText(LIMITS.noteMax),
  });
}
export type ClaimHandoverInput = z.input<ReturnType<typeof claimHandoverSchema>>;

/** The found item a claim is about, named as lists name it. */
export const claimItemSchema = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
});

/** The handover of a returned item. */
export const handoverRecordSchema = z.object({
  handedOverOn: z.string(),
  identityCheck: z.enum(IDENTITY_CHECKS),
  note: z.string().nullable(),
  staffName: z.string(),
});

/** A claim as its claimant and the office see it. */
export const claimSchema = z.object({
  id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  item: claimItemSchema,
  claimant: z.object({ name: z.string(), email: z.string().nullable() }),
  details: z.string(),
  lostWhere: z.string(),
  lostOn: z.string(),
  image: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
  createdAt: z.string(),
  /** The office's decision: its reason and when; null while open. */
  decision: z.object({ reason: z.string(), at: z.string(), by: z.string() }).nullable(),
  handover: handoverRecordSchema.nullable(),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimListSchema = z.object({ claims: z.array(claimSchema) });
export const claimResponseSchema = z.object({ claim: claimSchema, message: z.string() });

/** `GET /api/admin/reports/:id/claims`: a found item's hidden details beside every claim on it. */
export const itemClaimsSchema = z.object({
  item: claimItemSchema.extend({
    status: z.enum(["pending", "solved"]),
    description: z.string().nullable(),
    serialNumber: z.string().nullable(),
    hiddenDetails: z.string().nullable(),
  }),
  claims: z.array(claimSchema),
});
export type ItemClaims = z.infer<typeof itemClaimsSchema>;

/** `GET /api/admin/claims`: the claims to work through (open and approved by default), oldest first. */
export const claimQuerySchema = z.object({
  status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(CLAIM_STATUSES).optional()),
});
