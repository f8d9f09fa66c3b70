import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type {
  Custody,
  handInSchema,
  MessageKey,
  moveItemSchema,
  newStoragePlaceSchema,
  SessionUser,
  StoragePlace,
  storagePlaceChangeSchema,
} from "@campus/shared";
import type { Ctx } from "../../core/context";
import { flag, toIso } from "../../db/dialect";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { requireUniqueNames as requireUniqueNamesOf } from "../../http/unique-names";
import { auditedReport, recordAudit } from "../audit/service";
import {
  findCustodySubject,
  findStoragePlace,
  findStoragePlaceNamed,
  insertCustodyEvent,
  insertStoragePlace,
  listCustodyEvents,
  listStoragePlaces,
  setCustody,
  updateStoragePlace,
} from "./repository";

type PlaceRow = Awaited<ReturnType<typeof listStoragePlaces>>[number];

const presentPlace = (row: PlaceRow): StoragePlace => ({
  id: row.id,
  nameEn: row.name_en,
  nameMy: row.name_my,
  kind: row.kind,
  active: Boolean(row.active),
  items: Number(row.items ?? 0),
});

const placeNotFound = () =>
  new AppError(404, "STORAGE_PLACE_NOT_FOUND", "custody.errors.placeNotFound", {}, "storagePlaceId");
const reportNotFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");

/** Every storage place, retired ones too, with the found items kept in each. */
export async function storagePlaces(ctx: Ctx<"database">): Promise<StoragePlace[]> {
  return (await listStoragePlaces(ctx.database.db)).map(presentPlace);
}

async function storagePlace(db: Kysely<DB>, id: string): Promise<StoragePlace> {
  const [row] = await listStoragePlaces(db, id);
  if (!row) throw placeNotFound();
  return presentPlace(row);
}

/** Two places may not share a name in either language (staff pick them from a list). */
function requireUniqueNames(db: Kysely<DB>, names: { nameEn?: string; nameMy?: string }, exceptId?: string) {
  return requireUniqueNamesOf(names, (name) => findStoragePlaceNamed(db, name, exceptId), {
    code: "STORAGE_PLACE_EXISTS",
    messageKey: "custody.errors.nameTaken",
  });
}

/** A new storage place, offered at once. Recorded in the audit log. */
export async function addStoragePlace(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  values: z.output<typeof newStoragePlaceSchema>,
): Promise<StoragePlace> {
  const { database } = ctx;
  const id = randomUUID();
  await database.db.transaction().execute(async (trx) => {
    await requireUniqueNames(trx, values);
    await insertStoragePlace(trx, {
      id,
      name_en: values.nameEn,
      name_my: values.nameMy,
      kind: values.kind,
      active: flag(database.dialect, true),
      created_at: ctx.clock().toISOString(),
    });
    await recordAudit(ctx, trx, admin, {
      action: "storage.add",
      targetType: "storagePlace",
      targetId: id,
      detail: { nameEn: values.nameEn, nameMy: values.nameMy, kind: values.kind },
    });
  });
  return storagePlace(database.db, id);
}

/** Renames a place, changes its kind, retires it or offers it again. Items kept there stay. Recorded in the audit log. */
export async function changeStoragePlace(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  id: string,
  change: z.output<typeof storagePlaceChangeSchema>,
): Promise<{ place: StoragePlace; messageKey: MessageKey }> {
  const { database } = ctx;
  await database.db.transaction().execute(async (trx) => {
    const before = await findStoragePlace(trx, id);
    if (!before) throw placeNotFound();
    await requireUniqueNames(trx, change, id);
    const values = {
      ...(change.nameEn !== undefined ? { name_en: change.nameEn } : {}),
      ...(change.nameMy !== undefined ? { name_my: change.nameMy } : {}),
      ...(change.kind !== undefined ? { kind: change.kind } : {}),
      ...(change.active !== undefined ? { active: flag(database.dialect, change.active) } : {}),
    };
    await updateStoragePlace(trx, id, values);
    // Each changed field with its before and after, and the place's names as they are now.
    const was = {
      nameEn: before.name_en,
      nameMy: before.name_my,
      kind: before.kind,
      active: Boolean(before.active),
    };
    const changes = Object.fromEntries(
      (Object.keys(was) as Array<keyof typeof was>)
        .filter((field) => change[field] !== undefined && change[field] !== was[field])
        .map((field) => [field, [was[field], change[field]]]),
    );
    await recordAudit(ctx, trx, admin, {
      action: "storage.change",
      targetType: "storagePlace",
      targetId: id,
      detail: {
        place: { nameEn: change.nameEn ?? before.name_en, nameMy: change.nameMy ?? before.name_my },
        changes,
      },
    });
  });
  const messageKey: MessageKey =
    change.active === false
      ? "custody.places.retired"
      : change.active === true
        ? "custody.places.restored"
        : "custody.places.saved";
  return { place: await storagePlace(database.db, id), messageKey };
}

