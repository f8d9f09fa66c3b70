import { useMutation } from "@tanstack/react-query";
import { visitorReportResponseSchema, type Language, type VisitorReport } from "@campus/shared";
import { apiFetch, retryTransient } from "../../../lib/api-client";
import { uploadImage } from "../../../lib/upload-image";

/**
 * A visitor's found report (no account): the photo (when chosen) goes through the visitors'
 * upload route first and its filename rides with the report; the client id makes sending it
 * again safe. The answer carries the reference number to quote at the counter.
 */
export async function createVisitorReport({
  report,
  photo,
  language,
}: {
  report: VisitorReport;
  photo: File | null;
  language: Language;
}) {
  const image = photo ? await uploadImage(photo, language, "/public/upload-url") : null;
  return await apiFetch("/public/found-reports", visitorReportResponseSchema, {
    method: "POST",
    json: { ...report, image },
  });
}

export function useCreateVisitorReport() {
  return useMutation({ mutationFn: createVisitorReport, ...retryTransient });
}
