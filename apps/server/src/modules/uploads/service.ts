import { randomUUID } from "node:crypto";
import type { FileStorage } from "../../infra/storage/file-storage";
import { AppError } from "../../http/app-error";
import { IMAGE_TYPES, processImage, type ImageContentType } from "./image";

const FILENAME = /^[0-9a-f-]{36}\.(jpg|png)$/;

export const incomingKey = (userId: string, filename: string) => `incoming/${userId}/${filename}`;
export const fileKey = (filename: string) => `files/${filename}`;
export const thumbKey = (filename: string) => `files/thumbs/${filename}`;

export function isUploadFilename(filename: string): boolean {
  return FILENAME.test(filename);
}

/**
 * Where a published image is served (GET /api/files/:filename), as kept in the database: a path
 * on this server, so the data stays valid when PUBLIC_URL changes.
 */
export function storedImagePath(filename: string): string {
  return `/api/files/${filename}`;
}

/** The absolute address of a published image (the upload flow's `public_url`). */
export function publicFileUrl(publicUrl: string, filename: string): string {
  return `${publicUrl}${storedImagePath(filename)}`;
}

/**
 * Step one of the upload flow: a fresh filename and where the browser PUTs the file. The file
 * becomes visible at `public_url` only after the step that uses it (e.g. the profile photo)
 * has checked and re-encoded it.
 */
export async function createUpload(storage: FileStorage, publicUrl: string, userId: string, contentType: ImageContentType) {
  const filename = `${randomUUID()}.${IMAGE_TYPES[contentType]}`;
  return {
    upload_url: await storage.createUploadUrl(incomingKey(userId, filename), contentType),
    public_url: publicFileUrl(publicUrl, filename),
    filename,
  };
}

/**
 * Step two: takes the user's uploaded file, checks and re-encodes it, and publishes it with a
 * thumbnail. Returns the path to store (see storedImagePath). The upload is removed whatever happens.
 */
export async function publishUploadedImage(storage: FileStorage, userId: string, filename: string, maxBytes: number): Promise<string> {
  if (!isUploadFilename(filename)) throw new AppError(400, "UPLOAD_NOT_FOUND", "uploads.errors.missing", {}, "filename");
  const key = incomingKey(userId, filename);
  const uploaded = await storage.read(key);
  if (!uploaded) throw new AppError(400, "UPLOAD_NOT_FOUND", "uploads.errors.missing", {}, "filename");
  try {
    const { full, thumb, contentType } = await processImage(uploaded, filename.endsWith(".png") ? "png" : "jpg", maxBytes);
    await storage.write(fileKey(filename), full, contentType);
    await storage.write(thumbKey(filename), thumb, contentType);
    return storedImagePath(filename);
  } finally {
    await storage.remove(key);
  }
}

/** Removes a published image and its thumbnail, given its stored path (or an absolute URL). */
export async function removePublishedImage(storage: FileStorage, url: string | null): Promise<void> {
  const filename = url?.split("/api/files/")[1];
  if (!filename || !isUploadFilename(filename)) return;
  await Promise.all([storage.remove(fileKey(filename)), storage.remove(thumbKey(filename))]);
}
