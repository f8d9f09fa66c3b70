import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { AppContext, Ctx } from "../../core/context";
import { lazy } from "../../infra/lazy";
import type { Database } from "../../db/dialect";
import { endResetLinks, storedResetIdentifier } from "./reset-links";
import { SESSION_LIFETIME_S, SESSION_REFRESH_S } from "./session-reader";
import { CAMPUS_PROVIDER_ID } from "@campus/shared";
import { AppError } from "../../http/app-error";
import { campusClaims, type CampusClaims } from "./campus-sign-in";

export interface AuthHooks {
  /** Where the library's own log lines go (our structured logger). */
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info" | "debug">;
  /** Sends the password-reset email; `token` goes into our own /reset-password link. */
  sendResetPassword(data: {
    user: { id: string; email: string; name: string; language?: unknown };
    token: string;
  }): Promise<void>;
  /** Campus sign-in's rules (campus-sign-in.ts): who gets a new account, and who may sign in. */
  campus: {
    /** The provider vouched for these claims: unconfirmed sign-ups holding them go before any account is looked up. */
    vouched(claims: CampusClaims): Promise<void>;
    newAccount(claims: CampusClaims): Promise<{ email: string; matrixNo: string; name: string }>;
    signIn(userId: string): Promise<void>;
  };
}

/**
 * better-auth as a library over our own tables (users, accounts, sessions, verifications):
 * password hashing, sessions in the database behind an httpOnly SameSite=Lax cookie (Secure on
 * https), and single-use reset tokens (only a user's newest link works: reset-links.ts). Its
 * HTTP handler is not mounted: our routes call `auth.api.*`, so every endpoint has our
 * validation, messages, rate limits and docs. Its two-factor plugin keeps administrators'
 * authenticator secrets and recovery codes (encrypted with the secret).
 *
 * The library is loaded and set up on its first use (a sign-in, a sign-out, a reset, a session
 * due for its refresh), not at start: it is the largest thing the server imports (about 200 ms
 * and 40 MB), and most requests never need it, since the fast reader (session-reader.ts) checks
 * sessions itself. `api.*` and `$context` wait for it.
 */
export function createAuthLibrary(config: Config, database: Database, secret: string, hooks: AuthHooks): AuthLibrary {
  const library = lazy(() => openAuthLibrary(config, database, secret, hooks));
  // Every `api.x(...)` of the library, called once it is loaded, with its own types.
  const api = new Proxy({} as LoadedLibrary["api"], {
    get:
      (_target, name) =>
      async (...args: unknown[]) => {
        const loaded = (await library()).api as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>;
        return loaded[name]!(...args);
      },
  });
  return {
    api,
    get $context() {
      return library().then((loaded) => loaded.$context);
    },
  };
}

async function openAuthLibrary(config: Config, database: Database, secret: string, hooks: AuthHooks) {
  const [{ betterAuth }, { twoFactor }, campus] = await Promise.all([
    import("better-auth"),
    import("better-auth/plugins/two-factor"),
    campusSignIn(config, hooks),
  ]);
  const https = config.publicUrl.startsWith("https://");
  const timestamps = { createdAt: "created_at", updatedAt: "updated_at" };
  return betterAuth({
    appName: "Campus Lost & Found",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    database: { db: database.db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A new link ends the earlier ones, and a reset ends them all.
      sendResetPassword: async ({ user, token }) => {
        await endResetLinks(database.db, user.id, token);
        await hooks.sendResetPassword({ user, token });
      },
      onPasswordReset: async ({ user }) => endResetLinks(database.db, user.id),
    },
    user: {
      modelName: "users",
      fields: { emailVerified: "email_verified", image: "profile_image", ...timestamps },
      additionalFields: {
        matrixNo: { type: "string", fieldName: "matrix_no", required: false, input: false },
        phoneNo: { type: "string", fieldName: "phone_no", required: false, input: false },
        language: { type: "string", fieldName: "language", required: false, input: false, defaultValue: "en" },
        role: { type: "string", fieldName: "role", required: false, input: false, defaultValue: "student" },
        lastLoginAt: { type: "date", fieldName: "last_login_at", required: false, input: false },
        disabledAt: { type: "date", fieldName: "disabled_at", required: false, input: false },
      },
    },
    ...(campus ? { databaseHooks: campus.databaseHooks } : {}),
    plugins: [
      ...(campus ? [campus.plugin] : []),
      // Two-step sign-in (an authenticator app's codes, or a recovery code): administrators must
      // have it (second-factor.ts). The library's table and field names mapped onto ours.
      twoFactor({
        issuer: `${config.universityName} Lost & Found`,
        skipVerificationOnEnable: false,
        backupCodeOptions: { amount: 10, length: 10 },
        schema: {
          user: { fields: { twoFactorEnabled: "two_factor_enabled" } },
          twoFactor: {
            modelName: "two_factors",
            fields: {
              userId: "user_id",
              backupCodes: "backup_codes",
              failedVerificationCount: "failed_verification_count",
              lockedUntil: "locked_until",
            },
          },
        },
      }),
    ],
    session: {
      modelName: "sessions",
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        ...timestamps,
      },
      expiresIn: SESSION_LIFETIME_S,
      updateAge: SESSION_REFRESH_S,
    },
    account: {
      // A student who signed up with a password and then signs in through the university's
      // provider (which vouches for the address) keeps one account: the sign-in is linked to it.
      accountLinking: { enabled: true, trustedProviders: [CAMPUS_PROVIDER_ID] },
      modelName: "accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
    },
    verification: {
      modelName: "verifications",
      fields: { expiresAt: "expires_at", ...timestamps },
      // Reset links are stored hashed (reset-links.ts); the others live minutes and name no secret.
      storeIdentifier: {
        default: "plain",
        overrides: { "reset-password:": { hash: async (identifier) => storedResetIdentifier(identifier) } },
      },
    },
    // Our routes apply their own limits (see http/rate-limit.ts), shared by every instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args: unknown[]) => {
        const detail = args.map((arg) => (arg instanceof Error ? arg.message : arg));
        hooks.log[level].call(hooks.log, { component: "auth", detail }, message);
      },
    },
    advanced: {
      cookiePrefix: "campus",
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https, path: "/" },
      database: { generateId: () => randomUUID() },
    },
  });
}

