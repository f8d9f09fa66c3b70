import { matchColumns, PROFILE_VERSION } from "../item-profile/profile";
import { reportsToProfile, saveProfile } from "./repository";
import type { Ctx } from "../../core/context";

const BATCH = 500;

/**
 * Profiles again every report whose stored profile an older matcher wrote (or none did), so a
 * new vocabulary or profile takes effect at the next start without a migration. Run at startup;
 * several instances starting at once do the same work twice, harmlessly. Returns how many.
 */
export async function refreshMatchProfiles(ctx: Ctx<"database">): Promise<number> {
  const { database } = ctx;
  let total = 0;
  for (;;) {
    const rows = await reportsToProfile(database.db, PROFILE_VERSION, BATCH);
    if (!rows.length) return total;
    await database.db.transaction().execute(async (trx) => {
      for (const row of rows) await saveProfile(trx, row.id, matchColumns(row));
    });
    total += rows.length;
  }
}
