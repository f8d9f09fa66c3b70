import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "@campus/shared";
import { AppError } from "../../http/app-error";
import type { AuthLibrary } from "./auth-library";
import { presentUser } from "./present-user";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, once `currentUser()` has looked (undefined: not looked yet). */
    sessionUser: SessionUser | null | undefined;
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

export function registerSessionLookup(app: FastifyInstance): void {
  app.decorateRequest("sessionUser", undefined);
}

/**
 * The signed-in user of this request, or null. Looks the session up once per request; a
 * disabled account has no session.
 */
export async function currentUser(auth: AuthLibrary, request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser !== undefined) return request.sessionUser;
  const result = request.headers.cookie ? await auth.api.getSession({ headers: fetchHeaders(request) }) : null;
  const user = result && !result.user.disabledAt ? presentUser(result.user) : null;
  request.sessionUser = user;
  return user;
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
