/**
 * Four labelled sets written by hand, case by case, by writers who never saw the matcher or its
 * vocabulary (hand-written/set-a.json … set-d.json): 130 cases each, a lost report with its true
 * found report (none for 25 of them) and one to three look-alikes by other finders, in English,
 * Malay and the mix students write. They check that the matcher is general, not fitted to the
 * generated set (labelled-set.ts), which was built around the matcher's own vocabulary. Sets A and
 * C were read while building the matcher (their misses showed what it did not read); sets B and D
 * are held out: only their figures are looked at. C and D came later (2026-11-27), their
 * look-alikes mostly the same kind, brand, model, colour, place and day as the owner's thing,
 * apart from one small detail (another name, case, sticker or model). `npm run bench` prints all four.
 */
import { readFileSync } from "node:fs";
import type { MatchableReport } from "../../src/modules/item-profile/profile";
import type { LabelledPart, LabelledReport } from "./labelled-set";

/** A report as written in the files: the matchable fields, with the place as `location`. */
type WrittenReport = Omit<MatchableReport, "id" | "locationId"> & { location: string };

interface WrittenCase {
  lost: WrittenReport;
  found: WrittenReport | null;
  decoys: WrittenReport[];
}

export type HandWrittenSet = "a" | "b" | "c" | "d";

/**
 * A hand-written set as a labelled part. Each report reaches the server on its own day: the lost
 * report at 10:00, the look-alikes at 11:00, the true found report at 12:00 (a look-alike is
 * there first, as it would be on a campus).
 */
export function handWrittenSet(name: HandWrittenSet): LabelledPart {
  const cases = JSON.parse(
    readFileSync(new URL(`./hand-written/set-${name}.json`, import.meta.url), "utf8"),
  ) as WrittenCase[];
  const part: LabelledPart = { lost: [], found: [], truth: new Map(), difficulties: new Map() };
  const report = (written: WrittenReport, type: "lost" | "found", id: string, hour: number): LabelledReport => ({
    id,
    type,
    itemType: written.itemType,
    itemTypeOther: written.itemTypeOther ?? null,
    brand: written.brand ?? null,
    color: written.color ?? null,
    model: written.model ?? null,
    description: written.description ?? null,
    locationId: written.location,
    eventDate: written.eventDate,
    reportedAt: `${written.eventDate}T${String(hour).padStart(2, "0")}:00:00.000Z`,
  });
  cases.forEach((written, index) => {
    const lostId = `${name}-lost-${index}`;
    part.lost.push(report(written.lost, "lost", lostId, 10));
    written.decoys.forEach((decoy, at) => part.found.push(report(decoy, "found", `${name}-decoy-${index}-${at}`, 11)));
    if (written.found) {
      part.found.push(report(written.found, "found", `${name}-found-${index}`, 12));
      part.truth.set(lostId, `${name}-found-${index}`);
    }
  });
  return part;
}
