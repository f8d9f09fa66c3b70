import { z } from "zod";

/**
 * What `npm run backup` writes into its archive, beside the files: which product and format
 * made it, when, the database's schema (its newest migration) and what it holds.
 */
export const backupManifestSchema = z.object({
  format: z.literal("campus-lost-and-found-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  /** The newest migration the copied database had run. */
  schema: z.string(),
  reports: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  /** Uploaded files in the archive (0 when uploads live in S3). */
  uploads: z.number().int().nonnegative(),
  /** Whether the generated DATA_DIR/auth-secret is in the archive (not when AUTH_SECRET is set). */
  authSecret: z.boolean(),
  /** Whether the generated DATA_DIR/vapid-keys.json is in the archive (not when VAPID_* are set; older archives lack it). */
  vapidKeys: z.boolean().default(false),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The archive's entries, at its top level. */
export const BACKUP_ENTRIES = {
  manifest: "manifest.json",
  uploads: "uploads",
  authSecret: "auth-secret",
  vapidKeys: "vapid-keys.json",
} as const;
