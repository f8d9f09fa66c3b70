import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "@campus/shared";
import { AppError } from "./app-error";

/**
 * How a request's session is read. The auth module installs it once (modules/auth/session.ts);
 * every other module reaches the signed-in user through the helpers below, so no feature
 * imports the auth module or is handed the auth library.
 */
export interface SessionAccess {
  /** The signed-in user a request's cookie carries, or null (expired, signed out, disabled). */
  readUser(request: FastifyRequest): Promise<SessionUser | null>;
  /** Whether the session a Cookie header carries is still valid (open sockets are checked with it). */
  stillValid(cookie: string | undefined): Promise<boolean>;
  /** A stable key for the session a Cookie header carries, never the token itself; null without one. */
  sessionKey(cookie: string | undefined): string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, once `currentUser()` has looked (undefined: not looked yet). */
    sessionUser: SessionUser | null | undefined;
  }
  interface FastifyInstance {
    /** How sessions are read (installed by the auth module). */
    sessions: SessionAccess;
  }
}

export function installSessionAccess(app: FastifyInstance, access: SessionAccess): void {
  app.decorateRequest("sessionUser", undefined);
  app.decorate("sessions", access);
}

/** The signed-in user of this request, or null; looked up once per request. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  return (request.sessionUser = await request.server.sessions.readUser(request));
}

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw new AppError(401, "NOT_SIGNED_IN", "auth.errors.notSignedIn");
  return user;
}

/**
 * Route option for signed-in routes: `preValidation: signedIn` answers 401 before the request
 * is validated, so nothing about a route's input is revealed without a session.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

/**
 * The signed-in admin, or 401 without a session, 403 for a student, and 403 for an administrator
 * who has not turned two-step sign-in on yet (modules/auth/second-factor.ts).
 */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw new AppError(403, "ADMIN_ONLY", "admin.errors.notAdmin");
  if (!user.twoFactorEnabled)
    throw new AppError(403, "SECOND_FACTOR_SETUP_REQUIRED", "auth.errors.secondFactorSetupRequired");
  return user;
}

/** Route option for admin routes: `preValidation: adminOnly` (401, then 403, before validation). */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
