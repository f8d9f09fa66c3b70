import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  renameSync,
} from "node:fs";
import path from "node:path";
import { create as createArchive } from "tar";
import type { Config } from "../../config";
import { sqliteFileIn, SQLITE_FILE } from "../../db/open-database";
import { loadSqliteDriver, type SqliteLibrary } from "../../db/sqlite-driver";
import { StartupError } from "../../startup-error";
import { authSecretFileIn } from "../auth-secret";
import { vapidKeysFileIn } from "../vapid-keys";
import { uploadsDirIn } from "../storage/disk-storage";
import { BACKUP_ENTRIES, type BackupManifest } from "./manifest";

/** What a backup holds, as its manifest says, and how large the archive is. */
export interface BackupSummary extends BackupManifest {
  file: string;
  bytes: number;
}

/**
 * Writes one gzipped tar archive holding a consistent copy of the embedded SQLite database (made
 * with SQLite's online backup, so the server may keep running and writing), the uploaded files
 * (when they live in DATA_DIR), the generated auth secret (when AUTH_SECRET is not set: sessions
 * and two-step sign-in secrets depend on it), the generated VAPID key pair (when VAPID_* are not
 * set: every device's push subscription was made for it) and a manifest. The archive appears under its name
 * only when complete. With PostgreSQL or S3 the operator backs those up with their own tools
 * (README, "Backups"): the database is refused here, the bucket's files are left out.
 */
export async function createBackup(
  config: Pick<Config, "databaseUrl" | "dataDir" | "s3" | "authSecret" | "push">,
  file: string,
  now = new Date(),
): Promise<BackupSummary> {
  if (config.databaseUrl)
    throw new StartupError(
      "npm run backup copies the embedded SQLite database; with DATABASE_URL set, back up PostgreSQL with pg_dump (README, Backups).",
    );
  const database = sqliteFileIn(config.dataDir);
  if (!existsSync(database)) throw new StartupError(`There is no database to back up in DATA_DIR (${database}).`);
  const target = path.resolve(file);
  if (existsSync(target)) throw new StartupError(`${target} already exists: name a new file.`);
  const folder = path.dirname(target);
  if (!existsSync(folder)) throw new StartupError(`The folder ${folder} does not exist.`);

  const SqliteDatabase = await loadSqliteDriver();
  const staging = mkdtempSync(path.join(folder, ".campus-backup-"));
  try {
    const copy = path.join(staging, SQLITE_FILE);
    const source = new SqliteDatabase(database, { readonly: true, fileMustExist: true });
    try {
      await source.backup(copy);
    } finally {
      source.close();
    }
    const entries = [BACKUP_ENTRIES.manifest, SQLITE_FILE];
    const uploads = uploadsDirIn(config.dataDir);
    const withUploads = !config.s3 && existsSync(uploads);
    // The uploads are archived from where they are, through a link the archiver follows.
    if (withUploads) {
      symlinkSync(uploads, path.join(staging, BACKUP_ENTRIES.uploads), "dir");
      entries.push(BACKUP_ENTRIES.uploads);
    }
    const secret = authSecretFileIn(config.dataDir);
    const withSecret = !config.authSecret && existsSync(secret);
    if (withSecret) {
      symlinkSync(secret, path.join(staging, BACKUP_ENTRIES.authSecret));
      entries.push(BACKUP_ENTRIES.authSecret);
    }
    const vapidKeys = vapidKeysFileIn(config.dataDir);
    const withVapidKeys = !config.push.vapid && existsSync(vapidKeys);
    if (withVapidKeys) {
      symlinkSync(vapidKeys, path.join(staging, BACKUP_ENTRIES.vapidKeys));
      entries.push(BACKUP_ENTRIES.vapidKeys);
    }
    const manifest: BackupManifest = {
      format: "campus-lost-and-found-backup",
      version: 1,
      createdAt: now.toISOString(),
      ...databaseFigures(SqliteDatabase, copy),
      uploads: withUploads ? countFiles(uploads) : 0,
      authSecret: withSecret,
      vapidKeys: withVapidKeys,
    };
    writeFileSync(path.join(staging, BACKUP_ENTRIES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);

    // Written beside the target, then renamed: a half-written archive never carries its name.
    const partial = path.join(staging, "archive.partial");
    await createArchive(
      { gzip: true, file: partial, cwd: staging, follow: true, portable: true, mode: 0o600 },
      entries,
    );
    renameSync(partial, target);
    return { ...manifest, file: target, bytes: statSync(target).size };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The copy's schema (newest migration run) and how many reports and users it holds. */
function databaseFigures(
  SqliteDatabase: SqliteLibrary,
  file: string,
): Pick<BackupManifest, "schema" | "reports" | "users"> {
  const copy = new SqliteDatabase(file, { readonly: true });
  try {
    const count = (table: string) => copy.prepare(`select count(*) from ${table}`).pluck().get() as number;
    const schema = copy.prepare("select max(name) from kysely_migration").pluck().get() as string | null;
    return { schema: schema ?? "", reports: count("reports"), users: count("users") };
  } finally {
    copy.close();
  }
}

function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}
