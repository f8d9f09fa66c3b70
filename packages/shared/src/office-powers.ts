import type { SessionUser } from "./schemas/auth";

/**
 * Whether a signed-in user holds the office's powers (the admin panel, every report's details,
 * completing or deleting anyone's report, new-report events): an administrator who has turned
 * two-step sign-in on. Until then an administrator may only set it up and edit their profile.
 */
export function hasOfficePowers(user: Pick<SessionUser, "role" | "twoFactorEnabled">): boolean {
  return user.role === "admin" && user.twoFactorEnabled;
}
