import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file a running server keeps in DATA_DIR while it uses the embedded database: its process id. */
const IN_USE_FILE = "server.pid";

/** Marks DATA_DIR as used by this process; returns what to call when the server stops. */
export function markDataDirInUse(dataDir: string): () => void {
  const file = path.join(dataDir, IN_USE_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  };
}

/** The id of a running process that says it uses DATA_DIR, or null (none, or one that has ended). */
export function dataDirUser(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, IN_USE_FILE), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user (the service's).
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
