import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  claimListSchema,
  claimResponseSchema,
  hiddenDetailsResponseSchema,
  itemClaimsSchema,
  type ClaimHandoverInput,
  type ClaimStatus,
  type Language,
} from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys, claimKeys, reportKeys } from "../../../lib/query-keys";
import { uploadImage } from "../../../lib/upload-image";

const reportPath = (reportId: string) => `/reports/${encodeURIComponent(reportId)}`;

/** `GET /api/claims/mine`: the student's own claims. */
export const myClaimsQuery = () =>
  queryOptions({
    queryKey: claimKeys.mine,
    queryFn: async () => (await apiFetch("/claims/mine", claimListSchema)).claims,
  });

export function useMyClaims(enabled = true) {
  return useQuery({ ...myClaimsQuery(), enabled });
}

/** `GET /api/admin/claims`: the office's work list (open and approved unless a status is asked). */
export function useOfficeClaims(status?: ClaimStatus) {
  return useQuery({
    queryKey: claimKeys.office(status),
    queryFn: async () => (await apiFetch(`/admin/claims${status ? `?status=${status}` : ""}`, claimListSchema)).claims,
  });
}

/** `GET /api/admin/reports/:id/claims`: a found item's hidden details beside its claims. */
export function useItemClaims(reportId: string) {
  return useQuery({
    queryKey: claimKeys.ofItem(reportId),
    queryFn: () => apiFetch(`/admin${reportPath(reportId)}/claims`, itemClaimsSchema),
  });
}

export interface ClaimDraft {
  reportId: string;
  details: string;
  lostWhere: string;
  lostOn: string;
  photo: File | null;
  language: Language;
}

/** Uploads the photo first (the report photos' flow), then files the claim. */
export async function fileClaim(draft: ClaimDraft) {
  const image = draft.photo ? await uploadImage(draft.photo, draft.language) : null;
  return await apiFetch(`${reportPath(draft.reportId)}/claims`, claimResponseSchema, {
    method: "POST",
    json: { details: draft.details, lostWhere: draft.lostWhere, lostOn: draft.lostOn, image },
  });
}

export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}

/** `PUT /api/reports/:id/hidden-details`: the finder or the office writes what proves ownership. */
export function useSetHiddenDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, hiddenDetails }: { reportId: string; hiddenDetails: string }) =>
      apiFetch(`${reportPath(reportId)}/hidden-details`, hiddenDetailsResponseSchema, {
        method: "PUT",
        json: { hiddenDetails },
      }),
    onSuccess: (_answer, { reportId }) =>
      Promise.all(
        [reportKeys.one(reportId), claimKeys.all, adminKeys.auditAll()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

type OfficeStep =
  | { claimId: string; kind: "approve" | "reject"; reason: string }
  | { claimId: string; kind: "handover"; input: ClaimHandoverInput };

/** The office's decision on a claim, or the handover: the report, its custody and the audit log change too. */
export function useClaimStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: OfficeStep) =>
      apiFetch(`/admin/claims/${encodeURIComponent(step.claimId)}/${step.kind}`, claimResponseSchema, {
        method: "POST",
        json: step.kind === "handover" ? step.input : { reason: step.reason },
      }),
    onSuccess: () =>
      Promise.all(
        [reportKeys.all, adminKeys.auditAll()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
