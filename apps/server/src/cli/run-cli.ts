import { StartupError } from "../startup-error";

/** Runs a command-line task: a StartupError prints as one line, anything else with its stack. */
export function runCli(task: () => Promise<void>): void {
  task().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error instanceof StartupError ? error.message : error);
      process.exit(1);
    },
  );
}
