import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { publicConfigAnswer } from "../../../lib/light-schemas";
import { sessionKeys } from "../../../lib/query-keys";

/** The installation's public settings: university name, office contacts. */
export async function getPublicConfig(): Promise<PublicConfig> {
  return await apiFetch("/config", publicConfigAnswer);
}

export const publicConfigQuery = queryOptions({
  queryKey: sessionKeys.publicConfig,
  queryFn: getPublicConfig,
  staleTime: 5 * 60_000,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
