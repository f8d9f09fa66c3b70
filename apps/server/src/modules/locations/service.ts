import type { Location } from "@campus/shared";
import type { Kysely } from "kysely";
import type { DB, LocationRow } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { findLocation, listLocations } from "./repository";
import type { Ctx } from "../../core/context";

export function presentLocation(row: Pick<LocationRow, "id" | "name_en" | "name_my" | "active">): Location {
  return { id: row.id, nameEn: row.name_en, nameMy: row.name_my, active: Boolean(row.active) };
}

/** Every campus location, retired ones included (filters need them; forms offer the active ones). */
export async function getLocations(ctx: Ctx<"database">): Promise<Location[]> {
  const { database } = ctx;
  return (await listLocations(database.db)).map(presentLocation);
}

/** The location a new report names: it must exist and still be offered. */
export async function requireActiveLocation(db: Kysely<DB>, id: string): Promise<Location> {
  const row = await findLocation(db, id);
  if (!row || !row.active)
    throw new AppError(400, "UNKNOWN_LOCATION", "reports.errors.locationUnknown", {}, "locationId");
  return presentLocation(row);
}
