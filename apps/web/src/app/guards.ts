import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { hasOfficePowers, paths, type Role, type ScreenName, type SessionUser } from "@campus/shared";
import { sessionQuery } from "../features/auth/api/get-session";

/** Where each role lands after signing in (an administrator without two-step sign-in sets it up first). */
export function roleHome(user: Pick<SessionUser, "role" | "twoFactorEnabled">): string {
  if (user.role === "student") return paths.home;
  return hasOfficePowers(user) ? paths.admin : paths.adminTwoStep;
}

/** A `next` path taken from the address bar is followed only inside the dashboard. */
export function safeNext(next: string | null): string | null {
  return next && /^\/dashboard(\/|$)/.test(next) && !next.startsWith("//") ? next : null;
}

/** Every dashboard screen: no session -> /login, remembering where the user was going. */
export const requireSession =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) {
      const url = new URL(request.url);
      throw redirect(`${paths.login}?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    return user;
  };

/** Screens an administrator may open before turning two-step sign-in on (also their sidebar then). */
export const SCREENS_BEFORE_SECOND_FACTOR: readonly ScreenName[] = ["adminTwoStep", "profile"];

/**
 * A screen for some roles only: anyone else goes to their own home. The office's screens wait
 * for an administrator's two-step sign-in (the server refuses their data until then too).
 */
export const requireRole = (queryClient: QueryClient, roles: readonly Role[], screen?: ScreenName) => async () => {
  const user = await queryClient.ensureQueryData(sessionQuery);
  if (user && !roles.includes(user.role)) throw redirect(roleHome(user));
  if (user?.role === "admin" && !hasOfficePowers(user) && screen && !SCREENS_BEFORE_SECOND_FACTOR.includes(screen))
    throw redirect(paths.adminTwoStep);
  return null;
};

/** /dashboard itself: each role's home. */
export const dashboardIndex = (queryClient: QueryClient) => async (args: LoaderFunctionArgs) => {
  const user = await requireSession(queryClient)(args);
  return redirect(roleHome(user));
};

/** Log in and sign up: a signed-in user goes straight to their home. */
export const guestOnly = (queryClient: QueryClient) => async () => {
  const user = await queryClient.fetchQuery(sessionQuery);
  if (user) throw redirect(roleHome(user));
  return null;
};
