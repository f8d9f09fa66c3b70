import {
  rosterRowSchema,
  translate,
  type Language,
  type RosterPreview,
  type RosterRow,
  translateDynamic,
} from "@campus/shared";
import { ROSTER_PREVIEW_ROWS, type SessionUser } from "@campus/shared";
import { flag, type Database } from "../../db/dialect";
import { parseCsv } from "./csv";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { countRoster, existingMatrixNumbers, findRosterEntry, upsertRosterEntries } from "./repository";
import type { Ctx } from "../../core/context";
import { recordAudit } from "../audit/service";

/** A row that is not imported: its line in the file and why (a catalogue key and its values). */
export interface RosterRefusal {
  line: number;
  /** The column at fault, when it is one. */
  field: "matrixNo" | "email" | "name" | null;
  key: string;
  params: Record<string, string | number>;
}

export interface RosterImportOutcome {
  added: number;
  updated: number;
  refused: RosterRefusal[];
}

type PlannedRow = RosterRow & { line: number };

const BATCH = 500;
/** A first row like "matrix no", "Matric Number", "No. Matrik" is a header. */
const HEADER = /^(no\.?\s*)?matri/i;
const FIELDS = ["matrixNo", "email", "name"] as const;

/** Why a row is refused, in the reader's language ("Email: Please use your student email"). */
export function describeRefusal(language: Language, refusal: RosterRefusal): string {
  const message = translateDynamic(language, refusal.key, refusal.params);
  return refusal.field
    ? translate(language, "admin.roster.rowError", {
        field: translate(language, `admin.roster.fields.${refusal.field}`),
        message,
      })
    : message;
}

/**
 * Reads roster CSV (matrix number, optional email, optional name; a header row is recognised
 * and skipped) into the rows to import and the rows refused, each by its line. A malformed row
 * never stops the rest.
 */
export function planRosterImport(
  csv: string,
  studentEmailDomain: string,
): { rows: PlannedRow[]; refused: RosterRefusal[] } {
  const schema = rosterRowSchema(studentEmailDomain);
  const records = parseCsv(csv);
  if (records[0] && HEADER.test(records[0].cells[0]?.trim() ?? "")) records.shift();

  const refused: RosterRefusal[] = [];
  const rows: PlannedRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of records) {
    if (cells.length > 3) {
      refused.push({ line, field: null, key: "admin.roster.errors.tooManyColumns", params: { count: cells.length } });
      continue;
    }
    const parsed = schema.safeParse({ matrixNo: cells[0] ?? "", email: cells[1] ?? "", name: cells[2] ?? "" });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = FIELDS.find((name) => name === issue.path[0]) ?? null;
      refused.push({ line, field, key: issue.message, params: {} });
      continue;
    }
    const earlier = firstLineOf.get(parsed.data.matrixNo);
    if (earlier !== undefined) {
      refused.push({
        line,
        field: null,
        key: "admin.roster.errors.duplicate",
        params: { matrixNo: parsed.data.matrixNo, line: earlier },
      });
      continue;
    }
    firstLineOf.set(parsed.data.matrixNo, line);
    rows.push({ ...parsed.data, line });
  }
  return { rows, refused };
}

/** Which planned rows are on the roster already, looked up a batch at a time. */
async function knownNumbers(database: Database, rows: PlannedRow[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let start = 0; start < rows.length; start += BATCH) {
    for (const number of await existingMatrixNumbers(
      database.db,
      rows.slice(start, start + BATCH).map((row) => row.matrixNo),
    ))
      known.add(number);
  }
  return known;
}

/** What importing the CSV would do (nothing is saved): the first rows with their outcome, the counts and every refusal. */
export async function previewRosterCsv(
  ctx: Ctx<"database" | "config">,
  csv: string,
  language: Language,
): Promise<RosterPreview> {
  const { database } = ctx;
  const { rows, refused } = planRosterImport(csv, ctx.config.studentEmailDomain);
  const known = await knownNumbers(database, rows);
  const update = rows.filter((row) => known.has(row.matrixNo)).length;
  return {
    rows: rows.slice(0, ROSTER_PREVIEW_ROWS).map((row) => ({
      line: row.line,
      matrixNo: row.matrixNo,
      email: row.email,
      name: row.name,
      outcome: known.has(row.matrixNo) ? "update" : "add",
    })),
    counts: { add: rows.length - update, update, refused: refused.length },
    refused: refused.map((refusal) => ({ line: refusal.line, message: describeRefusal(language, refusal) })),
  };
}

/**
 * Loads the roster from CSV: good rows are added or updated in batches, each in one
 * transaction; bad rows are reported by line and skipped, never aborting the rest. With
 * `auditedBy` (an administrator's upload), the audit entry with the whole import's counts is
 * written in the last batch's transaction; if a batch fails, the batches before it stay and an
 * entry saying so (`failed`) is written instead.
 */
export async function importRosterCsv(
  ctx: Ctx<"database" | "config" | "clock">,
  csv: string,
  onProgress: (done: number, total: number) => void = () => {},
  auditedBy?: SessionUser,
): Promise<RosterImportOutcome> {
  const { rows, refused } = planRosterImport(csv, ctx.config.studentEmailDomain);
  let added = 0;
  let updated = 0;
  const now = ctx.clock().toISOString();
  const { database } = ctx;
  const audit = (trx: Kysely<DB>, counts: { added: number; updated: number }, failed = false) =>
    auditedBy
      ? recordAudit(ctx, trx, auditedBy, {
          action: "roster.import",
          targetType: "roster",
          targetId: "roster",
          detail: { ...counts, refused: refused.length, ...(failed ? { failed: true } : {}) },
        })
      : Promise.resolve();
  try {
    if (!rows.length) await database.db.transaction().execute((trx) => audit(trx, { added, updated }));
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const last = start + BATCH >= rows.length;
      const counted = await database.db.transaction().execute(async (trx) => {
        const existing = await existingMatrixNumbers(
          trx,
          batch.map((row) => row.matrixNo),
        );
        await upsertRosterEntries(
          trx,
          batch.map((row) => ({
            matrix_no: row.matrixNo,
            email: row.email,
            name: row.name,
            active: flag(database.dialect, true),
            updated_at: now,
          })),
        );
        const counts = { added: added + batch.length - existing.size, updated: updated + existing.size };
        // The whole import's counts, with its last batch: the entry and the rows land together.
        if (last) await audit(trx, counts);
        return counts;
      });
      ({ added, updated } = counted);
      onProgress(Math.min(start + BATCH, rows.length), rows.length);
    }
  } catch (error) {
    // The batches before the one that failed stay imported: the log says what was done.
    if (added + updated > 0)
      await database.db
        .transaction()
        .execute((trx) => audit(trx, { added, updated }, true))
        .catch(() => {});
    throw error;
  }
  return { added, updated, refused };
}

/** The roster's size and how many on it have signed up. */
export async function rosterSummary(ctx: Ctx<"database">) {
  const { database } = ctx;
  return countRoster(database.db);
}

/** What the roster says of a matrix number: whether it is active and the email it gives, if any (undefined: not on it). Takes a transaction's handle, so sign-up checks it with the account it creates. */
export async function rosterStanding(
  db: Kysely<DB>,
  matrixNo: string,
): Promise<{ active: boolean; email: string | null } | undefined> {
  const entry = await findRosterEntry(db, matrixNo);
  return entry && { active: Boolean(entry.active), email: entry.email };
}
