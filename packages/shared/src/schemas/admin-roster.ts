import { z } from "zod";

/** Largest roster file accepted, in characters (a university's whole roster is a few MB). */
export const ROSTER_CSV_MAX = 8_000_000;
/** How many of the rows to be imported a preview lists (the counts cover all of them). */
export const ROSTER_PREVIEW_ROWS = 100;

/** `POST /api/admin/roster/preview` and `/import`: the file's text. */
export const rosterUploadSchema = z.object({
  csv: z
    .string()
    .max(ROSTER_CSV_MAX, "admin.roster.errors.tooLarge")
    .refine((text) => text.trim() !== "", "admin.roster.errors.empty"),
});

/** A row that will not be imported: its line in the file and why, in the caller's language. */
export const rosterRefusalSchema = z.object({ line: z.number().int(), message: z.string() });
export type RosterRefusal = z.infer<typeof rosterRefusalSchema>;

/** What importing the file would do, without doing it. */
export const rosterPreviewSchema = z.object({
  /** The first rows that would be imported, each added (new number) or updated (known number). */
  rows: z.array(
    z.object({
      line: z.number().int(),
      matrixNo: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      outcome: z.enum(["add", "update"]),
    }),
  ),
  counts: z.object({ add: z.number().int(), update: z.number().int(), refused: z.number().int() }),
  refused: z.array(rosterRefusalSchema),
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/** What the import did; recorded in the audit log. */
export const rosterImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  refused: z.array(rosterRefusalSchema),
  message: z.string(),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

/** `GET /api/admin/roster`: the roster's size and how many on it have signed up. */
export const rosterSummarySchema = z.object({ entries: z.number().int(), registered: z.number().int() });
export type RosterSummary = z.infer<typeof rosterSummarySchema>;
