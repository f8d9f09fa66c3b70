import { EventEmitter } from "node:events";
import path from "node:path";
import type SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
import type pg from "pg";
import { redactUrl, type Config } from "../config";
import { StartupError } from "../startup-error";
import { CurrentSchemaPostgresDialect } from "./current-schema-introspector";
import type { Database } from "./dialect";
import { loadSqliteDriver, type SqliteLibrary } from "./sqlite-driver";
import type { DB } from "./schema";

const PG_DATE_OID = 1082;

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else the
 * SQLite file DATA_DIR/campus.db (WAL, foreign keys on, 5 s busy timeout, SQLITE_SYNCHRONOUS). Fails with a
 * one-line StartupError when it cannot be reached. The PostgreSQL client is loaded only then.
 */
export async function openDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "sqliteSynchronous">>,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openSqlite(await loadSqliteDriver(), sqliteFileIn(config.dataDir), config.sqliteSynchronous ?? "normal");
}

/** The embedded database's file in a data folder. */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE);
}

/** The embedded database's file name (with its -wal and -shm beside it while open). */
export const SQLITE_FILE = "campus.db";

function openSqlite(Driver: SqliteLibrary, file: string, synchronous: "normal" | "full"): Database {
  let connection: SqliteDatabase.Database;
  try {
    connection = new Driver(file);
    connection.pragma("journal_mode = WAL");
    connection.pragma("foreign_keys = ON");
    connection.pragma("busy_timeout = 5000");
    // NORMAL in WAL mode: a process crash loses nothing; a power cut may lose the last commits.
    connection.pragma(`synchronous = ${synchronous === "full" ? "FULL" : "NORMAL"}`);
  } catch (error) {
    throw new StartupError(`Cannot open the SQLite database ${file}: ${(error as Error).message}`);
  }
  const db = new Kysely<DB>({ dialect: new WriterFirstSqliteDialect({ database: withStatementCache(connection) }) });
  // Statements of their own: a statement in raw mode answers arrays, and Kysely's want objects.
  const arrays = withStatementCache(connection);
  const readArrays = (query: CompiledQuery) =>
    db.connection().execute(async () => arrays.prepare(query.sql).raw(true).all(query.parameters) as unknown[][]);
  return { db, dialect: "sqlite", location: file, readArrays, destroy: () => db.destroy() };
}

/**
 * Transactions that take the write lock when they begin (BEGIN IMMEDIATE). The job thread has a
 * connection of its own: a deferred transaction that read first and writes after the other
 * connection wrote cannot wait its turn (SQLite answers SQLITE_BUSY at once, the busy timeout
 * notwithstanding); one that holds the lock from its start waits for it like any write.
 */
class WriterFirstSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new WriterFirstSqliteDriver(this.settings);
  }
}

class WriterFirstSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

const STATEMENT_CACHE_SIZE = 300;

/**
 * The connection as Kysely sees it, with its prepared statements kept for reuse: Kysely asks for
 * a new one per query, and preparing costs about as much as running a small indexed query.
 * Statements are keyed by their SQL text (values are bound separately), oldest dropped first.
 */
function withStatementCache(connection: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = connection.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(query, statement);
      }
      return statement;
    },
  };
}

/** PostgreSQL connections per server process. */
const POOL_SIZE = 10;

/**
 * Settings for the server's own sessions. Synchronized scans are off: they let a sequential scan
 * start where another one is, which shares disk reads between big scans that read a whole table,
 * while this app's scans stop early (a search's capped count reads until 201 reports match). From
 * a wandering start each such scan read a different stretch of the table, never warm in the CPU's
 * caches: the count of "samsung bl" at 100,000 reports took 10 ms on average under the bench's
 * load, 5.9 ms from the table's start (search p95 52 → 25 ms).
 */
const SESSION_OPTIONS = "-c synchronize_seqscans=off";

/**
 * The URL with SESSION_OPTIONS added to the `options` it may carry (a `search_path`, say): the
 * driver takes a URL's options over its own `options` setting. The URL's own come last, so a
 * setting given there wins.
 */
export function withSessionOptions(url: string): string {
  const withOptions = new URL(url);
  const given = withOptions.searchParams.get("options");
  withOptions.searchParams.set("options", given ? `${SESSION_OPTIONS} ${given}` : SESSION_OPTIONS);
  return withOptions.toString();
}

async function openPostgres(url: string): Promise<Database> {
  const { default: driver } = await import("pg");
  const dateAsText = dateParsers(driver.types);
  const pool = new driver.Pool({
    connectionString: withSessionOptions(url),
    max: POOL_SIZE,
    // Connections once opened stay open: a new PostgreSQL connection answers its first queries
    // 10 to 90 ms slower (each backend loads its own catalog caches), and a pool that closed
    // connections idle for 10 s (the default) paid that at the start of every busier moment.
    min: POOL_SIZE,
    connectionTimeoutMillis: 5000,
    // Calendar dates stay 'YYYY-MM-DD' strings, as on SQLite (the default parser makes local-midnight Dates).
    types: { getTypeParser: dateAsText },
  });
  // No connection error may crash the process: the pool handles idle connections, and every
  // connection gets its own handler for while it is checked out (a request or job holding it
  // when the server restarts). The next query simply opens a new connection.
  const connectionEvents = new EventEmitter<{ down: [unknown]; up: [] }>();
  pool.on("error", (error) => connectionEvents.emit("down", error));
  pool.on("connect", (client) => {
    client.on("error", (error) => connectionEvents.emit("down", error));
    connectionEvents.emit("up");
  });
  const db = new Kysely<DB>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw new StartupError(`Cannot connect to the database at ${redactUrl(url)}: ${describe(error)}`);
  }
  return {
    db,
    dialect: "postgres",
    location: redactUrl(url),
    connectionEvents,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    destroy: () => db.destroy(),
  };
}

/** The driver's type parsers, except that calendar dates stay text. */
function dateParsers(types: typeof pg.types) {
  return (oid: number, format: "text" | "binary" = "text"): ((value: string) => unknown) => {
    if (oid === PG_DATE_OID) return (value) => value;
    return types.getTypeParser(oid, format) as (value: string) => unknown;
  };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}
