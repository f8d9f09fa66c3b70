import { z } from "zod";

// The codes an error answer holds are in ../error-codes.ts (no zod: the web's first screens compare against them).

/** The body of every error response of the API. */
export const apiErrorSchema = z.object({
  /** Stable machine-readable code, e.g. `VALIDATION_ERROR`. */
  code: z.string(),
  /** Human-readable message in the caller's language. */
  message: z.string(),
  /** For validation errors: which fields failed and why. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
