import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { flag } from "../src/db/dialect";
import { insertLocations } from "../src/modules/locations/repository";

/** Adds an active campus location (the Main Library unless named otherwise); returns its id. */
export async function addLocation(
  app: FastifyInstance,
  fields: { nameEn?: string; nameMy?: string; area?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await insertLocations(app.context.database.db, [
    {
      id,
      name_en: fields.nameEn ?? "Main Library",
      name_my: fields.nameMy ?? "Perpustakaan Utama",
      active: flag(app.context.database.dialect, true),
      area: fields.area ?? "library",
    },
  ]);
  return id;
}
