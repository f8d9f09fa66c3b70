import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiErrorSchema,
  signInMethodsSchema,
  emailPreferencesResponseSchema,
  emailPreferencesSchema,
  profileLanguageSchema,
  profilePhotoSchema,
  profileResponseSchema,
  profileUpdateSchema,
} from "@campus/shared";
import { t } from "../../http/language";
import { requireUser, signedIn } from "../../http/access";
import {
  getProfile,
  pendingProfileChange,
  setProfileLanguage,
  setProfilePhoto,
  signInMethods,
  updateProfile,
} from "./profile-service";
import { getEmailPreferences, saveEmailPreferences } from "./email-preferences";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** `/api/profile`: the signed-in user's own details. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profile",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary: "The signed-in user's profile",
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        user: await getProfile(app.context, user.id),
        pendingChange: await pendingProfileChange(app.context, user.id),
      };
    },
  );

  app.patch(
    "/profile",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary:
          "Update name, phone and language; a new email or matrix number needs the current password and applies once the link sent to the new address is followed",
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { user: updated, pendingChange } = await updateProfile(app.context, user.id, request.body);
      const changing =
        request.body.email !== user.email || (user.role === "student" && request.body.matrixNo !== user.matrixNo);
      return {
        user: updated,
        pendingChange,
        message: changing
          ? t(request, "profile.confirmSent", { email: request.body.email })
          : t(request, "profile.updated"),
      };
    },
  );

  app.put(
    "/profile/language",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary: "Choose the language of the interface and of the emails (the header's EN / MY switch sets it)",
        body: profileLanguageSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { user: await setProfileLanguage(app.context, user.id, request.body.language) };
    },
  );

  app.get(
    "/profile/sign-in",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary: "How the account signs in: with a password, through the university's provider",
        response: { 200: signInMethodsSchema, ...errors },
      },
    },
    async (request) => signInMethods(app.context, (await requireUser(request)).id),
  );

  app.get(
    "/profile/notifications",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary: "How often match, message and (administrators) new-report emails come: each, daily or off",
        response: { 200: emailPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { preferences: await getEmailPreferences(app.context, user.id) };
    },
  );

  app.put(
    "/profile/notifications",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary: "Choose how often each kind of email comes; the next email follows the choice",
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        preferences: await saveEmailPreferences(app.context, user.id, request.body),
        message: t(request, "profile.emails.saved"),
      };
    },
  );
};

/** `PUT /api/profile/photo`: the upload flow's second step for the profile photo. */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/profile/photo",
    {
      preValidation: signedIn,
      schema: {
        tags: ["profile"],
        summary: "Use an uploaded image (from generate-upload-url) as the profile photo; the old photo is removed",
        body: profilePhotoSchema,
        response: { 200: profileResponseSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await setProfilePhoto(app.context, user.id, request.body.filename);
      return { user: updated, message: t(request, "profilePhoto.updated") };
    },
  );
};
