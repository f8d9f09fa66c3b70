import { loadConfig } from "../config";
import { createBackup } from "../infra/backup/backup";
import { runCli } from "./run-cli";

/** `npm run backup -- [FILE]`: one archive with a consistent copy of the database and the uploads. */
runCli(
  {
    usage: "npm run backup -- [FILE.tar.gz]",
    about:
      "Writes one archive (campus-backup-<time>.tar.gz in the current folder unless FILE is given) with a consistent copy of the SQLite database in DATA_DIR (its online backup: the server may keep running), the uploaded files, the generated auth secret and the generated push key pair. Bring it back with npm run restore. With PostgreSQL or S3, back those up with their own tools (README, Backups).",
    maxArgs: 1,
  },
  async ([file]) => {
    const config = loadConfig();
    const now = new Date();
    const summary = await createBackup(
      config,
      file ?? `campus-backup-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`,
      now,
    );
    console.log(
      `Backed up ${summary.reports} reports, ${summary.users} accounts and ${summary.uploads} uploaded files to ${summary.file} (${(summary.bytes / 1_048_576).toFixed(1)} MB).`,
    );
    if (config.s3)
      console.log("Uploads are in the S3 bucket and not in this archive: back the bucket up with its own tools.");
    if (config.authSecret)
      console.log("AUTH_SECRET is set: keep it with the backup; sessions and two-step sign-in need it.");
    if (config.push.vapid)
      console.log(
        "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set: keep them with the backup; every device's notifications need them.",
      );
  },
);
