import path from "node:path";
import { inject } from "vitest";

/**
 * Where a test that starts the server or one of its commands as a process finds it: built for the
 * run as it ships (server-build-setup.ts), so the test runs what ships, and each start is Node
 * loading a bundle (a fraction of a second) rather than tsx compiling the sources (about two
 * seconds of a core). `builtServer("server.js")`, `builtServer("cli/seed.js")`.
 */
export function builtServer(file: string): string {
  return path.join(inject("serverBuild"), file);
}
