import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import type { VisitorReport } from "@campus/shared";
import { apiFetch, retryTransient } from "../../../lib/api-client";

const visitorReportResponseSchema = z.object({ id: z.string(), message: z.string() });

/** A visitor's found report (no account); its client id makes sending it again safe. */
export async function createVisitorReport(report: VisitorReport) {
  return await apiFetch("/public/found-reports", visitorReportResponseSchema, { method: "POST", json: report });
}

export function useCreateVisitorReport() {
  return useMutation({ mutationFn: createVisitorReport, ...retryTransient });
}
