import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { DB, ReportsTable } from "../db/schema";
import { insertClaim, insertHandover } from "../modules/claims/repository";
import { insertCustodyEvent } from "../modules/custody/repository";
import { writeHiddenDetails } from "../modules/reports/hidden-details-repository";

/** What the demo's claimants say, and the office's answers: one claim in each state. */
const DEMO_CLAIMS = [
  {
    status: "open",
    details: "A sticker of a cat on the back, and my name written inside in pencil",
    lostWhere: "Beside the printers",
  },
  { status: "open", details: "It has a scratch near the corner, I think", lostWhere: "Somewhere on campus" },
  {
    status: "approved",
    details: "The lock screen is a photo of Mount Kinabalu",
    lostWhere: "Lecture hall, back row",
    reason: "The lock screen matches what the finder wrote",
  },
  {
    status: "rejected",
    details: "It is black",
    lostWhere: "Not sure",
    reason: "The description does not match the item's hidden details",
  },
] as const;

const HIDDEN = [
  "Cat sticker on the back; a name in pencil inside",
  "Lock screen: a mountain photo",
  "Receipt from a bookshop inside",
];

/**
 * Claims in every state on the office's demo items, with hidden details to compare them with:
 * two open claims on one item (the office chooses), an approved one waiting for its owner, a
 * rejected one, and a solved item returned to its claimant after a handover.
 */
export async function seedDemoClaims(
  db: Kysely<DB>,
  reports: Insertable<ReportsTable>[],
  studentIds: string[],
  admin: { id: string; name: string },
  now: Date,
): Promise<void> {
  const kept = reports.filter((report) => report.type === "found" && report.custody === "office");
  const pending = kept.filter((report) => report.status !== "solved" && report.reporter_id === null);
  const returned = kept.find((report) => report.status === "solved" && report.solved_by && report.reporter_id === null);
  const [first, second, third] = pending.slice(-3);
  if (!first || !second || !third || studentIds.length < 3) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  for (const [index, item] of [first, second, third].entries())
    await writeHiddenDetails(db, item.id, HIDDEN[index]!, admin.id, at(48));

  const claims = [
    { item: first, claimant: studentIds[0]!, ...DEMO_CLAIMS[0] },
    { item: first, claimant: studentIds[1]!, ...DEMO_CLAIMS[1] },
    { item: second, claimant: studentIds[2]!, ...DEMO_CLAIMS[2] },
    { item: third, claimant: studentIds[1]!, ...DEMO_CLAIMS[3] },
  ];
  for (const [index, claim] of claims.entries()) {
    const decided = "reason" in claim;
    const id = randomUUID();
    await insertClaim(db, {
      id,
      report_id: claim.item.id,
      claimant_id: claim.claimant,
      status: claim.status,
      details: claim.details,
      lost_where: claim.lostWhere,
      lost_on: String(claim.item.event_date),
      image: null,
      decision_reason: decided ? claim.reason : null,
      decided_by: decided ? admin.id : null,
      decided_by_name: decided ? admin.name : null,
      decided_at: decided ? at(6 - index) : null,
      created_at: at(30 - index),
    });
    if (claim.status === "approved")
      await insertCustodyEvent(db, {
        id: randomUUID(),
        report_id: claim.item.id,
        kind: "claimed",
        storage_place_id: null,
        actor_id: admin.id,
        actor_name: admin.name,
        handed_in_by: null,
        note: claim.reason,
        at: at(6 - index),
      });
  }

  // A solved item the office kept went back to the student recorded as its solver.
  if (!returned?.solved_by || !returned.completed_at) return;
  const claimId = randomUUID();
  const handedOver = String(returned.completed_at);
  await insertClaim(db, {
    id: claimId,
    report_id: returned.id,
    claimant_id: returned.solved_by,
    status: "returned",
    details: "My initials are engraved on it",
    lost_where: "Near the entrance",
    lost_on: String(returned.event_date),
    image: null,
    decision_reason: "The engraving matches",
    decided_by: admin.id,
    decided_by_name: admin.name,
    decided_at: handedOver,
    created_at: handedOver,
  });
  await insertHandover(db, {
    claim_id: claimId,
    report_id: returned.id,
    handed_over_on: handedOver.slice(0, 10),
    identity_check: "studentCard",
    note: null,
    staff_id: admin.id,
    staff_name: admin.name,
    created_at: handedOver,
  });
  for (const kind of ["claimed", "returned"] as const)
    await insertCustodyEvent(db, {
      id: randomUUID(),
      report_id: returned.id,
      kind,
      storage_place_id: null,
      actor_id: admin.id,
      actor_name: admin.name,
      handed_in_by: null,
      note: null,
      at: handedOver,
    });
}
