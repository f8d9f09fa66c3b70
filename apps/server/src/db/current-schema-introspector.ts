import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from "kysely";

/** The migrator's own tables (Kysely's defaults), left out unless asked for, as Kysely does. */
const KYSELY_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

interface ColumnRow {
  table: string;
  kind: string;
  column: string;
  type: string;
  nullable: boolean;
  has_default: boolean;
  auto_incrementing: boolean;
}

/**
 * What the database holds, for Kysely's migrator: the tables of the connection's own schema
 * (current_schema()) only. Kysely's PostgreSQL introspector reads every schema of the database
 * and calls functions by name on each (`has_schema_privilege`, `pg_get_serial_sequence`): when
 * another schema or table is dropped while it reads, by another application sharing the
 * database or by a neighbouring test, the migration fails with "schema … does not exist" for a
 * schema that is not ours. Here everything is read by object id from the catalogue, in one
 * statement, and only for our schema.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow & { schema: string }>`
      select n.nspname as schema, c.relname as table, c.relkind as kind, a.attname as column,
        t.typname as type, not a.attnotnull as nullable, a.atthasdef as has_default,
        (a.attidentity <> '' or coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as auto_incrementing
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum`.execute(this.db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.has(row.table)) continue;
      const table = tables.get(row.table) ?? {
        name: row.table,
        schema: row.schema,
        isView: row.kind === "v",
        columns: [],
      };
      table.columns.push({
        name: row.column,
        dataType: row.type,
        isNullable: row.nullable,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing,
      });
      tables.set(row.table, table);
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL through `pg`, introspected by CurrentSchemaIntrospector. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
