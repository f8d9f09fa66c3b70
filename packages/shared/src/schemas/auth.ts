import { z } from "zod";
import { LANGUAGES, LIMITS, ROLES } from "../constants";

// Messages are catalogue keys (auth.*): the server translates them into the caller's language
// and the forms show them with t().

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "auth.errors.emailRequired")
  .max(254, "auth.errors.invalidEmail")
  .pipe(z.email("auth.errors.invalidEmail"));

/** The user's password: at least 6 characters. */
export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, "auth.errors.passwordTooShort")
  .max(LIMITS.passwordMax, "auth.errors.passwordTooLong");

/** An administrator's password: at least 12 characters. */
export const adminPasswordSchema = z
  .string()
  .min(LIMITS.adminPasswordMin, "auth.errors.adminPasswordTooShort")
  .max(LIMITS.passwordMax, "auth.errors.passwordTooLong");

/** University matrix numbers: letters and digits, stored upper-case, e.g. A21CS0001. */
export const matrixNoSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "auth.errors.matrixRequired")
  .max(20, "auth.errors.matrixInvalid")
  .regex(/^[A-Z0-9]+$/, "auth.errors.matrixInvalid");

/** Malaysian or international phone numbers: digits with optional +, spaces and dashes. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, "auth.errors.phoneRequired")
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, "auth.errors.phoneInvalid");

export const nameSchema = z
  .string()
  .trim()
  .min(1, "auth.errors.nameRequired")
  .max(LIMITS.nameMax, "auth.errors.nameTooLong");

/** True when the address is on the university's student email domain (or a subdomain of it). */
export function isStudentEmail(address: string, domain: string): boolean {
  const host = address.trim().toLowerCase().split("@")[1] ?? "";
  const want = domain.toLowerCase();
  return host === want || host.endsWith(`.${want}`);
}

/** Sign-up form (`POST /api/auth/register`); the domain is STUDENT_EMAIL_DOMAIN. */
export function registerSchema(studentEmailDomain: string) {
  return z
    .object({
      /** Full name as on the student card. */
      name: nameSchema,
      /** University matrix number; must be on the roster. */
      matrixNo: matrixNoSchema,
      /** Student email on the university's domain. */
      email: email.refine((value) => isStudentEmail(value, studentEmailDomain), "auth.errors.notStudentEmail"),
      /** Contact phone number. */
      phone: phoneSchema,
      password: passwordSchema,
      confirmPassword: z.string(),
      /** The terms and conditions must be accepted. */
      acceptTerms: z.boolean().refine((value) => value, "auth.errors.termsRequired"),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ["confirmPassword"],
      message: "auth.errors.passwordsDoNotMatch",
    });
}
export type RegisterInput = z.infer<ReturnType<typeof registerSchema>>;

/** A password typed to sign in or to confirm it is you (any length up to the maximum). */
const password = z
  .string()
  .min(1, "auth.errors.passwordRequired")
  .max(LIMITS.passwordMax, "auth.errors.passwordTooLong");

/** Sign-in form (`POST /api/auth/login`). */
export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** Forgot-password form (`POST /api/auth/forgot-password`). */
export const forgotPasswordSchema = z.object({ email });

/** Reset-password form (`POST /api/auth/reset-password`). */
export const resetPasswordSchema = z
  .object({
    /** The token from the emailed link. */
    token: z.string().min(1, "auth.errors.resetLinkInvalid").max(200, "auth.errors.resetLinkInvalid"),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.errors.passwordsDoNotMatch",
  });

/** Following the emailed confirmation link (`POST /api/auth/confirm-email`). */
export const confirmEmailSchema = z.object({
  token: z.string().min(1, "auth.errors.confirmLinkInvalid").max(200, "auth.errors.confirmLinkInvalid"),
  /**
   * A sign-up's link confirms only with the password that sign-up chose: a link in a student's
   * mailbox from a sign-up somebody else made with their roster identity confirms nothing.
   */
  password: z.string().min(1, "auth.errors.confirmPasswordRequired").max(128).optional(),
});

/** Asking for the confirmation link again (`POST /api/auth/resend-confirmation`). */
export const resendConfirmationSchema = z.object({ email });

/** The signed-in user as the API presents them to themselves. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  matrixNo: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  role: z.enum(ROLES),
  /** Public URL of the profile photo, or null for the placeholder. */
  profileImage: z.string().nullable(),
  /** Two-step sign-in is on (administrators must turn it on before using the admin panel). */
  twoFactorEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema });

