import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";

/** A LIKE pattern matching text that contains `word`, any case, with %, _ and \ taken literally. */
function containsPattern(word: string): string {
  return `%${word.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}

/**
 * True where any of the columns contains the word, ignoring case (a null column contains
 * nothing). The same on SQLite and PostgreSQL.
 */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  word: string,
): Expression<SqlBool> {
  const pattern = containsPattern(word);
  return eb.or(
    columns.map((column) => eb(sql`lower(coalesce(${sql.ref(column)}, ''))`, "like", sql`${pattern} escape '\\'`)),
  );
}
