import type { Insertable, Kysely, Updateable } from "kysely";
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

/** Every location (or the one with `id`) with how many reports (not deleted) name it, by English name. */
export async function listLocationsWithReports(db: Kysely<DB>, id?: string) {
  let query = db
    .selectFrom("locations")
    .select(["id", "name_en", "name_my", "active", "area", "created_at"])
    .select((eb) =>
      eb
        .selectFrom("reports")
        .whereRef("reports.location_id", "=", "locations.id")
        .where("reports.deleted_at", "is", null)
        .select((count) => count.fn.countAll<number | string>().as("n"))
        .as("reports"),
    )
    .orderBy("name_en");
  if (id) query = query.where("id", "=", id);
  return query.execute();
}

/** A location other than `exceptId` already called `name` (either language, any case). */
export async function findLocationNamed(db: Kysely<DB>, name: string, exceptId?: string) {
  let query = db
    .selectFrom("locations")
    .select(["id", "name_en", "name_my"])
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["name_en"]), "=", name.toLowerCase()),
        eb(eb.fn("lower", ["name_my"]), "=", name.toLowerCase()),
      ]),
    );
  if (exceptId) query = query.where("id", "!=", exceptId);
  return query.executeTakeFirst();
}

export async function updateLocation(db: Kysely<DB>, id: string, changes: Updateable<LocationsTable>): Promise<void> {
  await db.updateTable("locations").set(changes).where("id", "=", id).execute();
}
