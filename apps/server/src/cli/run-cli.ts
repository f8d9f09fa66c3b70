import { StartupError } from "../startup-error";

/** What a command says for `--help`: how to call it and what it does. */
export interface CliUsage {
  /** `npm run migrate`, `npm run roster:import -- FILE.csv`, … */
  usage: string;
  /** What it does, in a sentence or two. */
  about: string;
  /** How many plain arguments it takes (files, emails); more are refused. Default 0. */
  maxArgs?: number;
  /** The options it takes (`--force`); any other is refused. */
  options?: string[];
}

/** The --help text of a command. */
export function helpText({ usage, about }: CliUsage): string {
  return `Usage: ${usage}\n\n${about}`;
}

/**
 * Runs a command-line task: `--help` (or `-h`) prints what it does and exits 0 without doing it;
 * an unknown option or an argument too many is refused with the usage, before anything runs.
 * A StartupError prints as one line, anything else with its stack; both exit 1.
 */
export function runCli(command: CliUsage, task: (args: string[], options: ReadonlySet<string>) => Promise<void>): void {
  const all = process.argv.slice(2);
  if (all.includes("--help") || all.includes("-h")) {
    console.log(helpText(command));
    process.exit(0);
  }
  const accepted = new Set(command.options ?? []);
  const options = new Set(all.filter((arg) => accepted.has(arg)));
  const args = all.filter((arg) => !accepted.has(arg));
  const unknown = args.find((arg) => arg.startsWith("-"));
  if (unknown !== undefined || args.length > (command.maxArgs ?? 0)) {
    console.error(
      `${unknown !== undefined ? `Unknown option ${unknown}` : "Too many arguments"}. Usage: ${command.usage} (--help says more)`,
    );
    process.exit(1);
  }
  task(args, options).then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error instanceof StartupError ? error.message : error);
      process.exit(1);
    },
  );
}
