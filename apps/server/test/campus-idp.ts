import { createServer, type Server } from "node:http";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";
import { freePort } from "./own-services";

/**
 * The university's identity provider, for tests: a real OpenID Connect provider (the
 * oidc-provider package) on a free port, with one client (the app) and the people it knows. The
 * person who signs in at its login page is `signsIn` (set it before starting a sign-in), as
 * someone typing their university password there; the consent is given with it.
 */
export interface CampusIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider's page next (a key of `people`), or null to cancel there. */
  signsIn: string | null;
  people: Record<string, Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startCampusIdp(redirectUri: string, people: CampusIdp["people"]): Promise<CampusIdp> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const idp: CampusIdp = {
    issuer,
    clientId: "campus-lost-and-found",
    clientSecret: "a-client-secret-of-the-test-idp-0123456789",
    signsIn: null,
    people,
    close: async () => {},
  };
  // The provider's own signing key (its quick-start keys are for development only).
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: "test-idp", alg: "RS256", use: "sig" };
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    clients: [
      {
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    // The university's own claim for the matrix number comes with the profile scope.
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "student_no"] },
    findAccount: async (_ctx, id) =>
      idp.people[id] ? { accountId: id, claims: async () => ({ sub: id, ...idp.people[id] }) } : undefined,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ["test-idp-cookie-key-0123456789"] },
  });
  const handle = provider.callback();
  const server: Server = createServer((req, res) => {
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!idp.signsIn) {
        await provider.interactionFinished(req, res, { error: "access_denied", error_description: "cancelled" });
        return;
      }
      const grant = new provider.Grant({ accountId: idp.signsIn, clientId: idp.clientId });
      const scope = details.params.scope;
      grant.addOIDCScope(typeof scope === "string" ? scope : "openid");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: idp.signsIn }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  idp.close = () => new Promise((resolve) => server.close(() => resolve()));
  return idp;
}

/**
 * A browser for the redirects of a sign-in: keeps each origin's cookies and follows redirects
 * one by one until it reaches a page of `stopAt`'s origin that is not under /api/ (or any
 * non-redirect). Returns where it stopped.
 */
export function redirectBrowser(stopAt: string) {
  const jars = new Map<string, Map<string, string>>();
  const jar = (url: URL) => jars.get(url.origin) ?? jars.set(url.origin, new Map()).get(url.origin)!;
  const keep = (url: URL, response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === "") jar(url).delete(name);
      else jar(url).set(name, value);
    }
  };
  const cookieHeader = (url: URL) => [...jar(url)].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    cookies: (origin: string) => cookieHeader(new URL(origin)),
    async fetch(url: string, init: RequestInit = {}) {
      const target = new URL(url);
      const headers = new Headers(init.headers);
      if (jar(target).size) headers.set("cookie", cookieHeader(target));
      const response = await fetch(target, { ...init, headers, redirect: "manual" });
      keep(target, response);
      return response;
    },
    /** Goes to `url` and follows its redirects; the last response and its URL. */
    async follow(url: string): Promise<{ url: URL; response: Response }> {
      let at = new URL(url);
      for (let hop = 0; hop < 20; hop++) {
        const response = await this.fetch(at.toString());
        const location = response.headers.get("location");
        if (response.status < 300 || response.status >= 400 || !location) return { url: at, response };
        at = new URL(location, at);
        if (at.origin === new URL(stopAt).origin && !at.pathname.startsWith("/api/")) return { url: at, response };
      }
      throw new Error(`too many redirects from ${url}`);
    },
  };
}
