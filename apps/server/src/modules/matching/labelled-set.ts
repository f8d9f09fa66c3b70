import type { ItemType } from "@campus/shared";
import type { MatchableReport } from "./profile";
import type { Nearby } from "./score";
import { seededRandom } from "../../seeded-random";

/**
 * The labelled set the matcher is measured against: lost reports, each with the one found
 * report that is truly its item, among a shared pool of found reports that includes decoys
 * (the same item in another colour, found before it was lost, another brand). Reporters write
 * like people do: Malay or English, typos, missing fields, other words for the same thing.
 * Seeded, so the figures are the same on every run.
 */
export interface LabelledSet {
  cases: Array<{ lost: MatchableReport; expectedFoundId: string }>;
  found: MatchableReport[];
  nearby: Nearby;
}

interface Template {
  itemType: ItemType;
  other?: [string, string];
  brands: string[];
  models: Record<string, string[]>;
  words: Array<[string, string]>;
}

const templates: Template[] = [
  { itemType: "phone", brands: ["Samsung", "Apple", "Xiaomi", "Oppo", "Vivo", "Huawei"], models: { Samsung: ["Galaxy A54", "Galaxy S23", "Galaxy A14"], Apple: ["iPhone 13", "iPhone 15", "iPhone 11"], Xiaomi: ["Redmi Note 12", "Poco X6"], Oppo: ["Reno 10", "A78"], Vivo: ["Y36", "V29"], Huawei: ["Nova 11", "P60"] }, words: [["cracked screen", "skrin retak"], ["clear case", "sarung lutsinar"], ["sticker on the back", "pelekat di belakang"], ["blue case", "sarung biru"]] },
  { itemType: "laptop", brands: ["Lenovo", "Dell", "HP", "Asus", "Acer", "Apple"], models: { Lenovo: ["ThinkPad E14", "IdeaPad Slim 5"], Dell: ["Inspiron 15", "XPS 13"], HP: ["Pavilion 14", "EliteBook 840"], Asus: ["Vivobook 15", "Zenbook 14"], Acer: ["Aspire 5", "Swift 3"], Apple: ["MacBook Air M2", "MacBook Pro 14"] }, words: [["university sticker", "pelekat universiti"], ["grey sleeve", "sarung kelabu"], ["charger included", "dengan pengecas"], ["scratch on the lid", "calar pada penutup"]] },
  { itemType: "wallet", brands: ["Bonia", "Guess", "Levi's", "Polo", "Coach", "Braun Buffel"], models: {}, words: [["student card inside", "kad pelajar di dalam"], ["bifold leather", "kulit lipat dua"], ["zip pocket", "poket zip"], ["some cash and cards", "sedikit wang dan kad"]] },
  { itemType: "other", other: ["umbrella", "payung"], brands: ["Totes", "Fibrella", "Senz"], models: {}, words: [["foldable", "boleh lipat"], ["wooden handle", "pemegang kayu"], ["with a cover", "dengan sarung"]] },
  { itemType: "other", other: ["water bottle", "botol air"], brands: ["Hydro Flask", "Tupperware", "Lock&Lock", "Zojirushi"], models: {}, words: [["dented bottom", "kemek di bawah"], ["name label", "label nama"], ["steel", "keluli"]] },
  { itemType: "other", other: ["motorcycle key", "kunci motosikal"], brands: ["Honda", "Yamaha", "Modenas"], models: {}, words: [["blue keychain", "rantai kunci biru"], ["two keys", "dua kunci"], ["rubber tag", "tag getah"]] },
  { itemType: "other", other: ["earphones", "fon telinga"], brands: ["Apple", "Samsung", "Sony", "JBL"], models: { Apple: ["AirPods Pro", "AirPods 3"], Samsung: ["Galaxy Buds2"], Sony: ["WF-1000XM4"], JBL: ["Tune 230"] }, words: [["white case", "sarung putih"], ["one bud missing", "satu hilang"], ["charging case", "bekas pengecas"]] },
  { itemType: "other", other: ["calculator", "kalkulator"], brands: ["Casio", "Canon", "Sharp"], models: { Casio: ["fx-570EX", "fx-991MS"], Canon: ["F-789SGA"], Sharp: ["EL-W531"] }, words: [["name written on the back", "nama ditulis di belakang"], ["hard cover", "penutup keras"]] },
];

