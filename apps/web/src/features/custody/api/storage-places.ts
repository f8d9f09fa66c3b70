import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  storagePlaceListSchema,
  storagePlaceResponseSchema,
  type NewStoragePlace,
  type StoragePlace,
  type StoragePlaceChange,
} from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys, custodyKeys } from "../../../lib/query-keys";

/** `GET /api/admin/storage-places`: every place, retired ones too, with the items kept in each. */
export async function getStoragePlaces(): Promise<StoragePlace[]> {
  return (await apiFetch("/admin/storage-places", storagePlaceListSchema)).places;
}

export const storagePlacesQuery = () => queryOptions({ queryKey: custodyKeys.places, queryFn: getStoragePlaces });

export function useStoragePlaces() {
  return useQuery(storagePlacesQuery());
}

/** `POST /api/admin/storage-places`: a new place, offered at once. */
export async function addStoragePlace(input: NewStoragePlace) {
  return await apiFetch("/admin/storage-places", storagePlaceResponseSchema, { method: "POST", json: input });
}

/** `PATCH /api/admin/storage-places/:id`: rename, change its kind, retire or offer again. */
export async function changeStoragePlace({ id, change }: { id: string; change: StoragePlaceChange }) {
  return await apiFetch(`/admin/storage-places/${encodeURIComponent(id)}`, storagePlaceResponseSchema, {
    method: "PATCH",
    json: change,
  });
}

/** A place change shows in the places list, in the custody panels naming it, and in the audit log. */
function refreshPlaces(queryClient: QueryClient) {
  return Promise.all(
    [custodyKeys.places, adminKeys.auditAll()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

export function useAddStoragePlace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addStoragePlace, onSuccess: () => refreshPlaces(queryClient) });
}

export function useChangeStoragePlace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStoragePlace, onSuccess: () => refreshPlaces(queryClient) });
}
