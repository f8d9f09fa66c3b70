import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { ownersLostReportsMatching } from "./repository";

/**
 * The ids of the claimant's pending lost reports that the matcher paired with this found report:
 * a handover solves them together with it. Read in the caller's transaction.
 */
export async function claimantsMatchedLostReports(
  trx: Kysely<DB>,
  foundReportId: string,
  claimantId: string,
): Promise<string[]> {
  return (await ownersLostReportsMatching(trx, foundReportId, claimantId)).map((row) => row.id);
}
