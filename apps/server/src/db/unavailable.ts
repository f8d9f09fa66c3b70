/**
 * Errors that mean "the database is away for now" (restarting, failing over, unreachable, out
 * of disk or read-only) rather than "this request is wrong" or "the code is wrong": requests
 * then answer 503 with Retry-After and the log gets a warning with the cause, not a stack.
 */

/** Node's socket errors when the server cannot be reached or drops the connection. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);

/** PostgreSQL SQLSTATEs: shutting down, starting up, too many connections, out of disk. */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53100", "53200", "53300"]);

/** What node-postgres says when the connection goes away or cannot be made in time. */
const POSTGRES_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
  /^Client was closed/,
];

/** SQLite result codes (better-sqlite3 puts them on `code`): disk full, read-only, I/O, locked too long. */
const SQLITE_CODES = [
  /^SQLITE_FULL/,
  /^SQLITE_READONLY/,
  /^SQLITE_IOERR/,
  /^SQLITE_CANTOPEN/,
  /^SQLITE_BUSY/,
  /^SQLITE_PROTOCOL/,
];

function matchesOne(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith("08")) return true;
    if (SQLITE_CODES.some((pattern) => pattern.test(code))) return true;
  }
  return POSTGRES_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Whether `error` (or an error it wraps) says the database is unavailable for now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (matchesOne(current)) return true;
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some(matchesOne)) return true;
  }
  return false;
}

/** The short cause of an outage for a log line: code and message, no stack. */
export function outageCause(error: unknown): { code?: string; message: string } {
  const code = (error as { code?: unknown })?.code;
  return {
    ...(typeof code === "string" ? { code } : {}),
    message: error instanceof Error ? error.message : String(error),
  };
}
