import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { adminLocationResponseSchema, type LocationChange, type NewLocation } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys, reportKeys } from "../../../lib/query-keys";

/** `POST /api/admin/locations`: a new location, offered on report forms at once. */
export async function addLocation(input: NewLocation) {
  return await apiFetch("/admin/locations", adminLocationResponseSchema, { method: "POST", json: input });
}

/** `PATCH /api/admin/locations/:id`: rename, move to an area, retire or offer again. */
export async function changeLocation({ id, change }: { id: string; change: LocationChange }) {
  return await apiFetch(`/admin/locations/${encodeURIComponent(id)}`, adminLocationResponseSchema, {
    method: "PATCH",
    json: change,
  });
}

/**
 * A location change shows everywhere at once: the report forms' list (a retired place is no
 * longer offered), everything under "reports" (names on reports, the admin list and figures)
 * and the audit log, which records the change.
 */
function refreshLocations(queryClient: QueryClient) {
  return Promise.all(
    [reportKeys.locations, reportKeys.all, adminKeys.auditAll()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useAddLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addLocation, onSuccess: () => refreshLocations(queryClient) });
}

export function useChangeLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeLocation, onSuccess: () => refreshLocations(queryClient) });
}
