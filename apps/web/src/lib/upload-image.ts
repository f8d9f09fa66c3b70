import { apiErrorSchema, isApiErrorCode, uploadUrlResponseSchema, type Language } from "@campus/shared";
import { ApiError, apiFetch } from "./api-client";
import { loadedText } from "./catalogue-loader";

const ACCEPTED = ["image/jpeg", "image/png"];

/** Checks an image before anything is sent: JPG or PNG, at most `maxUploadMb`. */
export function imageProblem(file: File, maxUploadMb: number, language: Language): string | null {
  if (!ACCEPTED.includes(file.type)) return loadedText(language, "uploads.errors.type");
  if (file.size > maxUploadMb * 1024 * 1024)
    return loadedText(language, "uploads.errors.tooLarge", { mb: maxUploadMb });
  return null;
}

/**
 * The specification's upload flow, first two steps: ask for an upload URL, PUT the file there
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
