import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileResponseSchema, translate, uploadUrlResponseSchema, type Language } from "@campus/shared";
import { ApiError, apiFetch } from "../../../lib/api-client";
import { rememberUser } from "./profile";

const ACCEPTED = ["image/jpeg", "image/png"];

/** Checks the file before anything is sent: JPG or PNG, at most `maxUploadMb`. */
export function photoProblem(file: File, maxUploadMb: number, language: Language): string | null {
  if (!ACCEPTED.includes(file.type)) return translate(language, "uploads.errors.type");
  if (file.size > maxUploadMb * 1024 * 1024) return translate(language, "uploads.errors.tooLarge", { mb: maxUploadMb });
  return null;
}

/**
 * The specification's upload flow: ask for an upload URL, PUT the file there with its
 * Content-Type, then hand the filename to the profile, which checks and keeps it.
 */
export async function uploadProfilePhoto({ file, language }: { file: File; language: Language }) {
  const target = uploadUrlResponseSchema.parse(await apiFetch<unknown>(`/generate-upload-url?content_type=${encodeURIComponent(file.type)}`));
  const sameOrigin = new URL(target.upload_url, window.location.href).origin === window.location.origin;
  let response: Response;
  try {
    response = await fetch(target.upload_url, { method: "PUT", body: file, headers: { "content-type": file.type }, credentials: sameOrigin ? "same-origin" : "omit" });
  } catch {
    throw new ApiError(0, "NETWORK_ERROR", translate(language, "errors.network"));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? "UPLOAD_FAILED", body?.message ?? translate(language, "uploads.errors.failed"));
  }
  return profileResponseSchema.parse(await apiFetch<unknown>("/profile/photo", { method: "PUT", json: { filename: target.filename } }));
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfilePhoto, onSuccess: ({ user }) => rememberUser(queryClient, user) });
}
