import { useMutation, useQueryClient } from "@tanstack/react-query";
import { intakeResponseSchema, type Intake, type Language } from "@campus/shared";
import { apiFetch, retryTransient } from "../../../lib/api-client";
import { adminKeys, reportKeys } from "../../../lib/query-keys";
import { uploadImage } from "../../../lib/upload-image";

/**
 * `POST /api/admin/intake`: a found item handed in at the counter, recorded in one step. The
 * photo (taken or chosen) goes through the upload flow first; the client id makes a retry after
 * a lost answer return the item already recorded.
 */
export async function recordIntake({
  intake,
  photo,
  language,
}: {
  intake: Intake;
  photo: File | null;
  language: Language;
}) {
  const image = photo ? await uploadImage(photo, language) : null;
  return await apiFetch("/admin/intake", intakeResponseSchema, { method: "POST", json: { ...intake, image } });
}

/** A recorded item shows in the reports, the places' counts (under reports) and the audit log. */
export function useRecordIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordIntake,
    ...retryTransient,
    onSuccess: () =>
      Promise.all(
        [reportKeys.all, adminKeys.auditAll()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
