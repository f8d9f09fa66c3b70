/**
 * A problem that stops the server from starting, described in one line for the operator
 * (a bad environment variable, an unusable data folder, an unreachable database).
 * `server.ts` prints its message without a stack trace and exits with status 1.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
