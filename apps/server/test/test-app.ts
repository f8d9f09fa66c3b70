import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type BuildOptions } from "../src/app";
import { loadConfig, type Config } from "../src/config";

export const testDialect = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

export interface TestDatabase {
  /** DATABASE_URL for the test, or undefined on SQLite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test: nothing on SQLite (the file lives in the test's
 * DATA_DIR), a fresh schema in the run's PostgreSQL database otherwise.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect === "sqlite") return { databaseUrl: undefined, drop: async () => {} };
  const base = inject("pgDatabaseUrl");
  const schema = `t_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the real application, with the production factory and options, on a temporary
 * DATA_DIR and a database of its own. `env` adds or overrides environment variables.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, "logger"> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "campus-test-"));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: false, ...options });
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
