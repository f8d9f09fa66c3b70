import { Migrator, sql, type MigrationResult } from "kysely";
import type { Database } from "./dialect";
import { allMigrations } from "./migrations";

/**
 * Brings the schema up to date. Safe to run from several processes at once: Kysely's
 * migrator takes a lock. Returns the names of the migrations that ran now.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables live in the connection's current schema; without
  // naming it, Kysely would mistake another schema's tables for ours.
  const schema =
    database.dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => allMigrations(database.dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result: MigrationResult) => result.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${reason}`.replace("  ", " "));
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/** Whether this version of the code knows a migration of that name (a backup's schema, say). */
export function isKnownMigration(name: string): boolean {
  return name in allMigrations("sqlite");
}
