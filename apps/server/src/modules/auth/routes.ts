import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  sessionResponseSchema,
} from "@campus/shared";
import type { Config } from "../../config";
import { t } from "../../http/language";
import { clientKey, enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import type { AuthLibrary } from "./auth-library";
import { login, logout, registerStudent, requestPasswordReset, resetPassword } from "./service";
import { fetchHeaders, requireUser, signedIn } from "./session";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sign-in, sign-up and reset limits: per client address and per account. */
export const authLimits = {
  loginPerClient: { name: "login:ip", max: 20, windowMs: 10 * MINUTE, messageKey: "auth.errors.tooManyLogins" },
  loginPerAccount: { name: "login:account", max: 8, windowMs: 15 * MINUTE, messageKey: "auth.errors.tooManyLogins" },
  registerPerClient: { name: "register:ip", max: 10, windowMs: HOUR },
  resetRequestPerClient: { name: "reset-request:ip", max: 10, windowMs: HOUR },
  resetRequestPerAccount: { name: "reset-request:account", max: 3, windowMs: HOUR },
  resetPerClient: { name: "reset:ip", max: 20, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** `/api/auth/*`: the account endpoints. */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config; auth: AuthLibrary }> = async (app, { config, auth }) => {
  const { database } = app;
  const db = database.db;

  app.post(
    "/register",
    { schema: { tags: ["auth"], summary: "Sign up as a student (matrix number must be on the roster)", body: registerSchema(config.studentEmailDomain), response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await enforceRateLimit(db, authLimits.registerPerClient, clientKey(request));
      await registerStudent(database, request.body, request.language);
      return reply.status(201).send({ message: t(request, "auth.registered") });
    },
  );

  app.post(
    "/login",
    { schema: { tags: ["auth"], summary: "Sign in with email and password; sets the session cookie", body: loginSchema, response: { 200: sessionResponseSchema, ...errors } } },
    async (request, reply) => {
      await enforceRateLimit(db, authLimits.loginPerClient, clientKey(request));
      await enforceRateLimit(db, authLimits.loginPerAccount, request.body.email);
      const { user, setCookies } = await login(database, auth, request.body, fetchHeaders(request));
      reply.header("set-cookie", setCookies);
      return { user };
    },
  );

  app.post(
    "/logout",
    { schema: { tags: ["auth"], summary: "End this session (server-side) and clear the cookie", response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      reply.header("set-cookie", await logout(auth, fetchHeaders(request)));
      return { message: t(request, "auth.loggedOut") };
    },
  );

  app.get(
    "/session",
    { preValidation: signedIn(auth), schema: { tags: ["auth"], summary: "The signed-in user", response: { 200: sessionResponseSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: await requireUser(auth, request) };
    },
  );

  app.post(
    "/forgot-password",
    { schema: { tags: ["auth"], summary: "Email a single-use password-reset link (valid one hour)", body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...errors, 502: apiErrorSchema } } },
    async (request) => {
      await enforceRateLimit(db, authLimits.resetRequestPerClient, clientKey(request));
      await enforceRateLimit(db, authLimits.resetRequestPerAccount, request.body.email);
      await requestPasswordReset(auth, request.body.email);
      return { message: t(request, "auth.resetLinkSent") };
    },
  );

  app.post(
    "/reset-password",
    { schema: { tags: ["auth"], summary: "Set a new password with the emailed token; ends every session of the user", body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await enforceRateLimit(db, authLimits.resetPerClient, clientKey(request));
      await resetPassword(auth, request.body.token, request.body.password);
      return { message: t(request, "auth.passwordReset") };
    },
  );
};
