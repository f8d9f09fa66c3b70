import { sql } from "kysely";

/**
 * What the migrations need to know of the two databases. Migrations import nothing from live
 * code (only kysely and this folder), so a change to the running code can never change a
 * migration that has already run somewhere: these helpers are frozen with them.
 */
export type Dialect = "sqlite" | "postgres";

/** Column types that differ between the dialects. */
export function columnTypes(dialect: Dialect) {
  return dialect === "postgres"
    ? ({ timestamp: "timestamptz", date: "date", flag: "boolean" } as const)
    : ({ timestamp: "text", date: "text", flag: "integer" } as const);
}

/** The column default "now" in the dialect's timestamp format (ISO 8601 text on SQLite). */
export function nowDefault(dialect: Dialect) {
  return dialect === "postgres" ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
