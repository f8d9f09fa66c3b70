import { describe, expect, it } from "vitest";
import { DIFFICULTIES, labelledSet, nearbyIn, type LabelledPart, type LabelledReport } from "./labelled-set";

const set = labelledSet();
const parts: Array<[string, LabelledPart]> = [
  ["tuning", set.tuning],
  ["heldOut", set.heldOut],
];
const MALAY = /\b(hilang|jumpa|terjumpa|tercicir|tertinggal|warna|dekat|kat|dalam|ada|saya)\b/i;
const ENGLISH = /\b(lost|found|left|the|near|my|has|someone|picked)\b/i;

function text(report: LabelledReport): string {
  return [report.itemTypeOther, report.description].filter((s) => s !== null).join(" ");
}

function counts(part: LabelledPart): Map<string, number> {
  const out = new Map<string, number>();
  for (const tags of part.difficulties.values()) for (const tag of tags) out.set(tag, (out.get(tag) ?? 0) + 1);
  return out;
}

describe("labelledSet", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const again = labelledSet();
    expect(again.tuning.lost).toEqual(set.tuning.lost);
    expect(again.heldOut.found).toEqual(set.heldOut.found);
    expect([...again.tuning.truth]).toEqual([...set.tuning.truth]);
    expect([...again.heldOut.difficulties]).toEqual([...set.heldOut.difficulties]);
    const other = labelledSet(7);
    expect(other.tuning.lost.map((r) => r.description)).not.toEqual(set.tuning.lost.map((r) => r.description));
    expect(labelledSet(7).heldOut.found).toEqual(other.heldOut.found);
  });

  it("is big enough and split into two comparable parts", () => {
    const lost = set.tuning.lost.length + set.heldOut.lost.length;
    const found = set.tuning.found.length + set.heldOut.found.length;
    expect(lost).toBeGreaterThanOrEqual(1200);
    expect(found).toBeGreaterThanOrEqual(2600);
    for (const [, part] of parts) {
      expect(part.lost.length).toBeGreaterThanOrEqual(0.4 * lost);
      expect(part.found.length).toBeGreaterThanOrEqual(0.4 * found);
      expect(part.lost.every((r) => r.type === "lost")).toBe(true);
      expect(part.found.every((r) => r.type === "found")).toBe(true);
    }
  });

  it("leaves at least a quarter of the lost reports in each part without a true pair", () => {
    for (const [, part] of parts) {
      const unpaired = part.lost.filter((r) => !part.truth.has(r.id));
      expect(unpaired.length).toBeGreaterThanOrEqual(0.25 * part.lost.length);
      for (const r of unpaired) expect(part.difficulties.get(r.id)).toContain("noTruePair");
      for (const id of part.truth.keys()) expect(part.difficulties.get(id)).not.toContain("noTruePair");
    }
  });

  it("has unique ids and keeps every case inside one part", () => {
    const all = [set.tuning, set.heldOut].flatMap((p) => [...p.lost, ...p.found]).map((r) => r.id);
    expect(new Set(all).size).toBe(all.length);
    for (const [name, part] of parts) {
      const prefix = name === "tuning" ? "t-" : "h-";
      expect([...part.lost, ...part.found].every((r) => r.id.startsWith(prefix))).toBe(true);
      const lostIds = new Set(part.lost.map((r) => r.id));
      const foundById = new Map(part.found.map((r) => [r.id, r]));
      expect(part.difficulties.size).toBe(part.lost.length);
      for (const id of part.difficulties.keys()) expect(lostIds.has(id)).toBe(true);
      const trueIds = new Set<string>();
      for (const [lostId, foundId] of part.truth) {
        expect(lostIds.has(lostId)).toBe(true);
        const found = foundById.get(foundId);
        expect(found).toBeDefined();
        expect(found?.decoyOf).toBeUndefined();
        trueIds.add(foundId);
      }
      expect(trueIds.size).toBe(part.truth.size); // one found report is the item of one lost report at most
      for (const found of part.found) if (found.decoyOf !== undefined) expect(lostIds.has(found.decoyOf)).toBe(true);
    }
  });

  it("covers at least 60 kinds of things beyond wallet, phone and laptop", () => {
    const kinds = new Set([set.tuning, set.heldOut].flatMap((p) => [...p.lost, ...p.found]).map((r) => r.kind));
    for (const k of ["wallet", "phone", "laptop", undefined]) kinds.delete(k);
    expect(kinds.size).toBeGreaterThanOrEqual(60);
  });

  it("writes both languages on both sides", () => {
    for (const [, part] of parts) {
      for (const side of [part.lost, part.found]) {
        expect(side.filter((r) => MALAY.test(text(r))).length).toBeGreaterThan(0.2 * side.length);
        expect(side.filter((r) => ENGLISH.test(text(r))).length).toBeGreaterThan(0.2 * side.length);
      }
    }
  });

  it("makes every difficulty occur at least 20 times in each part", () => {
    for (const [, part] of parts) {
      const c = counts(part);
      for (const difficulty of DIFFICULTIES) expect(c.get(difficulty) ?? 0, difficulty).toBeGreaterThanOrEqual(20);
      expect(c.get("noTruePair") ?? 0).toBeGreaterThan(100);
    }
  });

  it("fills the form the way the form demands", () => {
    for (const [, part] of parts) {
      for (const r of [...part.lost, ...part.found]) {
        expect(["wallet", "phone", "laptop", "other"]).toContain(r.itemType);
        if (r.itemType === "other") expect(r.itemTypeOther?.trim()).toBeTruthy();
        else expect(r.itemTypeOther).toBeNull();
        expect(r.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${r.eventDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(r.eventDate);
        expect(r.reportedAt.slice(0, 10) >= r.eventDate).toBe(true);
        expect(Number.isNaN(Date.parse(r.reportedAt))).toBe(false);
        expect(r.description === null || r.description.length <= 1000).toBe(true);
        expect(set.locations.some((l) => l.id === r.locationId)).toBe(true);
      }
    }
  });

  it("spreads dates over the semester and has finds recorded before the loss", () => {
    for (const [, part] of parts) {
      const dates = part.found.map((r) => r.eventDate).sort();
      expect(dates[0]! <= "2026-01-15").toBe(true);
      expect(dates[dates.length - 1]! >= "2026-08-15").toBe(true);
      expect(new Set(dates).size).toBeGreaterThan(200);
      const foundById = new Map(part.found.map((r) => [r.id, r]));
      const before = part.lost.filter((l) => {
        const f = foundById.get(part.truth.get(l.id) ?? "");
        return f !== undefined && f.eventDate < l.eventDate;
      });
      expect(before.length).toBeGreaterThanOrEqual(20);
      for (const l of before) expect(part.difficulties.get(l.id)).toContain("foundBefore");
    }
  });

  it("has campus locations in areas, and nearbyIn follows the areas", () => {
    expect(set.locations.length).toBeGreaterThanOrEqual(15);
    const areas = new Set(set.locations.map((l) => l.area).filter((a) => a !== null));
    expect(areas.size).toBeGreaterThanOrEqual(5);
    expect(set.locations.some((l) => l.area === null)).toBe(true);
    const nearby = nearbyIn(set);
    for (const a of set.locations) {
      for (const b of set.locations) {
        const expected = a.id === b.id || (a.area !== null && a.area === b.area);
        expect(nearby(a.id, b.id)).toBe(expected);
      }
    }
  });

  it("gives each case a truthful place tag", () => {
    const nearby = nearbyIn(set);
    for (const [, part] of parts) {
      const foundById = new Map(part.found.map((r) => [r.id, r]));
      for (const l of part.lost) {
        const f = foundById.get(part.truth.get(l.id) ?? "");
        if (f === undefined) continue;
        const tags = part.difficulties.get(l.id) ?? [];
        if (f.locationId === l.locationId)
          expect(tags.some((t) => t === "neighbourPlace" || t === "otherPlace")).toBe(false);
        else if (nearby(l.locationId, f.locationId)) expect(tags).toContain("neighbourPlace");
        else expect(tags).toContain("otherPlace");
      }
    }
  });
});
