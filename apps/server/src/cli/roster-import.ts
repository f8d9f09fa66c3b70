import { readFileSync } from "node:fs";
import { describeRefusal, importRosterCsv } from "../modules/roster/service";
import { StartupError } from "../startup-error";
import { withCliContext } from "./open-for-cli";
import { runCli } from "./run-cli";

/**
 * `npm run roster:import -- FILE.csv`: adds or updates the student roster from CSV (matrix
 * number, optional email, optional name), showing progress, and lists refused rows by line.
 * Exits 0 when every row was imported, 2 when some were refused.
 */
runCli(
  {
    usage: "npm run roster:import -- FILE.csv",
    about:
      "Adds or updates the student roster from a CSV file (columns: matrix number, email (optional), name (optional)) and lists refused rows by line. Exits 0 when every row was imported, 2 when some were refused.",
    maxArgs: 1,
  },
  async ([file]) => {
    if (!file)
      throw new StartupError(
        "Usage: npm run roster:import -- FILE.csv   (columns: matrix number, email (optional), name (optional))",
      );
    let csv: string;
    try {
      csv = readFileSync(file, "utf8");
    } catch (error) {
      throw new StartupError(
        `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    await withCliContext(async (ctx) => {
      const progress = (done: number, total: number) => {
        if (total >= 1000)
          process.stderr.write(`\rImporting… ${done.toLocaleString("en")} of ${total.toLocaleString("en")} rows`);
      };
      const result = await importRosterCsv(ctx, csv, progress);
      process.stderr.write(result.added + result.updated >= 1000 ? "\n" : "");
      for (const refusal of result.refused) console.log(`line ${refusal.line}: ${describeRefusal("en", refusal)}`);
      console.log(`Roster import: ${result.added} added, ${result.updated} updated, ${result.refused.length} refused.`);
      if (result.refused.length > 0) process.exitCode = 2;
    });
  },
);
