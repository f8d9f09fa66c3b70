import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";
import { pingAnswer } from "../../../lib/light-answers";

/** `GET /api/ping`: the server is there (asked when the dashboard loads). */
export async function ping() {
  return await apiFetch("/ping", pingAnswer);
}

/** Once per load: the answer never goes stale and a failure is not retried. */
export const pingQuery = queryOptions({
  queryKey: sessionKeys.ping,
  queryFn: ping,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

export function usePing(enabled = true) {
  return useQuery({ ...pingQuery, enabled });
}
