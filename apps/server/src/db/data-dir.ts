import fs from "node:fs";
import { StartupError } from "../startup-error";

/** Creates DATA_DIR when missing and checks that the server can read and write it. */
export function ensureDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error("not a folder"), { code: "ENOTDIR" });
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new StartupError(
      `DATA_DIR ${dir} cannot be used as the data folder (${reason}): point DATA_DIR at a folder the server can read and write.`,
    );
  }
}
