import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiErrorSchema, CAMPUS_PROVIDER_ID, campusStartSchema, paths } from "@campus/shared";
import { clientKey, enforceRateLimit } from "../../http/rate-limit";
import { AppError } from "../../http/app-error";
import { fetchHeaders } from "./session";
import { campusClaims } from "./campus-sign-in";
import { authLimits } from "./routes";

/**
 * Campus sign-in (config.oidc), under /api/auth: `POST /campus` gives the address of the
 * university's sign-in page (with the state, the PKCE challenge and the nonce, kept by the auth
 * library in a short-lived cookie and its table); the provider sends the browser back to `GET
 * /callback/campus`, which checks all that, applies the sign-up and sign-in rules
 * (campus-sign-in.ts), sets the session cookie and goes on to the home screen, or back to the
 * login page with `?error=<code>`.
 */
export const campusSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.context;
  const home = `${config.publicUrl}${paths.home}`;
  const login = `${config.publicUrl}${paths.login}`;
  /**
   * Where the library's answer leads, kept to this app's pages: its own error page (a state that
   * does not check out, a link followed twice) becomes the login page with the same code.
   */
  const ourPage = (location: string | null): string => {
    const target = location ? new URL(location, config.publicUrl) : null;
    if (!target || target.origin !== new URL(config.publicUrl).origin) return `${login}?error=failed`;
    if (target.pathname.startsWith("/api/"))
      return `${login}?error=${encodeURIComponent(target.searchParams.get("error") ?? "failed")}`;
    return target.toString();
  };

  app.post(
    "/campus",
    {
      schema: {
        tags: ["auth"],
        summary: "Start signing in with the university's account (OpenID Connect): the address to send the browser to",
        response: { 200: campusStartSchema, 429: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(database.db, authLimits.loginPerClient, clientKey(request));
      const { headers, response } = await app.auth.api
        .signInSocial({
          body: {
            provider: CAMPUS_PROVIDER_ID,
            callbackURL: home,
            newUserCallbackURL: home,
            errorCallbackURL: login,
            disableRedirect: true,
          },
          headers: fetchHeaders(request),
          returnHeaders: true,
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, "campus sign-in could not start");
          throw new AppError(502, "CAMPUS_SIGN_IN_FAILED", "auth.campus.failed");
        });
      if (!response.url) throw new AppError(502, "CAMPUS_SIGN_IN_FAILED", "auth.campus.failed");
      reply.header("set-cookie", headers.getSetCookie());
      reply.header("cache-control", "no-store");
      return { url: response.url };
    },
  );

  app.get(`/callback/${CAMPUS_PROVIDER_ID}`, { schema: { hide: true } }, async (request, reply) => {
    const response = await campusClaims.run({}, () =>
      app.auth.api.callbackOAuth({
        params: { id: CAMPUS_PROVIDER_ID },
        query: request.query as Record<string, string>,
        headers: fetchHeaders(request),
        asResponse: true,
      }),
    );
    reply.header("set-cookie", response.headers.getSetCookie());
    reply.header("cache-control", "no-store");
    return reply.redirect(ourPage(response.headers.get("location")), 302);
  });
};