/**
 * Campus sign-in (config.oidc): the university's OpenID Connect provider, found through its
 * discovery document, as better-auth's generic OAuth provider "campus" (PKCE, ID tokens verified
 * against the provider's keys). The claims OIDC_*_CLAIM name give the email, matrix number and
 * name. Our rules run in the library's database hooks for this sign-in only: a new account must
 * pass the sign-up rules, and every sign-in the account checks; a refusal goes back to the login
 * page as `?error=<our code>`.
 */
async function campusSignIn(config: Config, hooks: AuthHooks) {
  const oidc = config.oidc;
  if (!oidc) return null;
  const [{ genericOAuth }, { APIError }] = await Promise.all([
    import("better-auth/plugins/generic-oauth"),
    import("better-auth/api"),
  ]);
  // The library's callback endpoint ("/callback/:id") for our provider.
  const viaCampus = (context: { path?: string; params?: Record<string, unknown> } | null | undefined) =>
    context?.path === "/callback/:id" && context.params?.id === CAMPUS_PROVIDER_ID;
  // Our refusal, in the form the library turns into the error redirect (its code, for the login page).
  const refusing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw new APIError("FORBIDDEN", { code: error.code, message: error.code });
      throw error;
    }
  };
  const claim = (profile: Record<string, unknown>, name: string) => {
    const value = profile[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
  };
  return {
    plugin: genericOAuth({
      config: [
        {
          providerId: CAMPUS_PROVIDER_ID,
          name: config.universityName,
          discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
          requireIdTokenVerification: true,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: oidc.scopes,
          pkce: true,
          redirectURI: `${config.publicUrl}/api/auth/callback/${CAMPUS_PROVIDER_ID}`,
          // Awaited by the library before it looks the user up by email (and links to them).
          mapProfileToUser: async (profile) => {
            const claims = {
              email: claim(profile, oidc.claims.email),
              name: claim(profile, oidc.claims.name),
              matrixNo: claim(profile, oidc.claims.matrixNo),
            };
            const pending = campusClaims.getStore();
            if (pending) pending.claims = claims;
            await hooks.campus.vouched(claims);
            return { email: claims.email, name: claims.name };
          },
        },
      ],
    }),
    databaseHooks: {
      user: {
        create: {
          before: async (user: Record<string, unknown>, context: { path?: string } | null) => {
            if (!viaCampus(context)) return;
            const claims = campusClaims.getStore()?.claims;
            const account = await refusing(() =>
              hooks.campus.newAccount({
                email: claims?.email ?? (typeof user.email === "string" ? user.email : undefined),
                matrixNo: claims?.matrixNo,
                name: claims?.name ?? (typeof user.name === "string" ? user.name : undefined),
              }),
            );
            return { data: { ...user, ...account, emailVerified: true, role: "student" } };
          },
        },
      },
      session: {
        create: {
          before: async (session: { userId: string }, context: { path?: string } | null) => {
            if (viaCampus(context)) await refusing(() => hooks.campus.signIn(session.userId));
          },
        },
      },
    },
  };
}

type LoadedLibrary = Awaited<ReturnType<typeof openAuthLibrary>>;

/** The auth library as the app holds it (`app.auth`): its API and its context, each waiting for it to load. */
export interface AuthLibrary {
  api: LoadedLibrary["api"];
  $context: LoadedLibrary["$context"];
}

/** Whether an error is one of the library's refusals (its APIError), which carry the reason in `body.code`. */
export function isLibraryRefusal(error: unknown): error is { name: "APIError"; body?: { code?: string } } {
  return error instanceof Error && error.name === "APIError";
}

/**
 * What the auth module's services take first: the parts of the application's context they use,
 * and the auth library (`app.auth`), which is this module's own and so not in AppContext.
 */
export type AuthCtx<K extends keyof AppContext = never> = Ctx<K> & { auth: AuthLibrary };
