import type { MatchableReport } from "../src/modules/item-profile/profile";

/** A report as the matcher reads it, for tests: a phone at "library-1" on 2026-05-04 unless `fields` say otherwise. */
export function matchableReport(id: string, fields: Partial<MatchableReport> = {}): MatchableReport {
  return {
    id,
    itemType: "phone",
    itemTypeOther: null,
    brand: null,
    color: null,
    model: null,
    description: null,
    locationId: "library-1",
    eventDate: "2026-05-04",
    ...fields,
  };
}
