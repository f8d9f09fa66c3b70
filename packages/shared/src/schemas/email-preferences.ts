import { z } from "zod";

/**
 * How often a kind of email comes: each time (as things happen, within that kind's own limits:
 * one match email per lost report per day, one message email per conversation per 15 minutes),
 * once a day in the morning's summary, or never (the app still shows everything live).
 */
export const EMAIL_FREQUENCIES = ["each", "daily", "off"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/**
 * A user's email preferences (`GET` and `PUT /api/profile/notifications`): possible matches for
 * their lost items, chat messages they did not read in the app, and, for administrators, new
 * reports.
 */
export const emailPreferencesSchema = z.object({
  matchEmails: z.enum(EMAIL_FREQUENCIES),
  messageEmails: z.enum(EMAIL_FREQUENCIES),
  reportEmails: z.enum(EMAIL_FREQUENCIES),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const emailPreferencesResponseSchema = z.object({
  preferences: emailPreferencesSchema,
  message: z.string().optional(),
});
