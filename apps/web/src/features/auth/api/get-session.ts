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

/**
 * Who is signed in. Asked even offline ("always"), where other queries wait for the connection:
 * the app starts from it and every screen's loader needs it, so offline it fails at once and the
 * screen says the app is offline (route-error.tsx) instead of waiting with nothing drawn.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.session,
  queryFn: getSession,
  staleTime: 60_000,
  networkMode: "always",
});

export function useSession() {
  return useQuery(sessionQuery);
}
