import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { matchColumns, PROFILE_VERSION, type MatchableReport } from "../../src/modules/item-profile/profile";
import { handWrittenSet } from "./hand-written-set";
import { labelledSet } from "./labelled-set";

/**
 * The guard of PROFILE_VERSION: stored profiles are computed again only for rows of an older
 * version, so a change to the vocabulary or to the reading that changes a profile must raise it.
 * The profiles of a fixed sample (both parts of the labelled set and the four hand-written sets)
 * are hashed and compared with profile-fingerprint.json: the same version with other profiles
 * fails, and so does a new version whose fingerprint was not recorded.
 *
 * `UPDATE_PROFILE_FINGERPRINT=1 npx vitest run --project server-sqlite profile-version` records
 * the fingerprint, and refuses to record other profiles under the recorded version, unless the
 * sample itself changed (the labelled set's generator or a hand-written set was edited).
 */
const UPDATE_COMMAND = "UPDATE_PROFILE_FINGERPRINT=1 npx vitest run --project server-sqlite profile-version";
const FIXTURE = new URL("./profile-fingerprint.json", import.meta.url);

interface Fingerprint {
  profileVersion: number;
  /** sha256 of the sample's stored profiles (matchColumns' profile and group, in the sample's order). */
  fingerprint: string;
  /** sha256 of the sample's reports as typed: when it changes, the sample changed, not the reading. */
  sample: string;
  /** How many reports the sample has. */
  reports: number;
}

function sampleReports(): MatchableReport[] {
  const set = labelledSet();
  const parts = [set.tuning, set.heldOut, ...(["a", "b", "c", "d"] as const).map(handWrittenSet)];
  return parts.flatMap((part) => [...part.lost, ...part.found]);
}

const sha256 = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

function fingerprintNow(): Fingerprint {
  const reports = sampleReports();
  const typed = reports.map((report) => [
    report.itemType,
    report.itemTypeOther,
    report.brand,
    report.color,
    report.model,
    report.description,
  ]);
  const profiles = reports.map((report) => {
    const columns = matchColumns({
      item_type: report.itemType,
      item_type_other: report.itemTypeOther,
      brand: report.brand,
      color: report.color,
      model: report.model,
      description: report.description,
    });
    return [columns.match_group, columns.match_profile];
  });
  return {
    profileVersion: PROFILE_VERSION,
    fingerprint: sha256(profiles),
    sample: sha256(typed),
    reports: reports.length,
  };
}

/** Why the recorded fingerprint does not fit today's profiles, or null when it does. */
function mismatch(recorded: Fingerprint, now: Fingerprint): string | null {
  if (recorded.profileVersion !== now.profileVersion)
    return `PROFILE_VERSION is ${now.profileVersion} but profile-fingerprint.json records version ${recorded.profileVersion}: record the profiles of version ${now.profileVersion} with ${UPDATE_COMMAND}`;
  if (recorded.sample !== now.sample)
    return `the sample changed (the labelled set's generator or a hand-written set): if the reading did not change, record the new fingerprint with ${UPDATE_COMMAND}`;
  if (recorded.fingerprint !== now.fingerprint)
    return `the profiles changed: raise PROFILE_VERSION in profile.ts and record the new fingerprint with ${UPDATE_COMMAND}`;
  return null;
}

describe("PROFILE_VERSION", () => {
  it("is raised whenever the profiles of the fixed sample change", { timeout: 120_000 }, () => {
    const recorded = JSON.parse(readFileSync(FIXTURE, "utf8")) as Fingerprint;
    const now = fingerprintNow();
    if (process.env.UPDATE_PROFILE_FINGERPRINT) {
      const sameVersionOtherProfiles =
        recorded.profileVersion === now.profileVersion &&
        recorded.sample === now.sample &&
        recorded.fingerprint !== now.fingerprint;
      if (sameVersionOtherProfiles)
        throw new Error(
          `the profiles changed under version ${now.profileVersion}: raise PROFILE_VERSION in profile.ts first, then run ${UPDATE_COMMAND}`,
        );
      writeFileSync(FIXTURE, `${JSON.stringify(now, null, 2)}\n`);
      return;
    }
    const problem = mismatch(recorded, now);
    if (problem) throw new Error(problem);
    expect(now).toEqual(recorded);
  });
});
