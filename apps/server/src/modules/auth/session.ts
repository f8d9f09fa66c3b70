import type { FastifyInstance, FastifyRequest } from "fastify";
import { installSessionAccess } from "../../http/access";
import { presentUser } from "../users/present-user";
import type { AuthLibrary } from "./auth-library";
import { readSession, sessionKey } from "./session-reader";

/** The request's headers as a Fetch Headers object, for the auth library. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Installs how every route reads its session (http/access.ts): one query (session-reader.ts)
 * unless the session has expired or is due for its refresh, which the auth library handles; a
 * disabled account has no session.
 */
export function registerSessionLookup(
  app: FastifyInstance,
  auth: AuthLibrary,
  keys: { secret: string; https: boolean },
): void {
  const { secret, https } = keys;
  installSessionAccess(app, {
    async readUser(request) {
      const read = await readSession(app.context.database.db, secret, request.headers.cookie, https);
      if (read !== "ask-library") return read.user;
      const result = await auth.api.getSession({ headers: fetchHeaders(request) });
      return result && !result.user.disabledAt ? presentUser(result.user) : null;
    },
    async stillValid(cookie) {
      const read = await readSession(app.context.database.db, secret, cookie, https);
      if (read !== "ask-library") return read.user !== null;
      const result = await auth.api.getSession({ headers: new Headers(cookie ? { cookie } : {}) });
      return Boolean(result && !result.user.disabledAt);
    },
    sessionKey: (cookie) => sessionKey(cookie, secret, https),
  });
}
