import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The fresh PostgreSQL database this test run created (dropped when the run ends). */
    pgDatabaseUrl: string;
  }
}

/** The server PostgreSQL tests connect to; override with TEST_POSTGRES_URL. */
export const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates a fresh database for this run and drops it afterwards. */
export default async function setup(project: TestProject) {
  const name = `campus_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide("pgDatabaseUrl", url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
