import type { ApiErrorCode, MessageKey } from "@campus/shared";

/**
 * An error a route or service throws on purpose: the status, a stable code and the catalogue
 * key of the message the caller reads (translated into their language by the error handler).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** The form field the error belongs to, so the form can show it there. */
    readonly field?: string,
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
  }

  /** Extra response headers, e.g. Retry-After. */
  headers: Record<string, string> = {};

  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}
