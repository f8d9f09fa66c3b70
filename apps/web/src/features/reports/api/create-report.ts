import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reportResponseSchema, type Language, type NewReport } from "@campus/shared";
import { apiFetch, retryTransient } from "../../../lib/api-client";
import { uploadImage } from "../../../lib/upload-image";
import { reportKeys } from "../../../lib/query-keys";

/**
 * Sends a student's report: the photo (when chosen) goes through the upload flow first and its
 * filename rides with the report. A failed attempt uploads again on retry, so nothing is lost;
 * the report's client id makes a retry after a lost answer return the report already saved.
 */
export async function createReport({
  report,
  photo,
  language,
}: {
  report: NewReport;
  photo: File | null;
  language: Language;
}) {
  const image = photo ? await uploadImage(photo, language) : null;
  return await apiFetch("/reports", reportResponseSchema, { method: "POST", json: { ...report, image } });
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    ...retryTransient,
    // Offline, the form keeps the report on the device at once instead of trying for 7 more seconds.
    retry: (failures: number, error: unknown) => navigator.onLine !== false && retryTransient.retry(failures, error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