const colours: Array<[string, string]> = [
  ["Black", "Hitam"], ["White", "Putih"], ["Blue", "Biru"], ["Red", "Merah"], ["Grey", "Kelabu"], ["Silver", "Perak"], ["Green", "Hijau"], ["Brown", "Coklat"], ["Pink", "Merah jambu"], ["Gold", "Emas"],
];

/** Twelve campus locations in four areas; locations in one area are near each other. */
const locations = Array.from({ length: 12 }, (_, index) => ({ id: `loc-${index}`, area: Math.floor(index / 3) }));
const nearby: Nearby = (a, b) => locations.find((l) => l.id === a)?.area === locations.find((l) => l.id === b)?.area;

function typo(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 3));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `count` lost reports with their true found report, and about two decoys each. */
export function labelledSet(count = 220, seed = 2026): LabelledSet {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const cases: LabelledSet["cases"] = [];
  const found: MatchableReport[] = [];
  let id = 0;
  const next = (prefix: string) => `${prefix}-${String(++id).padStart(4, "0")}`;

  for (let index = 0; index < count; index++) {
    const template = pick(templates);
    const brand = pick(template.brands);
    const model = template.models[brand] ? pick(template.models[brand]) : null;
    const colour = pick(colours);
    const detail = pick(template.words);
    const lostLanguage = chance(0.5) ? 0 : 1;
    const foundLanguage = chance(0.5) ? lostLanguage : 1 - lostLanguage;
    const location = pick(locations);
    const lostDate = addDays("2026-03-01", Math.floor(random() * 240));
    const serial = template.itemType === "phone" || template.itemType === "laptop" ? `${brand.slice(0, 2).toUpperCase()}${Math.floor(random() * 1e8)}` : null;

    const lost: MatchableReport = {
      id: next("lost"),
      itemType: template.itemType,
      itemTypeOther: template.other ? template.other[lostLanguage] : null,
      brand: chance(0.9) ? brand : null,
      color: chance(0.92) ? colour[lostLanguage] : null,
      model: model && chance(0.7) ? model : null,
      serialNumber: serial && chance(0.35) ? serial : null,
      description: chance(0.8) ? `${colour[lostLanguage]} ${template.other?.[lostLanguage] ?? ""} ${detail[lostLanguage]}`.trim() : null,
      locationId: location.id,
      eventDate: lostDate,
    };
    const foundLocation = chance(0.6) ? location : chance(0.6) ? pick(locations.filter((l) => l.area === location.area)) : pick(locations);
    const truth: MatchableReport = {
      id: next("found"),
      itemType: template.itemType,
      itemTypeOther: template.other ? template.other[foundLanguage]! : null,
      brand: chance(0.75) ? (chance(0.15) ? typo(brand, random) : brand) : null,
      color: chance(0.85) ? (chance(0.5) ? colour[foundLanguage]! : colour[foundLanguage]!.toLowerCase()) : null,
      model: model && chance(0.5) ? (chance(0.2) ? typo(model, random) : model) : null,
      serialNumber: serial && chance(0.3) ? (chance(0.5) ? serial.replace(/(\d{4})/, "$1-") : serial.toLowerCase()) : null,
      description: chance(0.7) ? `${detail[foundLanguage]}${chance(0.3) ? ` near the ${pick(["lift", "stairs", "cafe counter", "bench"])}` : ""}` : null,
      locationId: foundLocation.id,
      eventDate: addDays(lostDate, chance(0.1) ? -1 : Math.floor(random() * 6)),
    };
    found.push(truth);
    cases.push({ lost, expectedFoundId: truth.id });

    // Decoys: the same thing in another colour; the same thing found well before it was lost;
    // another brand of the same kind and colour.
    if (chance(0.7)) {
      const other = pick(colours.filter((c) => c !== colour));
      found.push({ ...truth, id: next("found"), color: other[foundLanguage]!, serialNumber: null, description: chance(0.5) ? truth.description : null });
    }
    if (chance(0.6)) found.push({ ...truth, id: next("found"), eventDate: addDays(lostDate, -(5 + Math.floor(random() * 25))), serialNumber: null });
    if (chance(0.5)) {
      const otherBrand = pick(template.brands.filter((b) => b !== brand));
      found.push({ ...truth, id: next("found"), brand: otherBrand, model: template.models[otherBrand] ? pick(template.models[otherBrand]) : null, serialNumber: null, description: null });
    }
  }
  return { cases, found, nearby };
}
