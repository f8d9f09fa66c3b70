import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/dialect";
import { endResetLinks } from "./reset-links";
import { SESSION_LIFETIME_S, SESSION_REFRESH_S } from "./session-reader";

export interface AuthHooks {
  /** Where the library's own log lines go (our structured logger). */
  log: Pick<FastifyBaseLogger, "error" | "warn" | "info" | "debug">;
  /** Sends the password-reset email; `token` goes into our own /reset-password link. */
  sendResetPassword(data: {
    user: { id: string; email: string; name: string; language?: unknown };
    token: string;
  }): Promise<void>;
}

/**
 * better-auth as a library over our own tables (users, accounts, sessions, verifications):
 * password hashing, sessions in the database behind an httpOnly SameSite=Lax cookie (Secure on
 * https), and single-use reset tokens (only a user's newest link works: reset-links.ts). Its
 * HTTP handler is not mounted: our routes call `auth.api.*`, so every endpoint has our
 * validation, messages, rate limits and docs. Its two-factor plugin keeps administrators'
 * authenticator secrets and recovery codes (encrypted with the secret).
 */
export function createAuthLibrary(config: Config, database: Database, secret: string, hooks: AuthHooks) {
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
    plugins: [
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

export type AuthLibrary = ReturnType<typeof createAuthLibrary>;
