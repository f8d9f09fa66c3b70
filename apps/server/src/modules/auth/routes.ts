import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  confirmEmailSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  emailConfirmedResponseSchema,
  messageResponseSchema,
  REALTIME_CLOSE,
  registerSchema,
  resendConfirmationSchema,
  recoveryCodesSchema,
  resetPasswordSchema,
  secondFactorConfirmSchema,
  secondFactorPasswordSchema,
  secondFactorSchema,
  secondFactorSetupSchema,
  sessionResponseSchema,
} from "@campus/shared";
import { t } from "../../http/language";
import { clientKey, enforceRateLimit, type RateLimitRule } from "../../http/rate-limit";
import { confirmEmail } from "../users/email-confirmation";
import { confirmSetup, finishSignIn, newRecoveryCodes, startSetup } from "./second-factor";
import { registerStudent, resendConfirmation } from "../users/registration";
import { login, logout, refuseStudentPassword, requestPasswordReset, resetPassword } from "./service";
import { currentUser, requireUser, signedIn } from "../../http/access";
import { fetchHeaders } from "./session";
import { knownDevices } from "./known-device";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in, sign-up and reset limits: per client address and per account. Sign-in counts failed
 * attempts only (a right password takes its hit back): a client may guess 8 times per account in
 * 15 minutes, so a stranger cannot lock the owner out from another client; the per-account
 * ceiling, higher and over a longer window, only slows guessing spread over many addresses.
 */
