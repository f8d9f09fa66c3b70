import { rosterRowSchema, translate, type RosterRow } from "@campus/shared";
import { flag, type Database } from "../../db/dialect";
import { parseCsv } from "./csv";
import { existingMatrixNumbers, upsertRosterEntries } from "./repository";

export interface RosterImportResult {
  added: number;
  updated: number;
  /** Rows not imported, with their line in the file and why (in English, for the operator). */
  refused: Array<{ line: number; reason: string }>;
}

const BATCH = 500;
/** A first row like "matrix no", "Matric Number", "No. Matrik" is a header. */
const HEADER = /^(no\.?\s*)?matri/i;

/**
 * Loads the roster from CSV text (matrix number, optional email, optional name; a header row
 * is recognised and skipped). Good rows are added or updated in batches, each in one
 * transaction; bad rows are reported by line and skipped, never aborting the rest.
 */
export async function importRosterCsv(
  database: Database,
  csv: string,
  studentEmailDomain: string,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<RosterImportResult> {
  const schema = rosterRowSchema(studentEmailDomain);
  const records = parseCsv(csv);
  if (records[0] && HEADER.test(records[0].cells[0]?.trim() ?? "")) records.shift();

  const refused: RosterImportResult["refused"] = [];
  const rows: Array<RosterRow & { line: number }> = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of records) {
    if (cells.length > 3) {
      refused.push({ line, reason: `expected at most 3 columns (matrix number, email, name), found ${cells.length}` });
      continue;
    }
    const parsed = schema.safeParse({ matrixNo: cells[0] ?? "", email: cells[1] ?? "", name: cells[2] ?? "" });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? "row");
      refused.push({ line, reason: `${field}: ${translate("en", issue.message)}` });
      continue;
    }
    const earlier = firstLineOf.get(parsed.data.matrixNo);
    if (earlier !== undefined) {
      refused.push({ line, reason: `matrix number ${parsed.data.matrixNo} already appears on line ${earlier}` });
      continue;
    }
    firstLineOf.set(parsed.data.matrixNo, line);
    rows.push({ ...parsed.data, line });
  }

  let added = 0;
  let updated = 0;
  const now = new Date().toISOString();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await database.db.transaction().execute(async (trx) => {
      const existing = await existingMatrixNumbers(trx, batch.map((row) => row.matrixNo));
      await upsertRosterEntries(
        trx,
        batch.map((row) => ({ matrix_no: row.matrixNo, email: row.email, name: row.name, active: flag(database.dialect, true), updated_at: now })),
      );
      updated += existing.size;
      added += batch.length - existing.size;
    });
    onProgress(Math.min(start + BATCH, rows.length), rows.length);
  }
  return { added, updated, refused };
}
