import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence in depth (cookies are also SameSite=Lax): every state-changing request must come
 * from one of our origins, whatever its path (the router decodes and normalises paths, so
 * `/%61pi/...` reaches an API route: checking the raw URL for "/api/" let such requests by).
 * Browsers send Origin on every such request; one without an Origin is accepted only when it
 * carries no cookie (a script or a server, which has no session a page could abuse).
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  // A callback hook, not an async one: no promise per request for a check that never waits.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    if (origin === undefined ? request.headers.cookie !== undefined : !trusted.has(origin)) {
      return done(new AppError(403, "FORBIDDEN_ORIGIN", "auth.errors.forbiddenOrigin"));
    }
    done();
  });
}
