import type { Config } from "../../config";
import { createDiskStorage, uploadsDirIn, type DiskStorage } from "./disk-storage";
import type { FileStorage } from "./file-storage";
import { createS3Storage } from "./s3-storage";

/** The storage the configuration asks for; `disk` is set when files live in DATA_DIR/uploads. */
export function createStorage(
  config: Config,
  secret: string,
): { storage: FileStorage; disk: DiskStorage | undefined; close(): void } {
  if (config.s3) {
    const s3 = createS3Storage(config.s3);
    return { storage: s3, disk: undefined, close: () => s3.destroy() };
  }
  const disk = createDiskStorage(uploadsDirIn(config.dataDir), config.publicUrl, secret);
  return { storage: disk, disk, close: () => {} };
}
