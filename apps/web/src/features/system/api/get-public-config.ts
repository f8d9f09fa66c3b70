import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";
import { publicConfigAnswer } from "../../../lib/light-schemas";
import { sessionKeys } from "../../../lib/query-keys";

/** The installation's public settings: university name, office contacts. */
export async function getPublicConfig(): Promise<PublicConfig> {
  return await apiFetch("/config", publicConfigAnswer);
}

/** Asked even offline, as the session is (get-session.ts): the app's start waits for both. */
export const publicConfigQuery = queryOptions({
  queryKey: sessionKeys.publicConfig,
  queryFn: getPublicConfig,
  staleTime: 5 * 60_000,
  networkMode: "always",
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
