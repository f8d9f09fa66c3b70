import { loadConfig } from "../config";
import { restoreBackup } from "../infra/backup/restore";
import { StartupError } from "../startup-error";
import { runCli } from "./run-cli";

/** `npm run restore -- FILE [--force]`: brings a backup back into DATA_DIR. */
runCli(
  {
    usage: "npm run restore -- FILE.tar.gz [--force]",
    about:
      "Brings an archive made by npm run backup back into DATA_DIR: the database, the uploaded files, the auth secret and the push key pair. Stop the server first. The archive is checked before anything changes. A DATA_DIR that already holds data is replaced only with --force, and its files are moved to DATA_DIR/before-restore-<time>/.",
    maxArgs: 1,
    options: ["--force"],
  },
  async ([file], options) => {
    if (!file) throw new StartupError("Usage: npm run restore -- FILE.tar.gz [--force]");
    const config = loadConfig();
    const summary = await restoreBackup(config, file, { force: options.has("--force") });
    console.log(
      `Restored ${summary.reports} reports, ${summary.users} accounts and ${summary.uploads} uploaded files from the backup of ${summary.createdAt} into ${config.dataDir}.`,
    );
    if (summary.setAside) console.log(`The data folder's previous files are in ${summary.setAside}.`);
    console.log("Start the server: it brings the database's schema up to date.");
  },
);
