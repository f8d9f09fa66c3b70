import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_URL_TTL_SECONDS, type FileStorage } from "./file-storage";

export interface UploadTicket {
  key: string;
  contentType: string;
  expires: number;
}

/** Where uploaded files live in the embedded mode (no S3 bucket configured). */
export function uploadsDirIn(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Files in a folder (DATA_DIR/uploads); upload URLs are HMAC-signed and expire. */
export function createDiskStorage(root: string, publicUrl: string, secret: string) {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return file;
  };
  const sign = (ticket: UploadTicket) =>
    createHmac("sha256", secret)
      .update(`upload\n${ticket.key}\n${ticket.contentType}\n${ticket.expires}`)
      .digest("base64url");

  const storage: FileStorage & {
    /** True when the signature matches this key, type and expiry (the caller checks the time). */
    verifyUpload(ticket: UploadTicket, signature: string): boolean;
  } = {
    async createUploadUrl(key, contentType) {
      const ticket = { key, contentType, expires: Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS };
      const query = new URLSearchParams({
        type: contentType,
        expires: String(ticket.expires),
        signature: sign(ticket),
      });
      return `${publicUrl}/api/uploads/${key.split("/").map(encodeURIComponent).join("/")}?${query.toString()}`;
    },
    verifyUpload(ticket, signature) {
      const expected = Buffer.from(sign(ticket));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async write(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
  return storage;
}

export type DiskStorage = ReturnType<typeof createDiskStorage>;
