import { z } from "zod";
import { LIMITS } from "../constants";
import { sessionUserSchema } from "./auth";
import { claimSchema } from "./claims";
import { conversationSchema, messageSchema } from "./chat";
import { emailPreferencesSchema } from "./email-preferences";
import { potentialMatchSchema } from "./matching";
import { pushDeviceSchema } from "./push";
import { reportDetailsSchema } from "./reports";

/**
 * Everything the service holds about a student, as they see it in the app, in one file they can
 * download from their profile (GET /api/profile/data): the account, their reports with the
 * matches of each, their claims, their conversations with every message, and the devices that get
 * their notifications (Malaysia's PDPA 2010, section 30: a copy of one's personal data).
 */
export const personalDataSchema = z.object({
  exportedAt: z.string(),
  account: sessionUserSchema.omit({ twoFactorEnabled: true }).extend({
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
  emailPreferences: emailPreferencesSchema,
  reports: z.array(reportDetailsSchema.extend({ matches: z.array(potentialMatchSchema) })),
  claims: z.array(claimSchema),
  conversations: z.array(conversationSchema.extend({ messages: z.array(messageSchema) })),
  pushDevices: z.array(pushDeviceSchema),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/**
 * `DELETE /api/profile`: a student removes their own account, confirming with their password.
 * Their reports stay for the office without their name and contacts, and their messages stay for
 * the other person without their name.
 */
export const accountDeletionSchema = z.object({
  /** The account's password; an account that signs in only through the university gives `email` instead. */
  password: z.string().max(LIMITS.passwordMax, "auth.errors.passwordTooLong").default(""),
  /** The account's own email address, typed again (accounts without a password). */
  email: z.string().trim().max(254).default(""),
});

/** The delete dialog's own check before sending, for an account with a password: it must be typed. */
export const accountDeletionByPasswordSchema = z.object({
  /** The account's password. */
  password: z.string().min(1, "auth.errors.passwordRequired").max(LIMITS.passwordMax, "auth.errors.passwordTooLong"),
});

/** The same for an account that signs in only through the university: its email must be typed. */
export const accountDeletionByEmailSchema = z.object({
  /** The account's own email address. */
  email: z.string().trim().min(1, "auth.errors.emailRequired").max(254),
});

/** `GET /api/profile/sign-in`: how the account signs in (a password, the university's provider). */
export const signInMethodsSchema = z.object({ password: z.boolean(), campus: z.boolean() });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
