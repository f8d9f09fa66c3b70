import { isApiErrorCode, translate, uploadUrlResponseSchema, type Language } from "@campus/shared";
import { ApiError, apiFetch } from "./api-client";

const ACCEPTED = ["image/jpeg", "image/png"];

/** Checks an image before anything is sent: JPG or PNG, at most `maxUploadMb`. */
export function imageProblem(file: File, maxUploadMb: number, language: Language): string | null {
  if (!ACCEPTED.includes(file.type)) return translate(language, "uploads.errors.type");
  if (file.size > maxUploadMb * 1024 * 1024) return translate(language, "uploads.errors.tooLarge", { mb: maxUploadMb });
  return null;
}

/**
 * The specification's upload flow, first two steps: ask for an upload URL, PUT the file there
 * with its Content-Type. Returns the filename to hand to the step that uses the image.
 */
export async function uploadImage(file: File, language: Language): Promise<string> {
  const target = await apiFetch(
    `/generate-upload-url?content_type=${encodeURIComponent(file.type)}`,
    uploadUrlResponseSchema,
  );
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
    throw new ApiError(0, "NETWORK_ERROR", translate(language, "errors.network"));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const code = body?.code;
    throw new ApiError(
      response.status,
      isApiErrorCode(code) ? code : "UPLOAD_FAILED",
      body?.message ?? translate(language, "uploads.errors.failed"),
    );
  }
  return target.filename;
}
