import { randomUUID } from "node:crypto";
import { AppError } from "../../http/app-error";
import { IMAGE_TYPES, processImage, type ImageContentType } from "./image";
import {
  claimUploadForPublishing,
  countPendingUploads,
  findUploadOwner,
  recordUpload,
  takeStaleUploads,
} from "./repository";
import type { Ctx } from "../../core/context";

/** Uploads a user may have waiting (handed out, not yet used) at once; they are cleaned after an hour. */
export const MAX_PENDING_UPLOADS = 10;
export const UPLOAD_KEPT_MS = 60 * 60 * 1000;

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
 * Step one of the upload flow: a fresh filename and where the browser PUTs the file, recorded
 * with its owner. The file becomes visible at `public_url` only after the step that uses it
 * (e.g. the profile photo) has checked and re-encoded it. A user may have 10 waiting at once.
 */
export async function createUpload(
  ctx: Ctx<"database" | "storage" | "config" | "clock">,
  userId: string,
  contentType: ImageContentType,
) {
  const { database, storage, config } = ctx;
  const now = ctx.clock().getTime();
  if (
    (await countPendingUploads(database.db, userId, new Date(now - UPLOAD_KEPT_MS).toISOString())) >=
    MAX_PENDING_UPLOADS
  ) {
    throw new AppError(429, "TOO_MANY_UPLOADS", "uploads.errors.tooManyPending").withHeaders({ "retry-after": "600" });
  }
  const filename = `${randomUUID()}.${IMAGE_TYPES[contentType]}`;
  await recordUpload(database.db, { filename, userId, at: new Date(now).toISOString() });
  return {
    upload_url: await storage.createUploadUrl(incomingKey(userId, filename), contentType),
    public_url: publicFileUrl(config.publicUrl, filename),
    filename,
  };
}

/** A visitor's upload is owned by a name of its own ("visitor-" and a random id): visitors have no account. */
const VISITOR_OWNER = /^visitor-[0-9a-f-]{36}$/;

/**
 * Step one for a visitor without an account (the public found-item form): the same flow, owned
 * by a fresh visitor name per upload. The route limits how many a client may ask for.
 */
export async function createVisitorUpload(
  ctx: Ctx<"database" | "storage" | "config" | "clock">,
  contentType: ImageContentType,
) {
  return createUpload(ctx, `visitor-${randomUUID()}`, contentType);
}

/**
 * Step two for a visitor's upload: the same checks and publishing as an account's, for an upload
 * handed out to a visitor (never one handed out to an account). Its unguessable filename is
 * what the visitor holds.
 */
export async function publishVisitorImage(
  ctx: Ctx<"database" | "storage" | "config" | "clock">,
  filename: string,
): Promise<string> {
  const owner = isUploadFilename(filename) ? await findUploadOwner(ctx.database.db, filename) : undefined;
  if (!owner || !VISITOR_OWNER.test(owner))
    throw new AppError(400, "UPLOAD_NOT_FOUND", "uploads.errors.missing", {}, "image");
  return publishUploadedImage(ctx, owner, filename);
}

/**
 * Step two: takes the user's uploaded file, checks and re-encodes it, and publishes it with a
 * thumbnail. Returns the path to store (see storedImagePath). An upload is published once, for
 * one owner: a published file never changes. The upload is removed whatever happens.
 */
export async function publishUploadedImage(
  ctx: Ctx<"database" | "storage" | "config" | "clock">,
  userId: string,
  filename: string,
): Promise<string> {
  const { database, storage, config } = ctx;
  if (!isUploadFilename(filename))
    throw new AppError(400, "UPLOAD_NOT_FOUND", "uploads.errors.missing", {}, "filename");
  const key = incomingKey(userId, filename);
  if (!(await claimUploadForPublishing(database.db, filename, userId, ctx.clock().toISOString()))) {
    throw new AppError(400, "UPLOAD_NOT_FOUND", "uploads.errors.missing", {}, "filename");
  }
  const uploaded = await storage.read(key);
  if (!uploaded) throw new AppError(400, "UPLOAD_NOT_FOUND", "uploads.errors.missing", {}, "filename");
  try {
    const { full, thumb, contentType } = await processImage(
      uploaded,
      filename.endsWith(".png") ? "png" : "jpg",
      config.maxUploadBytes,
    );
    await storage.write(fileKey(filename), full, contentType);
    await storage.write(thumbKey(filename), thumb, contentType);
    return storedImagePath(filename);
  } finally {
    await storage.remove(key);
  }
}

/** Removes a published image and its thumbnail, given its stored path (or an absolute URL). */
export async function removePublishedImage(ctx: Ctx<"storage">, url: string | null): Promise<void> {
  const { storage } = ctx;
  const filename = url?.split("/api/files/")[1];
  if (!filename || !isUploadFilename(filename)) return;
  await Promise.all([storage.remove(fileKey(filename)), storage.remove(thumbKey(filename))]);
}

/**
 * Removes uploads handed out more than an hour ago and never published: their record and any
 * file PUT for them. Safe on several instances at once (each removes the records it deleted).
 */
export async function cleanStaleUploads(ctx: Ctx<"database" | "storage" | "clock">): Promise<number> {
  const { database, storage } = ctx;
  const stale = await takeStaleUploads(database.db, new Date(ctx.clock().getTime() - UPLOAD_KEPT_MS).toISOString());
  await Promise.all(stale.map((upload) => storage.remove(incomingKey(upload.user_id, upload.filename))));
  return stale.length;
}
