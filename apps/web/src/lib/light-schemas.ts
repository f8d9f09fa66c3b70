import {
  isLanguage,
  LIMITS,
  ROLES,
  type ApiErrorBody,
  type LoginInput,
  type PublicConfig,
  type Role,
  type SessionUser,
} from "@campus/shared";

/**
 * What checks an API answer: a shared zod schema, or a light schema of this file. Either keeps
 * the answer's known fields only, and refuses it when one is missing or of the wrong type.
 */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** One problem with a form's values: the field and the message's catalogue key, as zod reports it. */
export interface FormIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** What validates a form: a shared zod schema, or a light schema of this file, answering as zod does. */
export interface FormSchema<T = unknown> {
  safeParse(
    values: unknown,
  ): { success: true; data: T } | { success: false; error: { readonly issues: ReadonlyArray<FormIssue> } };
}

/*
 * Light schemas: the few shared zod schemas the welcome and sign-in screens use, written out by
 * hand. zod (and the shared module each schema lives in) is about a sixth of what a phone would
 * otherwise download before those screens show; the screens that come later load it with their
 * own code. Each matches its zod twin named beside it, which light-schemas.test.ts holds it to.
 */

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null;
const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** An answer schema from a reader that gives the checked answer, or undefined when it is off its shape. */
export function answer<T>(read: (value: unknown) => T | undefined): AnswerSchema<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}

/** A form schema from a function that gives the parsed values and each field's first problem. */
function form<T>(check: (values: Fields) => { data: T; issues: FormIssue[] }): FormSchema<T> {
  return {
    safeParse(values) {
      const { data, issues } = check(isFields(values) ? values : {});
      return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
    },
  };
}

/** The signed-in user as the API presents them (sessionUserSchema). */
export function readSessionUser(value: unknown): SessionUser | undefined {
  if (!isFields(value)) return undefined;
  const { id, name, email, matrixNo, phone, language, role, profileImage, twoFactorEnabled } = value;
  if (!isText(id) || !isText(name) || !isText(email) || !isTextOrNull(matrixNo) || !isTextOrNull(phone)) return;
  if (!isLanguage(language) || !isRole(role) || !isTextOrNull(profileImage) || typeof twoFactorEnabled !== "boolean")
    return undefined;
  return { id, name, email, matrixNo, phone, language, role, profileImage, twoFactorEnabled };
}

/** `{ user }` (sessionResponseSchema); also the part of profileResponseSchema that saving the language reads. */
const readUserAnswer = (value: unknown): { user: SessionUser } | undefined => {
  const user = isFields(value) ? readSessionUser(value.user) : undefined;
  return user && { user };
};
export const sessionAnswer = answer(readUserAnswer);

/** A user's answer to a change of their profile (profileResponseSchema): the user, maybe a message and a change waiting. */
export const profileAnswer = answer((value) => {
  const answered = readUserAnswer(value);
  if (!answered || !isFields(value)) return undefined;
  const { message, pendingChange } = value;
  if (message !== undefined && !isText(message)) return undefined;
  let waiting: { email: string; matrixNo: string | null } | null | undefined;
  if (isFields(pendingChange)) {
    const { email, matrixNo } = pendingChange;
    if (!isText(email) || !isTextOrNull(matrixNo)) return undefined;
    waiting = { email, matrixNo };
  } else if (pendingChange === null || pendingChange === undefined) waiting = pendingChange;
  else return undefined;
  // Like zod, a field that is there stays there, even without a value.
  return {
    ...answered,
    ...("message" in value ? { message } : {}),
    ...("pendingChange" in value ? { pendingChange: waiting } : {}),
  };
});

/** `POST /api/auth/login` (loginResponseSchema): signed in, or the second step comes next. */
export const loginAnswer = answer<{ user: SessionUser } | { secondFactorRequired: true }>(
  (value) =>
    readUserAnswer(value) ??
    (isFields(value) && value.secondFactorRequired === true ? { secondFactorRequired: true } : undefined),
);

/** A plain confirmation (messageResponseSchema). */
export const messageAnswer = answer((value) =>
  isFields(value) && isText(value.message) ? { message: value.message } : undefined,
);

/** A followed confirmation link: what happened and the confirmed address (emailConfirmedResponseSchema). */
export const emailConfirmedAnswer = answer((value) =>
  isFields(value) && isText(value.message) && isText(value.email)
    ? { message: value.message, email: value.email }
    : undefined,
);

/** The installation's public settings (publicConfigSchema). */
export const publicConfigAnswer = answer<PublicConfig>((value) => {
  if (!isFields(value) || !isFields(value.office)) return undefined;
  const { universityName, studentEmailDomain, maxUploadMb, timeZone, campusSignIn, passwordSignIn } = value;
  const { phone, email, place, placeMy } = value.office;
  if (!isText(universityName) || !isText(studentEmailDomain) || typeof maxUploadMb !== "number") return undefined;
  if (!isText(timeZone) || !isText(phone) || !isText(email) || !isText(place) || !isText(placeMy)) return undefined;
  if (typeof campusSignIn !== "boolean" || typeof passwordSignIn !== "boolean") return undefined;
  return {
    universityName,
    studentEmailDomain,
    office: { phone, email, place, placeMy },
    maxUploadMb,
    timeZone,
    campusSignIn,
    passwordSignIn,
  };
});

/** The body of every error answer (apiErrorSchema). */
export const apiErrorAnswer = answer<ApiErrorBody>((value) => {
  if (!isFields(value) || !isText(value.code) || !isText(value.message)) return undefined;
  const { code, message, fields } = value;
  if (fields === undefined) return { code, message };
  if (!isFields(fields) || Array.isArray(fields) || !Object.values(fields).every(isText)) return undefined;
  return { code, message, fields: { ...(fields as Record<string, string>) } };
});

/** zod's own email pattern (z.email()), which the shared schemas use. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A text field: its value, or "" when it holds none. */
const text = (values: Fields, name: string) => (isText(values[name]) ? values[name] : "");

/** The sign-in form (loginSchema): the email trimmed and lower-cased, then checked; the password as typed. */
export const loginForm = form<LoginInput>((values) => {
  const issues: FormIssue[] = [];
  const email = text(values, "email").trim().toLowerCase();
  const password = text(values, "password");
  if (email.length < 1) issues.push({ path: ["email"], message: "auth.errors.emailRequired" });
  else if (email.length > 254 || !EMAIL.test(email))
    issues.push({ path: ["email"], message: "auth.errors.invalidEmail" });
  if (password.length < 1) issues.push({ path: ["password"], message: "auth.errors.passwordRequired" });
  else if (password.length > LIMITS.passwordMax)
    issues.push({ path: ["password"], message: "auth.errors.passwordTooLong" });
  return { data: { email, password }, issues };
});

/** The second step of signing in (secondFactorSchema): the code trimmed (the form adds whether it is a recovery code). */
export const secondFactorForm = form<{ code: string; recoveryCode: boolean }>((values) => {
  const issues: FormIssue[] = [];
  const code = text(values, "code").trim();
  if (code.length < 1) issues.push({ path: ["code"], message: "auth.errors.secondFactorRequired" });
  else if (code.length > 40) issues.push({ path: ["code"], message: "auth.errors.secondFactorInvalid" });
  return { data: { code, recoveryCode: values.recoveryCode === true }, issues };
});

/** `POST /api/auth/campus`: the university's sign-in page to go to. */
export const campusStartAnswer = answer((value) =>
  isFields(value) && isText(value.url) ? { url: value.url } : undefined,
);
