import { randomUUID } from "node:crypto";
import type { AdminLocation, locationChangeSchema, newLocationSchema, SessionUser, MessageKey } from "@campus/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { flag } from "../../db/dialect";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { requireUniqueNames as requireUniqueNamesOf } from "../../http/unique-names";
import { recordAudit } from "../audit/service";
import {
  findLocation,
  findLocationNamed,
  insertLocations,
  listLocationsWithReports,
  updateLocation,
} from "./repository";
import type { Ctx } from "../../core/context";

type Row = Awaited<ReturnType<typeof listLocationsWithReports>>[number];

function present(row: Row): AdminLocation {
  return {
    id: row.id,
    nameEn: row.name_en,
    nameMy: row.name_my,
    active: Boolean(row.active),
    area: row.area,
    reports: Number(row.reports ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Every location for the office: retired ones too, with areas and report counts. */
export async function adminLocations(ctx: Ctx<"database">): Promise<AdminLocation[]> {
  const { database } = ctx;
  return (await listLocationsWithReports(database.db)).map(present);
}

async function adminLocation(db: Kysely<DB>, id: string): Promise<AdminLocation> {
  const [row] = await listLocationsWithReports(db, id);
  if (!row) throw new AppError(404, "LOCATION_NOT_FOUND", "admin.errors.locationNotFound");
  return present(row);
}

/** Two locations may not share a name in either language (people pick them from a list). */
function requireUniqueNames(db: Kysely<DB>, names: { nameEn?: string; nameMy?: string }, exceptId?: string) {
  return requireUniqueNamesOf(names, (name) => findLocationNamed(db, name, exceptId), {
    code: "LOCATION_EXISTS",
    messageKey: "admin.places.errors.nameTaken",
  });
}

/** A new location, offered on report forms at once. Recorded in the audit log. */
export async function addLocation(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  values: z.output<typeof newLocationSchema>,
): Promise<AdminLocation> {
  const { database } = ctx;
  const id = randomUUID();
  await database.db.transaction().execute(async (trx) => {
    await requireUniqueNames(trx, values);
    await insertLocations(trx, [
      {
        id,
        name_en: values.nameEn,
        name_my: values.nameMy,
        area: values.area,
        active: flag(database.dialect, true),
        created_at: ctx.clock().toISOString(),
      },
    ]);
    await recordAudit(ctx, trx, admin, {
      action: "location.add",
      targetType: "location",
      targetId: id,
      detail: { location: values },
    });
  });
  return adminLocation(database.db, id);
}

/**
 * Renames, moves to another area, retires or offers a location again. A retired location stays
 * on the reports that name it and is no longer offered for new ones. Recorded with what changed.
 */
export async function changeLocation(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  id: string,
  change: z.output<typeof locationChangeSchema>,
): Promise<{ location: AdminLocation; messageKey: MessageKey }> {
  const { database } = ctx;
  const before = await findLocation(database.db, id);
  if (!before) throw new AppError(404, "LOCATION_NOT_FOUND", "admin.errors.locationNotFound");
  const previous = {
    nameEn: before.name_en,
    nameMy: before.name_my,
    area: before.area,
    active: Boolean(before.active),
  };
  const next = {
    ...previous,
    ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
  };
  const changes = Object.fromEntries(
    (Object.keys(previous) as Array<keyof typeof previous>)
      .filter((field) => previous[field] !== next[field])
      .map((field) => [field, [previous[field], next[field]]]),
  );
  if (Object.keys(changes).length) {
    await database.db.transaction().execute(async (trx) => {
      await requireUniqueNames(
        trx,
        { nameEn: changes.nameEn ? next.nameEn : undefined, nameMy: changes.nameMy ? next.nameMy : undefined },
        id,
      );
      await updateLocation(trx, id, {
        name_en: next.nameEn,
        name_my: next.nameMy,
        area: next.area,
        active: flag(database.dialect, next.active),
      });
      await recordAudit(ctx, trx, admin, {
        action: "location.change",
        targetType: "location",
        targetId: id,
        detail: { location: { nameEn: next.nameEn, nameMy: next.nameMy }, changes },
      });
    });
  }
  const messageKey = changes.active
    ? next.active
      ? "admin.places.restored"
      : "admin.places.retired"
    : "admin.places.changed";
  return { location: await adminLocation(database.db, id), messageKey };
}