/** Where a found item is now and each step of its custody: for the office. */
export async function custodyOf(ctx: Ctx<"database">, reportId: string): Promise<Custody> {
  const { db } = ctx.database;
  const subject = await findCustodySubject(db, reportId);
  if (!subject || subject.type !== "found") throw reportNotFound();
  const events = await listCustodyEvents(db, reportId);
  return {
    reference: subject.reference,
    custody: subject.custody,
    place: subject.place_id
      ? { id: subject.place_id, nameEn: subject.place_name_en!, nameMy: subject.place_name_my! }
      : null,
    outcome: subject.disposal ?? (subject.status === "solved" ? "returned" : null),
    reportedAt: toIso(subject.created_at),
    events: events.map((row) => ({
      id: row.id,
      kind: row.kind,
      at: toIso(row.at),
      actorName: row.actor_name,
      place: row.place_id ? { id: row.place_id, nameEn: row.place_name_en!, nameMy: row.place_name_my! } : null,
      handedInBy: row.handed_in_by,
      note: row.note,
    })),
  };
}

/** The found item (pending) and the active place it is to go to, or the refusal. */
async function subjectAndPlace(db: Kysely<DB>, reportId: string, storagePlaceId: string) {
  const subject = await findCustodySubject(db, reportId);
  if (!subject || subject.type !== "found") throw reportNotFound();
  if (subject.status !== "pending") throw new AppError(409, "REPORT_SOLVED", "custody.errors.solved");
  const place = await findStoragePlace(db, storagePlaceId);
  if (!place || !place.active) throw placeNotFound();
  return subject;
}

/**
 * The finder (or a visitor) brought the item to the counter: it is now the office's to keep, in
 * a storage place. Recorded as a custody step and in the audit log.
 */
export async function handIn(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  reportId: string,
  input: z.output<typeof handInSchema>,
): Promise<Custody> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const subject = await subjectAndPlace(trx, reportId, input.storagePlaceId);
    if (subject.custody === "office") throw new AppError(409, "ALREADY_HANDED_IN", "custody.errors.alreadyHandedIn");
    await setCustody(trx, reportId, input.storagePlaceId);
    const at = ctx.clock().toISOString();
    await insertCustodyEvent(trx, {
      id: randomUUID(),
      report_id: reportId,
      kind: "handedIn",
      storage_place_id: input.storagePlaceId,
      actor_id: admin.id,
      actor_name: admin.name,
      handed_in_by: input.handedInBy,
      note: input.note,
      at,
    });
    await recordAudit(ctx, trx, admin, {
      action: "custody.handIn",
      targetType: "report",
      targetId: reportId,
      detail: { report: auditedReport(subject), storagePlaceId: input.storagePlaceId, handedInBy: input.handedInBy },
      at,
    });
  });
  return custodyOf(ctx, reportId);
}

/** The office moved an item it keeps to another storage place. Recorded as a custody step and in the audit log. */
export async function moveItem(
  ctx: Ctx<"database" | "clock">,
  admin: SessionUser,
  reportId: string,
  input: z.output<typeof moveItemSchema>,
): Promise<Custody> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const subject = await subjectAndPlace(trx, reportId, input.storagePlaceId);
    if (subject.custody !== "office") throw new AppError(409, "NOT_AT_OFFICE", "custody.errors.notAtOffice");
    if (subject.place_id === input.storagePlaceId)
      throw new AppError(409, "ALREADY_THERE", "custody.errors.alreadyThere", {}, "storagePlaceId");
    await setCustody(trx, reportId, input.storagePlaceId);
    const at = ctx.clock().toISOString();
    await insertCustodyEvent(trx, {
      id: randomUUID(),
      report_id: reportId,
      kind: "moved",
      storage_place_id: input.storagePlaceId,
      actor_id: admin.id,
      actor_name: admin.name,
      handed_in_by: null,
      note: input.note,
      at,
    });
    await recordAudit(ctx, trx, admin, {
      action: "custody.move",
      targetType: "report",
      targetId: reportId,
      detail: { report: auditedReport(subject), from: subject.place_id, to: input.storagePlaceId },
      at,
    });
  });
  return custodyOf(ctx, reportId);
}

/**
 * A claim's step in a found item's custody, in the caller's transaction: "claimed" when the
 * office approves a claim, "returned" when the claimant collected the item. The claims module
 * records its own audit entry beside it.
 */
export async function recordClaimStep(
  trx: Kysely<DB>,
  admin: SessionUser,
  reportId: string,
  step: { kind: "claimed" | "returned"; note: string | null; at: string },
): Promise<void> {
  await insertCustodyEvent(trx, {
    id: randomUUID(),
    report_id: reportId,
    kind: step.kind,
    storage_place_id: null,
    actor_id: admin.id,
    actor_name: admin.name,
    handed_in_by: null,
    note: step.note,
    at: step.at,
  });
}
