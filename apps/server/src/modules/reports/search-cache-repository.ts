import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { DB } from "../../db/schema";

const ENTRIES = 500;

interface Entry<T> {
  version: number;
  value: T;
}

const caches = new WeakMap<Kysely<DB>, Map<string, Entry<unknown>>>();

/**
 * Search results kept while nothing they show has changed (SQLite, the embedded single-process
 * mode): every change to reports or locations moves `search_version` on (triggers, migration
 * 0005), so a kept result is used only while the counter still has the value it was found
 * under. Popular searches (the unfiltered list, "black") are then answered without the search.
 * One cache per database; the oldest entries go first.
 */
export async function cachedSearch<T>(db: Kysely<DB>, key: string, search: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ n: number }>`select n from search_version where id = 1`.execute(db);
  const version = Number(rows[0]?.n ?? -1);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, Entry<unknown>>()));
  const kept = cache.get(key);
  if (kept && kept.version === version) {
    cache.delete(key);
    cache.set(key, kept);
    return kept.value as T;
  }
  const value = await search();
  if (cache.size >= ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { version, value });
  return value;
}
