import type { Insertable, Kysely, Updateable } from "kysely";
import type { CustodyEventsTable, DB, StoragePlacesTable } from "../../db/schema";

/** Storage places with how many found items (pending, not deleted) are kept in each; one place when `id` is given. */
export async function listStoragePlaces(db: Kysely<DB>, id?: string) {
  let query = db
    .selectFrom("storage_places")
    .select(["storage_places.id", "name_en", "name_my", "kind", "active", "storage_places.created_at"])
    .select((eb) =>
      eb
        .selectFrom("reports")
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .whereRef("reports.storage_place_id", "=", "storage_places.id")
        .where("reports.deleted_at", "is", null)
        .where("reports.status", "=", "pending")
        .as("items"),
    )
    .orderBy("name_en");
  if (id) query = query.where("storage_places.id", "=", id);
  return query.execute();
}

export async function findStoragePlace(db: Kysely<DB>, id: string) {
  return db.selectFrom("storage_places").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Another place with this English or Malay name (names are compared without case). */
export async function findStoragePlaceNamed(db: Kysely<DB>, name: string, exceptId?: string) {
  let query = db
    .selectFrom("storage_places")
    .select("id")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["name_en"]), "=", name.toLowerCase()),
        eb(eb.fn("lower", ["name_my"]), "=", name.toLowerCase()),
      ]),
    );
  if (exceptId) query = query.where("id", "!=", exceptId);
  return query.executeTakeFirst();
}

export async function insertStoragePlace(db: Kysely<DB>, row: Insertable<StoragePlacesTable>): Promise<void> {
  await db.insertInto("storage_places").values(row).execute();
}

export async function updateStoragePlace(
  db: Kysely<DB>,
  id: string,
  values: Updateable<StoragePlacesTable>,
): Promise<void> {
  await db.updateTable("storage_places").set(values).where("id", "=", id).execute();
}

/** A found report's custody columns (not deleted). */
export async function findCustodySubject(db: Kysely<DB>, reportId: string) {
  return db
    .selectFrom("reports")
    .leftJoin("storage_places", "storage_places.id", "reports.storage_place_id")
    .select([
      "reports.id",
      "reports.type",
      "reports.status",
      "reports.custody",
      "reports.reference",
      "reports.created_at",
      "reports.item_type",
      "reports.item_type_other",
      "reports.brand",
      "reports.color",
      "reports.disposal",
      "storage_places.id as place_id",
      "storage_places.name_en as place_name_en",
      "storage_places.name_my as place_name_my",
    ])
    .where("reports.id", "=", reportId)
    .where("reports.deleted_at", "is", null)
    .executeTakeFirst();
}

/** Puts a found item in the office's keeping, in a storage place. */
export async function setCustody(db: Kysely<DB>, reportId: string, storagePlaceId: string): Promise<void> {
  await db
    .updateTable("reports")
    .set({ custody: "office", storage_place_id: storagePlaceId })
    .where("id", "=", reportId)
    .execute();
}

export async function insertCustodyEvent(db: Kysely<DB>, row: Insertable<CustodyEventsTable>): Promise<void> {
  await db.insertInto("custody_events").values(row).execute();
}

/** A report's custody steps, oldest first, with the places' names. */
export async function listCustodyEvents(db: Kysely<DB>, reportId: string) {
  return db
    .selectFrom("custody_events")
    .leftJoin("storage_places", "storage_places.id", "custody_events.storage_place_id")
    .select([
      "custody_events.id",
      "custody_events.kind",
      "custody_events.at",
      "custody_events.actor_name",
      "custody_events.handed_in_by",
      "custody_events.note",
      "storage_places.id as place_id",
      "storage_places.name_en as place_name_en",
      "storage_places.name_my as place_name_my",
    ])
    .where("custody_events.report_id", "=", reportId)
    .orderBy("custody_events.at")
    .orderBy("custody_events.id")
    .execute();
}
