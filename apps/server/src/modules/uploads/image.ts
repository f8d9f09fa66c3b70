import type { Sharp } from "sharp";
import { lazy } from "../../infra/lazy";
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
 * The most pixels a photo may have (50 megapixels: more than a phone camera's usual 12 to 50). A
 * small compressed file can declare a huge image (a 776 KB PNG of 16,000 × 16,000 px decodes to
 * about 1 GB and takes seconds of CPU), so its size is read from the header before any decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Checks an uploaded image by its content (not its name or declared type) and re-encodes it:
 * orientation applied, metadata such as GPS position dropped, at most 1600 px, plus a
 * 256 px square thumbnail. Refuses oversized, non-image and mislabelled files, and images of
 * more than MAX_IMAGE_PIXELS (read from the header, before anything is decoded).
 */
export async function processImage(input: Buffer, declaredExt: "jpg" | "png", maxBytes: number) {
  if (input.length > maxBytes)
    throw new AppError(413, "FILE_TOO_LARGE", "uploads.errors.tooLarge", { mb: Math.round(maxBytes / 1024 / 1024) });
  const { fileTypeFromBuffer, sharp } = await imageLibraries();
  const detected = await fileTypeFromBuffer(input);
  if (!detected || (detected.ext !== "jpg" && detected.ext !== "png"))
    throw new AppError(400, "NOT_AN_IMAGE", "uploads.errors.notImage");
  if (detected.ext !== declaredExt) throw new AppError(400, "MISLABELLED_FILE", "uploads.errors.mislabelled");
  const { width = 0, height = 0 } = await sharp(input)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_IMAGE_PIXELS)
    throw new AppError(400, "IMAGE_TOO_MANY_PIXELS", "uploads.errors.tooManyPixels", {
      megapixels: MAX_IMAGE_PIXELS / 1_000_000,
    });
  try {
    const image = sharp(input, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
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
