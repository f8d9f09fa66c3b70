import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminLocationListSchema, type AdminLocation } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** Every location, retired ones too, with its area and report count, ordered by English name. */
export async function getAdminLocations(): Promise<AdminLocation[]> {
  return (await apiFetch("/admin/locations", adminLocationListSchema)).locations;
}

export const adminLocationsQuery = () => queryOptions({ queryKey: adminKeys.locations(), queryFn: getAdminLocations });

export function useAdminLocations() {
  return useQuery(adminLocationsQuery());
}