/**
 * `POST /api/auth/login`: signed in, or (two-step sign-in on) the password was right and the
 * code from the authenticator app comes next (`POST /api/auth/second-factor`).
 */
export const loginResponseSchema = z.union([
  sessionResponseSchema,
  z.object({ secondFactorRequired: z.literal(true) }),
]);

/** The second step of signing in: the app's 6-digit code, or one of the recovery codes. */
export const secondFactorSchema = z.object({
  code: z.string().trim().min(1, "auth.errors.secondFactorRequired").max(40, "auth.errors.secondFactorInvalid"),
  /** The code is a recovery code (each works once). */
  recoveryCode: z.boolean().default(false),
});

/** Turning two-step sign-in on starts with the password (`POST /api/auth/second-factor/setup`). */
export const secondFactorPasswordSchema = z.object({ password });

/** Turning it on ends with the first code from the app (`POST /api/auth/second-factor/confirm`). */
export const secondFactorConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "auth.errors.secondFactorFormat"),
});

/** What the app is set up with: the QR code's address, the key to type instead, and the recovery codes. */
export const secondFactorSetupSchema = z.object({
  otpauthUrl: z.string(),
  key: z.string(),
  recoveryCodes: z.array(z.string()),
});

/** New recovery codes (the earlier ones stop working). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** A plain confirmation with a message in the caller's language. */
export const messageResponseSchema = z.object({ message: z.string() });

/** A followed confirmation link: what happened, and the confirmed address (for the login form that follows). */
export const emailConfirmedResponseSchema = messageResponseSchema.extend({
  /** The address the link confirmed, now the account's sign-in email. */
  email: z.string(),
});

/** Needed to change the email or the matrix number (the change then waits for the new address's confirmation). */
const currentPasswordSchema = z
  .string()
  .max(LIMITS.passwordMax, "auth.errors.passwordTooLong")
  .optional()
  .transform((value) => value || undefined);

/** Profile form of a student (`PATCH /api/profile`): matrix number and email follow the sign-up rules. */
export function studentProfileSchema(studentEmailDomain: string) {
  return z.object({
    name: nameSchema,
    matrixNo: matrixNoSchema,
    email: email.refine((value) => isStudentEmail(value, studentEmailDomain), "auth.errors.notStudentEmail"),
    phone: phoneSchema,
    language: z.enum(LANGUAGES),
    currentPassword: currentPasswordSchema,
  });
}

/** Profile form of an administrator (staff: no matrix number, any email). */
export const adminProfileSchema = z.object({
  name: nameSchema,
  email,
  phone: phoneSchema,
  language: z.enum(LANGUAGES),
  currentPassword: currentPasswordSchema,
});

/**
 * What `PATCH /api/profile` accepts from either role; the server applies the role's rules
 * (a student needs a matrix number and a student email; an administrator has neither).
 */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  matrixNo: matrixNoSchema.optional(),
  email,
  phone: phoneSchema,
  language: z.enum(LANGUAGES),
  currentPassword: currentPasswordSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileResponseSchema = z.object({
  user: sessionUserSchema,
  message: z.string().optional(),
  /** A new email (and matrix number) waiting for the link sent to that address. */
  pendingChange: z.object({ email: z.string(), matrixNo: z.string().nullable() }).nullable().optional(),
});

/** `PUT /api/profile/language`: the one language setting (the interface, and the emails). */
export const profileLanguageSchema = z.object({ language: z.enum(LANGUAGES) });

/** `GET /api/generate-upload-url`: where the browser puts a photo. */
export const uploadUrlResponseSchema = z.object({
  /** PUT the file here with the same Content-Type; valid five minutes. */
  upload_url: z.string(),
  /** Where the image will be once the step that uses it has accepted it. */
  public_url: z.string(),
  /** Hand this to the step that uses the upload (e.g. PUT /api/profile/photo). */
  filename: z.string(),
});

/** `PUT /api/profile/photo`: use an uploaded image as the profile photo. */
export const profilePhotoSchema = z.object({ filename: z.string().min(1).max(64) });

/** `POST /api/auth/campus`: the university's sign-in page the browser goes to next. */
export const campusStartSchema = z.object({ url: z.string() });
