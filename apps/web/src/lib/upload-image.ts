import { apiErrorSchema, isApiErrorCode, uploadUrlResponseSchema, type Language } from "@campus/shared";
import { ApiError, apiFetch } from "./api-client";
import { loadedText } from "./catalogue-loader";

/** The types accepted, each with the first bytes of its content (the server checks a photo by its content too). */
const SIGNATURES: Record<string, number[]> = {
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/png": [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** The file's first `count` bytes. */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable file"));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** The accepted type whose signature the content starts with, if any. */
const typeOfContent = (bytes: Uint8Array) =>
  Object.keys(SIGNATURES).find((type) => SIGNATURES[type]!.every((byte, index) => bytes[index] === byte));

/**
 * Checks an image when it is picked, before anything is sent, as the server will: JPG or PNG by
 * name, at most `maxUploadMb`, and its content really a JPG or PNG (a text file renamed
 * fake.jpg is not) of the type its name says. The answer is in the user's language.
 */
export async function imageProblem(file: File, maxUploadMb: number, language: Language): Promise<string | null> {
  const signature = SIGNATURES[file.type];
  if (!signature) return loadedText(language, "uploads.errors.type");
  if (file.size > maxUploadMb * 1024 * 1024)
    return loadedText(language, "uploads.errors.tooLarge", { mb: maxUploadMb });
  const content = typeOfContent(await firstBytes(file, 8).catch(() => new Uint8Array()));
  if (!content) return loadedText(language, "uploads.errors.notImage");
  if (content !== file.type) return loadedText(language, "uploads.errors.mislabelled");
  return null;
}

/**
 * The upload flow's first two steps: ask for an upload URL, PUT the file there
 * with its Content-Type. Returns the filename to hand to the step that uses the image. A
 * visitor without an account asks the public route (`/public/upload-url`) instead.
 */
export async function uploadImage(
  file: File,
  language: Language,
  from: "/generate-upload-url" | "/public/upload-url" = "/generate-upload-url",
): Promise<string> {
  const target = await apiFetch(`${from}?content_type=${encodeURIComponent(file.type)}`, uploadUrlResponseSchema);
  const sameOrigin = new URL(target.upload_url, window.location.href).origin === window.location.origin;
  let response: Response;
  try {
    response = await fetch(target.upload_url, {
      method: "PUT",
      body: file,
      headers: { "content-type": file.type },
      credentials: sameOrigin ? "same-origin" : "omit",
    });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", loadedText(language, "errors.network"));
  }
  if (!response.ok) {
    // The storage's refusal: the API's error body when the API stored it, else anything (or nothing).
    const read = apiErrorSchema.partial().safeParse(await response.json().catch(() => null));
    const body = read.success ? read.data : {};
    throw new ApiError(
      response.status,
      isApiErrorCode(body.code) ? body.code : "UPLOAD_FAILED",
      body.message ?? loadedText(language, "uploads.errors.failed"),
    );
  }
  return target.filename;
}
