import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "@campus/shared";
import { AppError } from "../../http/app-error";
import type { AuthLibrary } from "./auth-library";
import { presentUser } from "./present-user";
import { readSession } from "./session-reader";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, once `currentUser()` has looked (undefined: not looked yet). */
    sessionUser: SessionUser | null | undefined;
  }
  interface FastifyInstance {
    /** What the fast session read needs: the cookie secret and whether cookies are https-only. */
    sessionKeys: { secret: string; https: boolean };
  }
}

/** The request's headers as a Fetch Headers object, for the auth library. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

export function registerSessionLookup(app: FastifyInstance, keys: { secret: string; https: boolean }): void {
  app.decorateRequest("sessionUser", undefined);
  app.decorate("sessionKeys", keys);
}

/**
 * The signed-in user of this request, or null. Looks the session up once per request, with one
 * query (session-reader.ts) unless the session has expired or is due for its refresh, which the
 * auth library handles; a disabled account has no session.
 */
export async function currentUser(auth: AuthLibrary, request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const { secret, https } = request.server.sessionKeys;
  const read = await readSession(request.server.database.db, secret, request.headers.cookie, https);
  if (read !== "ask-library") return (request.sessionUser = read.user);
  const result = await auth.api.getSession({ headers: fetchHeaders(request) });
  const user = result && !result.user.disabledAt ? presentUser(result.user) : null;
  request.sessionUser = user;
  return user;
}

/**
 * Whether the session a Cookie header carries is still valid (not signed out, expired or
 * disabled): the realtime channel checks its open sockets with it.
 */
export async function sessionStillValid(app: FastifyInstance, auth: AuthLibrary, cookie: string | undefined): Promise<boolean> {
  const { secret, https } = app.sessionKeys;
  const read = await readSession(app.database.db, secret, cookie, https);
  if (read !== "ask-library") return read.user !== null;
  const result = await auth.api.getSession({ headers: new Headers(cookie ? { cookie } : {}) });
  return Boolean(result && !result.user.disabledAt);
}

/** The signed-in user, or 401. */
export async function requireUser(auth: AuthLibrary, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(auth, request);
  if (!user) throw new AppError(401, "NOT_SIGNED_IN", "auth.errors.notSignedIn");
  return user;
}

/**
 * Route option for signed-in routes: `preValidation: signedIn(auth)` answers 401 before the
 * request is validated, so nothing about a route's input is revealed without a session.
 */
export function signedIn(auth: AuthLibrary) {
  return async (request: FastifyRequest) => {
    await requireUser(auth, request);
  };
}

/**
 * The signed-in admin, or 401 without a session, 403 for a student, and 403 for an administrator
 * who has not turned two-step sign-in on yet (second-factor.ts).
 */
export async function requireAdmin(auth: AuthLibrary, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(auth, request);
  if (user.role !== "admin") throw new AppError(403, "ADMIN_ONLY", "admin.errors.notAdmin");
  if (!user.twoFactorEnabled) throw new AppError(403, "SECOND_FACTOR_SETUP_REQUIRED", "auth.errors.secondFactorSetupRequired");
  return user;
}

/** Route option for admin routes: `preValidation: adminOnly(auth)` (401, then 403, before validation). */
export function adminOnly(auth: AuthLibrary) {
  return async (request: FastifyRequest) => {
    await requireAdmin(auth, request);
  };
}
