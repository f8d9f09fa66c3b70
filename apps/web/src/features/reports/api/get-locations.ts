import { queryOptions, useQuery } from "@tanstack/react-query";
import { locationListSchema, type Location } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { reportKeys } from "../../../lib/query-keys";

/** Every campus location; forms offer the active ones, filters list them all. */
export async function getLocations(): Promise<Location[]> {
  return (await apiFetch("/locations", locationListSchema)).locations;
}

export const locationsQuery = queryOptions({
  queryKey: reportKeys.locations,
  queryFn: getLocations,
  staleTime: 5 * 60_000,
});

export function useLocations() {
  return useQuery(locationsQuery);
}
