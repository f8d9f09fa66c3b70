/** The server's refusals of the photo itself (its content, size or upload link): shown at the photo field. */
const PHOTO_REFUSALS = new Set([
  "NOT_AN_IMAGE",
  "MISLABELLED_FILE",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FILE_TYPE",
  "TOO_MANY_UPLOADS",
]);
export const isPhotoRefusal = (code: string) => PHOTO_REFUSALS.has(code) || code.startsWith("UPLOAD");
