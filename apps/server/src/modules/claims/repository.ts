import type { Insertable, Kysely, RawBuilder, Updateable } from "kysely";
import type { ClaimStatus } from "@campus/shared";
import type { ClaimHandoversTable, ClaimsTable, DB } from "../../db/schema";

/** Claims with their item, claimant and handover, oldest first. */
function claimRows(db: Kysely<DB>) {
  return db
    .selectFrom("claims")
    .innerJoin("reports", "reports.id", "claims.report_id")
    .innerJoin("users as claimant", "claimant.id", "claims.claimant_id")
    .leftJoin("claim_handovers as handover", "handover.claim_id", "claims.id")
    .select([
      "claims.id",
      "claims.report_id",
      "claims.claimant_id",
      "claims.status",
      "claims.details",
      "claims.lost_where",
      "claims.lost_on",
      "claims.image",
      "claims.decision_reason",
      "claims.decided_by_name",
      "claims.decided_at",
      "claims.created_at",
      "reports.reference",
      "reports.item_type",
      "reports.item_type_other",
      "reports.brand",
      "reports.model",
      "reports.color",
      "claimant.name as claimant_name",
      "claimant.email as claimant_email",
      "handover.handed_over_on",
      "handover.identity_check",
      "handover.note as handover_note",
      "handover.staff_name as handover_staff_name",
    ])
    .where("reports.deleted_at", "is", null)
    .orderBy("claims.created_at")
    .orderBy("claims.id");
}
export type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimRows>["executeTakeFirstOrThrow"]>>;

export async function findClaim(db: Kysely<DB>, id: string) {
  return claimRows(db).where("claims.id", "=", id).executeTakeFirst();
}

export async function listClaimsOfClaimant(db: Kysely<DB>, claimantId: string) {
  return claimRows(db).where("claims.claimant_id", "=", claimantId).execute();
}

export async function listClaimsOfReport(db: Kysely<DB>, reportId: string) {
  return claimRows(db).where("claims.report_id", "=", reportId).execute();
}

export async function listClaimsWithStatus(db: Kysely<DB>, statuses: ClaimStatus[]) {
  return claimRows(db).where("claims.status", "in", statuses).execute();
}

/** The claimant's open claim on this item, if any. */
export async function findOpenClaim(db: Kysely<DB>, reportId: string, claimantId: string) {
  return db
    .selectFrom("claims")
    .select("id")
    .where("report_id", "=", reportId)
    .where("claimant_id", "=", claimantId)
    .where("status", "=", "open")
    .executeTakeFirst();
}

/** Another claim on the item the office approved and has not handed over or rejected since. */
export async function findApprovedClaim(db: Kysely<DB>, reportId: string) {
  return db
    .selectFrom("claims")
    .select("id")
    .where("report_id", "=", reportId)
    .where("status", "=", "approved")
    .executeTakeFirst();
}

export async function insertClaim(db: Kysely<DB>, row: Insertable<ClaimsTable>): Promise<void> {
  await db.insertInto("claims").values(row).execute();
}

/** Moves a claim on from one status; false when it was no longer in `from` (another tab, another admin). */
export async function updateClaimFrom(
  db: Kysely<DB>,
  id: string,
  from: ClaimStatus[],
  values: Updateable<ClaimsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("claims")
    .set(values)
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertHandover(db: Kysely<DB>, row: Insertable<ClaimHandoversTable>): Promise<void> {
  await db.insertInto("claim_handovers").values(row).execute();
}

/**
 * Blanks what claimants wrote (their details, where they lost it, their photo) and the handover
 * notes on the items `closed` says yes to (a test of a row's report id column). Returns the
 * photos to remove and how many claims were blanked.
 */
export async function forgetClaimsOn(
  db: Kysely<DB>,
  closed: (reportIdColumn: string) => RawBuilder<boolean>,
): Promise<{ images: string[]; claims: number }> {
  const withImages = await db
    .selectFrom("claims")
    .select("image")
    .where("image", "is not", null)
    .where(closed("claims.report_id"))
    .execute();
  const blanked = await db
    .updateTable("claims")
    .set({ details: "", lost_where: "", image: null })
    .where((eb) => eb.or([eb("details", "<>", ""), eb("lost_where", "<>", ""), eb("image", "is not", null)]))
    .where(closed("claims.report_id"))
    .executeTakeFirst();
  await db
    .updateTable("claim_handovers")
    .set({ note: null })
    .where("note", "is not", null)
    .where(closed("claim_handovers.report_id"))
    .execute();
  return {
    images: withImages.flatMap((row) => (row.image ? [row.image] : [])),
    claims: Number(blanked.numUpdatedRows),
  };
}

/**
 * A claimant's account is going: their claims still waiting for the office (open, or approved
 * and not yet collected) are withdrawn, and what they wrote and sent on the others is blanked
 * (a returned item's claim stays as the office's record, without the claimant's words or photo).
 * Returns the photos to remove.
 */
export async function withdrawClaimsOf(db: Kysely<DB>, claimantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("claims")
    .select(["id", "status", "image"])
    .where("claimant_id", "=", claimantId)
    .execute();
  const waiting = rows.filter((row) => row.status === "open" || row.status === "approved").map((row) => row.id);
  if (waiting.length) await db.deleteFrom("claims").where("id", "in", waiting).execute();
  await db
    .updateTable("claims")
    .set({ details: "", lost_where: "", image: null })
    .where("claimant_id", "=", claimantId)
    .execute();
  return rows.flatMap((row) => (row.image ? [row.image] : []));
}
