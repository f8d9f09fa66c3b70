import { z } from "zod";

/**
 * Every code the server answers an error with: AppError and the error handler take only these,
 * and the web client compares against them, so a misspelt code fails the type check on either side.
 */
export const API_ERROR_CODES = [
  "ACCOUNT_DISABLED",
  "ADMIN_ONLY",
  "ADMIN_PASSWORD_TOO_SHORT",
  "ALREADY_HANDED_IN",
  "ALREADY_SOLVED",
  "ALREADY_THERE",
  "BAD_CURSOR",
  "CHAT_EXPIRED",
  "CHAT_RESOLVED",
  "CHAT_WITH_SELF",
  "CLIENT_ID_REUSED",
  "CONFIRM_EMAIL_FAILED",
  "CONFIRM_LINK_INVALID",
  "CONVERSATION_NOT_FOUND",
  "CURRENT_PASSWORD_REQUIRED",
  "EMAIL_NOT_CONFIRMED",
  "EMAIL_TAKEN",
  "FILE_TOO_LARGE",
  "FORBIDDEN",
  "FORBIDDEN_ORIGIN",
  "INCORRECT_PASSWORD",
  "INTERNAL_ERROR",
  "INVALID_CHARACTERS",
  "INVALID_JSON",
  "ITEM_NOT_FOUND",
  "LOCATION_EXISTS",
  "LOCATION_NOT_FOUND",
  "LOGIN_FAILED",
  "MATCH_NOT_FOUND",
  "MATRIX_EMAIL_MISMATCH",
  "MATRIX_NOT_FOUND",
  "MATRIX_TAKEN",
  "MESSAGE_NOT_FOUND",
  "MISLABELLED_FILE",
  "NOTICE_NOT_FOUND",
  "NOT_AN_IMAGE",
  "NOT_AT_OFFICE",
  "NOT_FOUND",
  "NOT_READY",
  "NOT_SIGNED_IN",
  "NOT_STUDENT_EMAIL",
  "NO_HANDOVER",
  "OFFICE_STARTS_NONE",
  "OWN_ACCOUNT",
  "OWN_REPORT",
  "OWN_ROLE",
  "PAYLOAD_TOO_LARGE",
  "PROFILE_NOT_FOUND",
  "REPORT_NOT_FOUND",
  "REPORT_REFUSED",
  "REPORT_SOLVED",
  "RESET_EMAIL_FAILED",
  "RESET_LINK_INVALID",
  "SECOND_FACTOR_EXPIRED",
  "SECOND_FACTOR_INVALID",
  "SECOND_FACTOR_LOCKED",
  "SECOND_FACTOR_NOT_STARTED",
  "SECOND_FACTOR_ON",
  "SECOND_FACTOR_SETUP_REQUIRED",
  "SERVICE_UNAVAILABLE",
  "STORAGE_PLACE_EXISTS",
  "STORAGE_PLACE_NOT_FOUND",
  "TOO_MANY_REQUESTS",
  "TOO_MANY_UPLOADS",
  "UNKNOWN_EMAIL",
  "UNKNOWN_LOCATION",
  "UNSUPPORTED_FILE_TYPE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UPLOAD_LINK_INVALID",
  "UPLOAD_LINK_USED",
  "UPLOAD_NOT_FOUND",
  "USER_NOT_FOUND",
  "VALIDATION_ERROR",
  "VISITOR_REPORT",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Codes the web client gives a failure the server's error handler did not answer (no network, a
 * proxy's page, a storage refusal), or an error body whose code is not in the list (a newer server).
 */
export const CLIENT_ERROR_CODES = ["NETWORK_ERROR", "HTTP_ERROR", "UPLOAD_FAILED", "UNLISTED_CODE"] as const;
export type ErrorCode = ApiErrorCode | (typeof CLIENT_ERROR_CODES)[number];

const KNOWN_CODES = new Set<string>(API_ERROR_CODES);
export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === "string" && KNOWN_CODES.has(value);

/** The body of every error response of the API. */
export const apiErrorSchema = z.object({
  /** Stable machine-readable code, e.g. `VALIDATION_ERROR`. */
  code: z.string(),
  /** Human-readable message in the caller's language. */
  message: z.string(),
  /** For validation errors: which fields failed and why. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
