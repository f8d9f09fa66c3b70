import type { FoundItemCustody, ItemType, ReportType } from "@campus/shared";

/** Demo sign-ins printed by the seed command. Never used when NODE_ENV=production. */
export const DEMO_PASSWORDS = { admin: "AdminDemo#2026", student: "Student#2026" } as const;

export const demoAdmin = { name: "Nurul Huda (Admin Office)", emailLocalPart: "admin", phone: "+60 3-1234 5678" };

/** Students who already have accounts; their matrix numbers are on the roster. */
export const demoStudents = [
  { name: "Aisyah Rahman", matrixNo: "A21CS0001", local: "aisyah.rahman", phone: "012-345 6701", language: "my" },
  { name: "Tan Wei Jie", matrixNo: "A21CS0002", local: "weijie.tan", phone: "012-345 6702", language: "en" },
  { name: "Priya Devi", matrixNo: "A21EC0003", local: "priya.devi", phone: "012-345 6703", language: "en" },
  { name: "Muhammad Haziq", matrixNo: "A22ME0004", local: "haziq.m", phone: "012-345 6704", language: "my" },
] as const;

/** Roster entries without an account yet, to try signing up with. */
export const demoRosterOnly = [
  { matrixNo: "A23CS0101", name: "Nur Aina Zulkifli", local: "nur.aina" },
  { matrixNo: "A23CS0102", name: "Lim Jia Hui", local: "jiahui.lim" },
  { matrixNo: "A23CS0103", name: "Arjun Kumar", local: null },
  { matrixNo: "A23EE0104", name: "Siti Mariam", local: "siti.mariam" },
  { matrixNo: "A23EE0105", name: "Ong Kai Xiang", local: null },
  { matrixNo: "A23ME0106", name: "Farah Nabila", local: null },
  { matrixNo: "A23ME0107", name: "Daniel Wong", local: "daniel.wong" },
  { matrixNo: "A24BM0108", name: "Amirul Hakim", local: null },
  { matrixNo: "A24BM0109", name: "Kavitha Raman", local: null },
  { matrixNo: "A24CS0110", name: "Izzat Danial", local: null },
] as const;

/** The campus locations the demo starts with (English and Malay names). */
export const demoLocations = [
  ["Main Library", "Perpustakaan Utama"],
  ["Faculty of Computing", "Fakulti Komputeran"],
  ["Faculty of Engineering", "Fakulti Kejuruteraan"],
  ["Student Centre", "Pusat Pelajar"],
  ["Central Cafeteria", "Kafeteria Pusat"],
  ["Sports Complex", "Kompleks Sukan"],
  ["Lecture Hall Complex", "Kompleks Dewan Kuliah"],
  ["Residential College", "Kolej Kediaman"],
  ["University Mosque", "Masjid Universiti"],
  ["Chancellery Building", "Bangunan Canselori"],
  ["Campus Bus Stop", "Perhentian Bas Kampus"],
  ["Main Car Park", "Tempat Letak Kereta Utama"],
] as const;

interface ItemTemplate {
  itemType: ItemType;
  other?: string;
  brands: string[];
  models: string[];
  descriptions: string[];
  serial?: () => string;
}

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join("").toUpperCase();

export function itemTemplates(random: () => number): ItemTemplate[] {
  return [
    {
      itemType: "wallet",
      brands: ["Bonia", "Levi's", "Coach", "Guess", "Braun Buffel"],
      models: ["Bifold", "Trifold", "Card holder", "Long wallet"],
      descriptions: [
        "Contains a student card and a few receipts.",
        "Leather, slightly worn at the corners, with a small keychain attached.",
        "Has a Touch 'n Go card inside.",
        "Dompet kulit, ada kad pelajar di dalam.",
      ],
    },
    {
      itemType: "phone",
      brands: ["Samsung", "Apple", "Xiaomi", "Oppo", "Vivo", "Huawei"],
      models: ["Galaxy A54", "iPhone 13", "Redmi Note 12", "Reno 8", "Y36", "Nova 11"],
      descriptions: [
        "Clear case with a sticker on the back; lock screen shows a cat.",
        "Cracked screen protector at the top corner.",
        "Black silicone cover, phone is switched off.",
        "Sarung telefon berwarna biru dengan corak bunga.",
      ],
      serial: () => `35${hex(random, 13).replace(/[A-F]/g, "7")}`,
    },
    {
      itemType: "laptop",
      brands: ["Lenovo", "HP", "Asus", "Apple", "Acer", "Dell"],
      models: ["ThinkPad E14", "Pavilion 15", "VivoBook 14", "MacBook Air M2", "Aspire 5", "Inspiron 14"],
      descriptions: [
        "In a grey sleeve with a university sticker.",
        "Has a sticker of a coffee cup on the lid.",
        "Charger was left with it.",
        "Komputer riba dalam beg galas hitam.",
      ],
      serial: () => `SN-${hex(random, 4)}-${hex(random, 6)}`,
    },
    {
      itemType: "other",
      other: "Umbrella",
      brands: ["Fibrella", "Totes", ""],
      models: ["Foldable", "Long"],
      descriptions: ["Foldable umbrella with a wooden handle.", "Payung lipat dengan pemegang kayu."],
    },
    {
      itemType: "other",
      other: "Water bottle",
      brands: ["Tupperware", "Lock&Lock", "Hydro Flask"],
      models: ["1 L", "750 ml"],
      descriptions: ["Name label partly peeled off.", "Has a dent near the bottom."],
    },
    {
      itemType: "other",
      other: "Keys",
      brands: [""],
      models: [""],
      descriptions: ["Three keys on a ring with a Proton car key.", "Kunci bilik kolej dengan rantai kunci biru."],
    },
    {
      itemType: "other",
      other: "Earbuds",
      brands: ["Apple", "Samsung", "Soundcore"],
      models: ["AirPods Pro", "Galaxy Buds2", "Liberty 4"],
      descriptions: ["Charging case only, with a small scratch.", "Case and both earbuds."],
      serial: () => hex(random, 12),
    },
    {
      itemType: "other",
      other: "Scientific calculator",
      brands: ["Casio", "Canon"],
      models: ["fx-570EX", "F-789SGA"],
      descriptions: ["Name written in marker on the back cover.", "Kalkulator dengan penutup hitam."],
    },
  ];
}

export const demoColours = ["Black", "Blue", "Red", "Silver", "Grey", "Pink", "Brown", "White", "Green", "Hitam", "Biru"];

export interface DemoReportPlan {
  type: ReportType;
  custody: FoundItemCustody | null;
  visitor: { name: string; email: string | null; phone: string | null } | null;
}

export const demoVisitors = [
  { name: "Encik Rahim (guard, Gate B)", email: null, phone: "013-220 1144" },
  { name: "Mei Ling (visiting parent)", email: "meiling.visitor@example.com", phone: null },
  { name: "Kak Ros (cafeteria staff)", email: null, phone: "019-887 6612" },
];

/** A small deterministic random generator, so the demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
