/**
 * An error a route or service throws on purpose: the status, a stable code and the catalogue
 * key of the message the caller reads (translated into their language by the error handler).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
  }
}
