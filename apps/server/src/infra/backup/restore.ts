import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { extract, ReadEntry } from "tar";
import type { Config } from "../../config";
import { ensureDataDir } from "../../db/data-dir";
import { dataDirUser } from "../../db/in-use";
import { isKnownMigration } from "../../db/migrate";
import { sqliteFileIn, SQLITE_FILE } from "../../db/open-database";
import { loadSqliteDriver } from "../../db/sqlite-driver";
import { StartupError } from "../../startup-error";
import { authSecretFileIn } from "../auth-secret";
import { vapidKeysFileIn } from "../vapid-keys";
import { uploadsDirIn } from "../storage/disk-storage";
import { BACKUP_ENTRIES, backupManifestSchema, type BackupManifest } from "./manifest";

export interface RestoreSummary extends BackupManifest {
  /** Where the data folder's previous files were moved, when it held any. */
  setAside: string | undefined;
}

/**
 * Brings a `npm run backup` archive back into DATA_DIR: the database, the uploaded files and the
 * generated auth secret. The archive is unpacked and checked first (its manifest, SQLite's
 * integrity check, a schema this version knows), so a bad archive changes nothing. A data folder
 * that already holds a database or uploads is replaced only with `force`, and its files are then
 * moved to DATA_DIR/before-restore-<time>/, never deleted. The server must be stopped meanwhile;
 * it migrates an older backup's schema when it starts.
 */
export async function restoreBackup(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreSummary> {
  if (config.databaseUrl)
    throw new StartupError(
      "npm run restore brings back the embedded SQLite database; with DATABASE_URL set, restore PostgreSQL with pg_restore (README, Backups).",
    );
  const archive = path.resolve(file);
  if (!existsSync(archive)) throw new StartupError(`There is no backup at ${archive}.`);
  ensureDataDir(config.dataDir);
  const user = dataDirUser(config.dataDir);
  if (user !== null)
    throw new StartupError(
      `A server (process ${user}) is using DATA_DIR (${config.dataDir}): stop it first (sudo systemctl stop 'campus-lost-and-found@*', or Ctrl+C where it runs), then restore. Nothing was changed.`,
    );

  const staging = mkdtempSync(path.join(config.dataDir, ".restore-"));
  try {
    const manifest = await unpackAndCheck(archive, staging);
    const targets = {
      [SQLITE_FILE]: sqliteFileIn(config.dataDir),
      [BACKUP_ENTRIES.uploads]: uploadsDirIn(config.dataDir),
      [BACKUP_ENTRIES.authSecret]: authSecretFileIn(config.dataDir),
      [BACKUP_ENTRIES.vapidKeys]: vapidKeysFileIn(config.dataDir),
    };
    const present = [...Object.values(targets), `${targets[SQLITE_FILE]}-wal`, `${targets[SQLITE_FILE]}-shm`].filter(
      (target) => existsSync(target),
    );
    const holdsData = existsSync(targets[SQLITE_FILE]) || existsSync(targets[BACKUP_ENTRIES.uploads]);
    if (holdsData && !options.force)
      throw new StartupError(
        `DATA_DIR (${config.dataDir}) already holds a database or uploads: stop the server and pass --force to replace them (they are moved aside, not deleted).`,
      );
    let setAside: string | undefined;
    if (present.length) {
      const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
      setAside = path.join(config.dataDir, `before-restore-${stamp}`);
      mkdirSync(setAside);
      for (const target of present) renameSync(target, path.join(setAside, path.basename(target)));
    }
    for (const [entry, target] of Object.entries(targets)) {
      const unpacked = path.join(staging, entry);
      if (!existsSync(unpacked)) continue;
      renameSync(unpacked, target);
      // Run as root, the files would be root's and the service could not open them: they get DATA_DIR's owner.
      ownLike(target, config.dataDir);
    }
    return { ...manifest, setAside };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Gives `target` (and all inside it) the owner of `like`, when this process may (it runs as root). */
function ownLike(target: string, like: string): void {
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = statSync(like);
  const walk = (entry: string) => {
    chownSync(entry, uid, gid);
    if (statSync(entry).isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(target);
}

/** Unpacks the archive into `staging` and checks that it is a whole backup this version can use. */
async function unpackAndCheck(archive: string, staging: string): Promise<BackupManifest> {
  const known = new Set<string>([SQLITE_FILE, ...Object.values(BACKUP_ENTRIES)]);
  const notABackup = (why: string) =>
    new StartupError(`${archive} is not a backup made by npm run backup (${why}); nothing was changed.`);
  try {
    await extract({
      file: archive,
      cwd: staging,
      strict: true,
      // Only the backup's own entries, and never a link (an archive could point one outside DATA_DIR).
      filter: (entry, stat) =>
        known.has(entry.split("/")[0] ?? "") && !(stat instanceof ReadEntry && /Link/.test(stat.type)),
    });
  } catch (error) {
    throw notABackup((error as Error).message);
  }
  let manifest: BackupManifest;
  try {
    manifest = backupManifestSchema.parse(
      JSON.parse(readFileSync(path.join(staging, BACKUP_ENTRIES.manifest), "utf8")),
    );
  } catch {
    throw notABackup("no readable manifest");
  }
  const database = path.join(staging, SQLITE_FILE);
  if (!existsSync(database)) throw notABackup("no database");
  let integrity: unknown;
  try {
    const SqliteDatabase = await loadSqliteDriver();
    const copy = new SqliteDatabase(database, { readonly: true, fileMustExist: true });
    try {
      integrity = copy.pragma("integrity_check", { simple: true });
    } finally {
      copy.close();
    }
  } catch (error) {
    throw notABackup((error as Error).message);
  }
  if (integrity !== "ok") throw notABackup(`the database is damaged: ${String(integrity)}`);
  if (!isKnownMigration(manifest.schema))
    throw new StartupError(
      `${archive} was made by a newer version (schema ${manifest.schema}): upgrade this installation first; nothing was changed.`,
    );
  return manifest;
}
