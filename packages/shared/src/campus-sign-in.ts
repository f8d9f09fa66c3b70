import type { MessageKey } from "./i18n";

/** The provider we register for campus sign-in, and the last part of its callback path. */
export const CAMPUS_PROVIDER_ID = "campus";

/**
 * What the login page says when campus sign-in came back with `?error=CODE`: the sign-up rules'
 * own messages (the roster decides who may have an account), or why it could not go on.
 */
const CAMPUS_ERRORS: Record<string, MessageKey> = {
  MATRIX_NOT_FOUND: "auth.errors.matrixNotFound",
  MATRIX_EMAIL_MISMATCH: "auth.errors.matrixEmailMismatch",
  MATRIX_TAKEN: "auth.errors.matrixTaken",
  EMAIL_TAKEN: "auth.errors.emailTaken",
  NOT_STUDENT_EMAIL: "auth.errors.notStudentEmail",
  ACCOUNT_DISABLED: "auth.errors.accountDisabled",
  NO_MATRIX_CLAIM: "auth.campus.noMatrix",
  STAFF_PASSWORD_ONLY: "auth.campus.staff",
  access_denied: "auth.campus.cancelled",
};

export function campusSignInErrorKey(code: string): MessageKey {
  return CAMPUS_ERRORS[code] ?? "auth.campus.failed";
}
