import type { Insertable, Kysely } from "kysely";
import type { DB, LocationsTable } from "../../db/schema";

export async function insertLocations(db: Kysely<DB>, locations: Insertable<LocationsTable>[]): Promise<void> {
  if (locations.length) await db.insertInto("locations").values(locations).execute();
}

export async function listLocations(db: Kysely<DB>) {
  return db.selectFrom("locations").selectAll().orderBy("name_en").execute();
}

export async function findLocation(db: Kysely<DB>, id: string) {
  return db.selectFrom("locations").selectAll().where("id", "=", id).executeTakeFirst();
}
