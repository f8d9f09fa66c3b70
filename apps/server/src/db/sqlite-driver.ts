/**
 * The SQLite driver for the running Node.js. better-sqlite3 13 is built on Node-API, one binary
 * for every Node from 22 on, and is the driver on Node 24, the documented runtime. Version 12,
 * built against Node's own C++ API, crashes Node 24 when a prepared statement is collected as a
 * thread ends (an assertion in node::RemoveEnvironmentCleanupHook), and version 13 crashes Node
 * 20 on its first query; so Node 20 gets version 12, installed under the name
 * better-sqlite3-node20 (an optional dependency: a failed build of it stops no install on a newer
 * Node). Both have the same API. Remove the Node 20 driver with Node 20 (docs/upgrading.md).
 */
import type SqliteDatabase from "better-sqlite3";

export type SqliteLibrary = typeof SqliteDatabase;

/** The oldest Node.js major that better-sqlite3 13 supports (its package's engines). */
const NODE_API_DRIVER_FROM = 22;
/** Version 12's name here (apps/server/package.json); the same types as 13. */
const NODE20_DRIVER: string = "better-sqlite3-node20";

let loading: Promise<SqliteLibrary> | undefined;

export function loadSqliteDriver(): Promise<SqliteLibrary> {
  loading ??= importDriver();
  return loading;
}

async function importDriver(): Promise<SqliteLibrary> {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= NODE_API_DRIVER_FROM) return (await import("better-sqlite3")).default;
  return ((await import(NODE20_DRIVER)) as { default: SqliteLibrary }).default;
}