export const authLimits = {
  loginPerClient: { name: "login:ip", max: 20, windowMs: 10 * MINUTE, messageKey: "auth.errors.tooManyLogins" },
  loginPerAccountAndClient: {
    name: "login:account-ip",
    max: 8,
    windowMs: 15 * MINUTE,
    messageKey: "auth.errors.tooManyLogins",
  },
  loginPerAccount: { name: "login:account", max: 50, windowMs: HOUR, messageKey: "auth.errors.tooManyLogins" },
  registerPerClient: { name: "register:ip", max: 10, windowMs: HOUR },
  /** Confirmation emails one sign-up address receives, from whichever addresses the sign-ups come. */
  registerPerAddress: { name: "register:address", max: 5, windowMs: HOUR },
  resetRequestPerClient: { name: "reset-request:ip", max: 10, windowMs: HOUR },
  resetRequestPerAccount: { name: "reset-request:account", max: 3, windowMs: HOUR },
  resetPerClient: { name: "reset:ip", max: 20, windowMs: HOUR },
  confirmPerClient: { name: "confirm:ip", max: 30, windowMs: HOUR },
  resendPerClient: { name: "resend-confirmation:ip", max: 10, windowMs: HOUR },
  resendPerAccount: { name: "resend-confirmation:account", max: 3, windowMs: HOUR },
  // Each sign-in allows 5 wrong codes and an account 10 in a row (the library's counts); these
  // bound one client's attempts across sign-ins and accounts.
  secondFactorPerClient: {
    name: "second-factor:ip",
    max: 30,
    windowMs: 15 * MINUTE,
    messageKey: "auth.errors.tooManyLogins",
  },
  secondFactorSetupPerClient: { name: "second-factor-setup:ip", max: 20, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** `/api/auth/*`: the account endpoints. */
export const authRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, options) => {
  const { config } = app.context;
  const devices = knownDevices(options.secret, config.publicUrl.startsWith("https://"));
  const { database } = app.context;
  const db = database.db;
  // The auth library is this module's own: its services take it beside the application's context.
  const ctx = { ...app.context, auth: app.auth };

  app.post(
    "/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign up as a student (matrix number must be on the roster)",
        body: registerSchema(config.studentEmailDomain),
        response: { 201: messageResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, authLimits.registerPerClient, clientKey(request));
      await enforceRateLimit(db, authLimits.registerPerAddress, request.body.email.toLowerCase());
      refuseStudentPassword(app.context, "student");
      await registerStudent(app.context, request.body, request.language);
      return reply.status(201).send({ message: t(request, "auth.registered") });
    },
  );

  app.post(
    "/confirm-email",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Follow the emailed confirmation link (works once, for 24 hours): the account may sign in, or the new email applies. A sign-up's link needs that sign-up's password",
        body: confirmEmailSchema,
        response: { 200: emailConfirmedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enforceRateLimit(db, authLimits.confirmPerClient, clientKey(request));
      const { purpose, email } = await confirmEmail(app.context, request.body.token, request.body.password);
      return { message: t(request, purpose === "signup" ? "auth.emailConfirmed" : "auth.emailChanged"), email };
    },
  );

  app.post(
    "/resend-confirmation",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Email a new confirmation link to an account waiting for one (the earlier links stop working); the same answer for any address",
        body: resendConfirmationSchema,
        response: { 200: messageResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => {
      await enforceRateLimit(db, authLimits.resendPerClient, clientKey(request));
      await enforceRateLimit(db, authLimits.resendPerAccount, request.body.email);
      await resendConfirmation(app.context, request.body.email);
      return { message: t(request, "auth.confirmationSent", { email: request.body.email }) };
    },
  );

  app.post(
    "/login",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign in with email and password; sets the session cookie (or, two-step sign-in on, answers secondFactorRequired)",
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = clientKey(request);
      const hits = [
        await enforceRateLimit(db, authLimits.loginPerClient, client),
        await enforceRateLimit(db, authLimits.loginPerAccountAndClient, `${request.body.email}|${client}`),
        // A browser that signed in to the account before is not held up by guessing elsewhere.
        ...(devices.knows(request.headers.cookie, request.body.email)
          ? []
          : [await enforceRateLimit(db, authLimits.loginPerAccount, request.body.email)]),
      ];
      const { user, setCookies } = await login(ctx, request.body, fetchHeaders(request));
      await Promise.all(hits.map((hit) => hit.refund()));
      reply.header("set-cookie", [...setCookies, devices.cookieFor(request.body.email)]);
      return user ? { user } : { secondFactorRequired: true as const };
    },
  );

  app.post(
    "/second-factor",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Second step of signing in (two-step sign-in on): the authenticator app's code, or a recovery code (each works once)",
        body: secondFactorSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, authLimits.secondFactorPerClient, clientKey(request));
      const { user, setCookies } = await finishSignIn(ctx, request.body, fetchHeaders(request));
      reply.header("set-cookie", setCookies);
      return { user };
    },
  );

  app.post(
    "/second-factor/setup",
    {
      preValidation: signedIn,
      schema: {
        tags: ["auth"],
        summary:
          "Start turning two-step sign-in on (password again): the authenticator app's QR address and key, and 10 recovery codes; on only after /second-factor/confirm",
        body: secondFactorPasswordSchema,
        response: { 200: secondFactorSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, authLimits.secondFactorSetupPerClient, clientKey(request));
      reply.header("cache-control", "no-store");
      return startSetup(ctx, request.body.password, fetchHeaders(request));
    },
  );

  app.post(
    "/second-factor/confirm",
    {
      preValidation: signedIn,
      schema: {
        tags: ["auth"],
        summary: "Finish turning two-step sign-in on with the app's first code; renews the session",
        body: secondFactorConfirmSchema,
        response: { 200: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, authLimits.secondFactorSetupPerClient, clientKey(request));
      const setCookies = await confirmSetup(ctx, request.body.code, fetchHeaders(request));
      reply.header("set-cookie", setCookies);
      return { user: { ...(await requireUser(request)), twoFactorEnabled: true } };
    },
  );

  app.post(
    "/second-factor/recovery-codes",
    {
      preValidation: signedIn,
      schema: {
        tags: ["auth"],
        summary: "New recovery codes (password again); the earlier ones stop working",
        body: secondFactorPasswordSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(db, authLimits.secondFactorSetupPerClient, clientKey(request));
      reply.header("cache-control", "no-store");
      return { recoveryCodes: await newRecoveryCodes(ctx, request.body.password, fetchHeaders(request)) };
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "End this session (server-side) and clear the cookie",
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const session = app.sessions.sessionKey(request.headers.cookie);
      reply.header("set-cookie", await logout(ctx, fetchHeaders(request)));
      // This session's open tabs close at once, on every instance (other sessions stay).
      if (user && session)
        await app.context.bus
          .publish({
            to: { userId: user.id },
            disconnect: { code: REALTIME_CLOSE.sessionEnded, reason: "signed out", session },
          })
          .catch(() => undefined);
      return { message: t(request, "auth.loggedOut") };
    },
  );

  app.get(
    "/session",
    {
      preValidation: signedIn,
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: sessionResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { user: await requireUser(request) };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Email a single-use password-reset link (valid one hour)",
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => {
      await enforceRateLimit(db, authLimits.resetRequestPerClient, clientKey(request));
      await enforceRateLimit(db, authLimits.resetRequestPerAccount, request.body.email);
      await requestPasswordReset(ctx, request.body.email);
      return { message: t(request, "auth.resetLinkSent") };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with the emailed token; ends every session of the user",
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await enforceRateLimit(db, authLimits.resetPerClient, clientKey(request));
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: t(request, "auth.passwordReset") };
    },
  );
};
