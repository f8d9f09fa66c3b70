import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "@campus/shared";
import { ApiError, apiFetch } from "../../../lib/api-client";
import { sessionAnswer } from "../../../lib/light-schemas";
import { sessionKeys } from "../../../lib/query-keys";

/** The signed-in user, or null when there is no session. */
export async function getSession(): Promise<SessionUser | null> {
  try {
    return (await apiFetch("/auth/session", sessionAnswer)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({ queryKey: sessionKeys.session, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQuery);
}
