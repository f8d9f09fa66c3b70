/**
 * Where uploaded files live. Two implementations: a folder under DATA_DIR (uploads go to a
 * signed, expiring URL on this server) and an S3-compatible bucket (presigned URLs).
 */
export interface FileStorage {
  /** A URL the browser PUTs the file to, valid for a few minutes, for this key and content type only. */
  createUploadUrl(key: string, contentType: string): Promise<string>;
  /** The stored bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 300;
