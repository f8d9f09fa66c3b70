import type { Sharp } from "sharp";
import { lazy } from "../../core/lazy";
import { AppError } from "../../http/app-error";

/** The image libraries, loaded with the first upload: sharp alone adds about 25 MB to the process. */
const imageLibraries = lazy(async () => {
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import("file-type"), import("sharp")]);
  return { fileTypeFromBuffer, sharp };
});

/** Content types a client may declare, and the format each must really be. */
export const IMAGE_TYPES = { "image/jpeg": "jpg", "image/jpg": "jpg", "image/png": "png" } as const;
export type ImageContentType = keyof typeof IMAGE_TYPES;

export function isImageContentType(value: string): value is ImageContentType {
  return value in IMAGE_TYPES;
}

const FULL_SIZE = 1600;
const THUMB_SIZE = 256;

/**
 * Checks an uploaded image by its content (not its name or declared type) and re-encodes it:
 * orientation applied, metadata such as GPS position dropped, at most 1600 px, plus a
 * 256 px square thumbnail. Refuses oversized, non-image and mislabelled files.
 */
export async function processImage(input: Buffer, declaredExt: "jpg" | "png", maxBytes: number) {
  if (input.length > maxBytes)
    throw new AppError(413, "FILE_TOO_LARGE", "uploads.errors.tooLarge", { mb: Math.round(maxBytes / 1024 / 1024) });
  const { fileTypeFromBuffer, sharp } = await imageLibraries();
  const detected = await fileTypeFromBuffer(input);
  if (!detected || (detected.ext !== "jpg" && detected.ext !== "png"))
    throw new AppError(400, "NOT_AN_IMAGE", "uploads.errors.notImage");
  if (detected.ext !== declaredExt) throw new AppError(400, "MISLABELLED_FILE", "uploads.errors.mislabelled");
  try {
    const image = sharp(input, { failOn: "error" }).rotate();
    const encode = (pipeline: Sharp) =>
      detected.ext === "png" ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 82, mozjpeg: true });
    const [full, thumb] = await Promise.all([
      encode(
        image.clone().resize({ width: FULL_SIZE, height: FULL_SIZE, fit: "inside", withoutEnlargement: true }),
      ).toBuffer(),
      encode(image.clone().resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: "cover" })).toBuffer(),
    ]);
    return { full, thumb, contentType: detected.mime };
  } catch {
    throw new AppError(400, "NOT_AN_IMAGE", "uploads.errors.notImage");
  }
}
