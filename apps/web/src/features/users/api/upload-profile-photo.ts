import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileResponseSchema, type Language } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { uploadImage } from "../../../lib/upload-image";
import { rememberUser } from "./save-language";

/** Uploads the photo, then hands its filename to the profile, which checks and keeps it. */
export async function uploadProfilePhoto({ file, language }: { file: File; language: Language }) {
  const filename = await uploadImage(file, language);
  return await apiFetch("/profile/photo", profileResponseSchema, { method: "PUT", json: { filename } });
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfilePhoto, onSuccess: ({ user }) => rememberUser(queryClient, user) });
}
