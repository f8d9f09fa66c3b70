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
  { matrixNo: "A24EE0111", name: "Nurul Izzah", local: "nurul.izzah" },
  { matrixNo: "A24EE0112", name: "Goh Chee Keong", local: "goh.cheekeong" },
  { matrixNo: "A24ME0113", name: "Hafiz Rahim", local: "hafiz.rahim" },
  { matrixNo: "A24ME0114", name: "Lakshmi Nair", local: "lakshmi.nair" },
  { matrixNo: "A24CS0115", name: "Chong Mei Ling", local: "meiling.chong" },
  { matrixNo: "A24CS0116", name: "Ahmad Firdaus", local: "ahmad.firdaus" },
  { matrixNo: "A24EE0117", name: "Deepa Krishnan", local: "deepa.krishnan" },
  { matrixNo: "A24ME0118", name: "Wan Syafiq", local: "wan.syafiq" },
  { matrixNo: "A25CS0201", name: "Farid Iskandar", local: "farid.iskandar" },
  { matrixNo: "A25CS0202", name: "Melissa Tan", local: "melissa.tan" },
  { matrixNo: "A25CS0203", name: "Rajesh Pillai", local: "rajesh.pillai" },
  { matrixNo: "A25CS0204", name: "Nadia Sofea", local: "nadia.sofea" },
  { matrixNo: "A25CS0205", name: "Zulaikha Hassan", local: "zulaikha.hassan" },
  { matrixNo: "A25CS0206", name: "Brandon Lee", local: "brandon.lee" },
  { matrixNo: "A25CS0207", name: "Aina Sofiya", local: "aina.sofiya" },
  { matrixNo: "A25CS0208", name: "Kelvin Ng", local: "kelvin.ng" },
  { matrixNo: "A25CS0209", name: "Hana Yusof", local: "hana.yusof" },
  { matrixNo: "A25CS0210", name: "Marcus Teo", local: "marcus.teo" },
] as const;

/**
 * The campus locations the demo starts with (English and Malay names, and the area each is in:
 * locations in one area are near each other, which the matcher counts).
 */
export const demoLocations = [
  ["Main Library", "Perpustakaan Utama", "academic"],
  ["Faculty of Computing", "Fakulti Komputeran", "academic"],
  ["Faculty of Engineering", "Fakulti Kejuruteraan", "academic"],
  ["Student Centre", "Pusat Pelajar", "centre"],
  ["Central Cafeteria", "Kafeteria Pusat", "centre"],
  ["Sports Complex", "Kompleks Sukan", "residential"],
  ["Lecture Hall Complex", "Kompleks Dewan Kuliah", "academic"],
  ["Residential College", "Kolej Kediaman", "residential"],
  ["University Mosque", "Masjid Universiti", "centre"],
  ["Chancellery Building", "Bangunan Canselori", "centre"],
  ["Campus Bus Stop", "Perhentian Bas Kampus", "gate"],
  ["Main Car Park", "Tempat Letak Kereta Utama", "gate"],
] as const;

/** The fields that describe the item itself. */
export interface DemoItem {
  itemType: ItemType;
  /** The item's kind in the reporter's words, for `other`. */
  other: string | null;
  brand: string | null;
  color: string | null;
  serial: string | null;
  model: string | null;
  description: string | null;
}

interface ItemTemplate {
  itemType: ItemType;
  other?: string;
  /** How often it comes up, relative to the others. */
  weight: number;
  /** Brand and model that go together ("" when the reporter gives none). */
  makes: [brand: string, model: string][];
  colours: string[];
  descriptions: string[];
  serial?: () => string;
}

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16))
    .join("")
    .toUpperCase();

/** What the background reports are drawn from (an empty brand or model means none given). */
export function itemTemplates(random: () => number): ItemTemplate[] {
  return [
    {
      itemType: "wallet",
      weight: 4,
      makes: [
        ["Bonia", "Bifold"],
        ["Levi's", "Trifold"],
        ["Coach", "Long wallet"],
        ["Guess", "Card holder"],
        ["Braun Buffel", "Bifold"],
        ["", "Trifold"],
        ["", ""],
      ],
      colours: ["Black", "Brown", "Hitam", "Red", "Navy", "Pink"],
      descriptions: [
        "Contains a student card and a few receipts.",
        "Leather, slightly worn at the corners, with a small keychain attached.",
        "Has a Touch 'n Go card inside.",
        "Dompet kulit, ada kad pelajar di dalam.",
      ],
    },
    {
      itemType: "phone",
      weight: 4,
      makes: [
        ["Samsung", "Galaxy A54"],
        ["Apple", "iPhone 13"],
        ["Xiaomi", "Redmi Note 12"],
        ["Oppo", "Reno 8"],
        ["Vivo", "Y36"],
        ["Huawei", "Nova 11"],
        ["Samsung", ""],
      ],
      colours: ["Black", "Blue", "White", "Silver", "Green", "Biru", "Hitam"],
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
      weight: 3,
      makes: [
        ["Lenovo", "ThinkPad E14"],
        ["HP", "Pavilion 15"],
        ["Asus", "VivoBook 14"],
        ["Apple", "MacBook Air M2"],
        ["Acer", "Aspire 5"],
        ["Dell", "Inspiron 14"],
      ],
      colours: ["Silver", "Grey", "Black", "Hitam", "Blue"],
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
      weight: 2,
      makes: [
        ["Fibrella", "Foldable"],
        ["Totes", "Long"],
        ["", "Foldable"],
        ["", ""],
      ],
      colours: ["Black", "Blue", "Red", "Biru", "Green"],
      descriptions: ["Foldable umbrella with a wooden handle.", "Payung lipat dengan pemegang kayu."],
    },
    {
      itemType: "other",
      other: "Water bottle",
      weight: 2,
      makes: [
        ["Tupperware", "Eco Bottle 750 ml"],
        ["Lock&Lock", "1 L"],
        ["Hydro Flask", "32 oz"],
        ["", ""],
      ],
      colours: ["Green", "Blue", "Pink", "White", "Biru"],
      descriptions: [
        "Name label partly peeled off.",
        "Has a dent near the bottom.",
        "Botol air dengan pelekat nama di bawah.",
      ],
    },
    {
      itemType: "other",
      other: "Kunci motosikal",
      weight: 1,
      makes: [
        ["Honda", "Wave"],
        ["Yamaha", "Y16ZR"],
        ["Modenas", ""],
      ],
      colours: ["Hitam", "Black"],
      descriptions: [
        "Kunci motosikal dengan rantai kunci biru.",
        "Dua kunci pada satu gelang, satu untuk kunci topi keledar.",
      ],
    },
    {
      itemType: "other",
      other: "Motorcycle key",
      weight: 1,
      makes: [
        ["Honda", ""],
        ["Yamaha", "LC135"],
        ["", ""],
      ],
      colours: ["Black", "Red"],
      descriptions: ["Single key on a red lanyard.", "Key with a small rubber Doraemon keychain."],
    },
    {
      itemType: "other",
      other: "Student card holder",
      weight: 1,
      makes: [["", ""]],
      colours: ["Blue", "Pink", "Black", "Biru"],
      descriptions: [
        "Lanyard card holder with the student card still inside.",
        "Pemegang kad dengan tali leher universiti.",
      ],
    },
    {
      itemType: "other",
      other: "Earbuds",
      weight: 1,
      makes: [
        ["Apple", "AirPods Pro"],
        ["Samsung", "Galaxy Buds2"],
        ["Soundcore", "Liberty 4"],
      ],
      colours: ["White", "Black"],
      descriptions: ["Charging case only, with a small scratch.", "Case and both earbuds."],
      serial: () => hex(random, 12),
    },
    {
      itemType: "other",
      other: "Scientific calculator",
      weight: 1,
      makes: [
        ["Casio", "fx-570EX"],
        ["Canon", "F-789SGA"],
      ],
      colours: ["Grey", "Black", "Hitam"],
      descriptions: ["Name written in marker on the back cover.", "Kalkulator dengan penutup hitam."],
    },
  ];
}

/** Found reports made at the office for people without an account. */
export const demoVisitors = [
  { name: "Encik Rahim (guard, Gate B)", email: null, phone: "013-220 1144" },
  { name: "Mei Ling (visiting parent)", email: "meiling.visitor@example.com", phone: null },
  { name: "Kak Ros (cafeteria staff)", email: null, phone: "019-887 6612" },
  { name: "Dr. Farid Ismail (visiting examiner)", email: "farid.ismail@example.com", phone: "017-665 4321" },
] as const;

export type DemoLocationName = (typeof demoLocations)[number][0];

/**
 * A report written out in full rather than drawn at random: the near-pairs a matching feature
 * should find, the recent found items with photos the home page shows, and the visitors' reports.
 */
export interface ScriptedReport extends DemoItem {
  type: ReportType;
  /** Days before today (the university's date) when it was lost or found. */
  daysAgo: number;
  /** Reported that day (0) or a day or two later. */
  reportedAfter: 0 | 1 | 2;
  location: DemoLocationName;
  /** A demo student (index into demoStudents) or a visitor (index into demoVisitors). */
  by: { student: 0 | 1 | 2 | 3 } | { visitor: 0 | 1 | 2 | 3 };
  custody: FoundItemCustody | null;
  /** Solved this many days after it was reported, by the office or the reporter. */
  solved?: { by: "admin" | "reporter"; afterDays: number };
  photo: boolean;
  /** Reports with the same pair label are a lost item and a found item that plausibly match. */
  pair?: string;
}

const lost = (report: Omit<ScriptedReport, "type" | "custody">): ScriptedReport => ({
  ...report,
  type: "lost",
  custody: null,
});
const found = (custody: FoundItemCustody, report: Omit<ScriptedReport, "type" | "custody">): ScriptedReport => ({
  ...report,
  type: "found",
  custody,
});

export const scriptedReports: ScriptedReport[] = [
  // Near-pair "phone": same phone, same serial number, found the day after at the same place.
  lost({
    pair: "phone",
    itemType: "phone",
    other: null,
    brand: "Samsung",
    model: "Galaxy A54",
    color: "Black",
    serial: "356938035643809",
    description: "Telefon dalam sarung Spigen hitam, gambar kucing pada skrin kunci. Bateri hampir habis.",
    location: "Main Library",
    daysAgo: 6,
    reportedAfter: 0,
    by: { student: 0 },
    photo: true,
  }),
  found("office", {
    pair: "phone",
    itemType: "phone",
    other: null,
    brand: "Samsung",
    model: "Galaxy A54",
    color: "Black",
    serial: "356938035643809",
    description: "Left on a study desk on level 2, in a black case. Handed in to the office.",
    location: "Main Library",
    daysAgo: 5,
    reportedAfter: 0,
    by: { student: 1 },
    photo: true,
  }),
  // Near-pair "wallet": lost at the cafeteria, handed in by the cafeteria staff the next day.
  lost({
    pair: "wallet",
    itemType: "wallet",
    other: null,
    brand: "Bonia",
    model: "Bifold",
    color: "Brown",
    serial: null,
    description: "Brown leather bifold with my matric card, IC and a Touch 'n Go card.",
    location: "Central Cafeteria",
    daysAgo: 4,
    reportedAfter: 0,
    by: { student: 2 },
    photo: true,
  }),
  found("office", {
    pair: "wallet",
    itemType: "wallet",
    other: null,
    brand: "Bonia",
    model: null,
    color: "Brown",
    serial: null,
    description: "Brown leather wallet found under a table near the drinks stall.",
    location: "Central Cafeteria",
    daysAgo: 3,
    reportedAfter: 0,
    by: { visitor: 2 },
    photo: true,
  }),
  // Near-pair "laptop": found two days later in the lecture halls next to the faculty.
  lost({
    pair: "laptop",
    itemType: "laptop",
    other: null,
    brand: "Lenovo",
    model: "ThinkPad E14",
    color: "Grey",
    serial: "PF-3KX9A2",
    description: "Komputer riba kelabu dengan pelekat universiti pada penutup. Pengecas ada bersama.",
    location: "Faculty of Computing",
    daysAgo: 15,
    reportedAfter: 1,
    by: { student: 3 },
    photo: false,
  }),
  found("finder", {
    pair: "laptop",
    itemType: "laptop",
    other: null,
    brand: "Lenovo",
    model: "ThinkPad",
    color: "Grey",
    serial: null,
    description: "Grey ThinkPad left in a lecture hall after the evening class; university sticker on the lid.",
    location: "Lecture Hall Complex",
    daysAgo: 13,
    reportedAfter: 0,
    by: { student: 0 },
    photo: true,
  }),
  // Near-pair "motorcycle key": the same key described in Malay and in English.
  lost({
    pair: "motorcycle key",
    itemType: "other",
    other: "Kunci motosikal",
    brand: "Honda",
    model: null,
    color: "Hitam",
    serial: null,
    description: "Kunci motosikal Honda dengan rantai kunci Doraemon biru.",
    location: "Main Car Park",
    daysAgo: 2,
    reportedAfter: 0,
    by: { student: 3 },
    photo: false,
  }),
  found("office", {
    pair: "motorcycle key",
    itemType: "other",
    other: "Motorcycle key",
    brand: "Honda",
    model: null,
    color: "Black",
    serial: null,
    description: "Honda motorcycle key with a blue cartoon keychain, found by the motorcycle bays.",
    location: "Main Car Park",
    daysAgo: 2,
    reportedAfter: 0,
    by: { visitor: 0 },
    photo: true,
  }),
  // Near-pair "umbrella": an older pair, already returned.
  lost({
    pair: "umbrella",
    itemType: "other",
    other: "Umbrella",
    brand: "Totes",
    model: "Foldable",
    color: "Blue",
    serial: null,
    description: "Navy-blue foldable umbrella in its sleeve.",
    location: "Campus Bus Stop",
    daysAgo: 120,
    reportedAfter: 1,
    by: { student: 1 },
    solved: { by: "reporter", afterDays: 3 },
    photo: false,
  }),
  found("finder", {
    pair: "umbrella",
    itemType: "other",
    other: "Umbrella",
    brand: "Totes",
    model: null,
    color: "Biru",
    serial: null,
    description: "Payung lipat biru tertinggal di bangku perhentian bas.",
    location: "Campus Bus Stop",
    daysAgo: 119,
    reportedAfter: 0,
    by: { student: 2 },
    solved: { by: "admin", afterDays: 2 },
    photo: true,
  }),

  // Recently found, still waiting for their owners, with photos (the home page carousel).
  found("office", {
    itemType: "other",
    other: "Water bottle",
    brand: "Hydro Flask",
    model: "1 L",
    color: "Green",
    serial: null,
    description: "Green bottle with a few stickers, found by the badminton courts.",
    location: "Sports Complex",
    daysAgo: 1,
    reportedAfter: 0,
    by: { student: 1 },
    photo: true,
  }),
  found("office", {
    itemType: "other",
    other: "Student card holder",
    brand: null,
    model: null,
    color: "Pink",
    serial: null,
    description: "Pink lanyard card holder with a student card inside, found at the front counter.",
    location: "Chancellery Building",
    daysAgo: 8,
    reportedAfter: 0,
    by: { visitor: 1 },
    photo: true,
  }),
  found("office", {
    itemType: "phone",
    other: null,
    brand: "Apple",
    model: "iPhone 13",
    color: "Biru",
    serial: null,
    description: "Telefon dijumpai di ruang wuduk lelaki, sarung biru lut sinar.",
    location: "University Mosque",
    daysAgo: 10,
    reportedAfter: 1,
    by: { student: 3 },
    photo: true,
  }),
  found("finder", {
    itemType: "other",
    other: "Earbuds",
    brand: "Apple",
    model: "AirPods Pro",
    color: "White",
    serial: null,
    description: "Charging case with both earbuds, left on a bench outside the labs.",
    location: "Faculty of Engineering",
    daysAgo: 12,
    reportedAfter: 2,
    by: { student: 2 },
    photo: true,
  }),

  // Lost reports with the owner's own photo.
  lost({
    itemType: "laptop",
    other: null,
    brand: "Apple",
    model: "MacBook Air M2",
    color: "Silver",
    serial: "C02HX1ABQ6L4",
    description: "Silver MacBook Air in a navy sleeve, sticker of a coffee cup on the lid.",
    location: "Main Library",
    daysAgo: 20,
    reportedAfter: 0,
    by: { student: 1 },
    photo: true,
  }),
  lost({
    itemType: "other",
    other: "Umbrella",
    brand: "Fibrella",
    model: "Foldable",
    color: "Red",
    serial: null,
    description: "Payung lipat merah dengan pemegang kayu.",
    location: "Student Centre",
    daysAgo: 25,
    reportedAfter: 1,
    by: { student: 0 },
    photo: true,
  }),
  lost({
    itemType: "other",
    other: "Student card holder",
    brand: null,
    model: null,
    color: "Blue",
    serial: null,
    description: "Blue card holder on a university lanyard, with my matric card and hostel access card.",
    location: "Residential College",
    daysAgo: 9,
    reportedAfter: 0,
    by: { student: 2 },
    photo: true,
  }),
  lost({
    itemType: "wallet",
    other: null,
    brand: "Coach",
    model: "Long wallet",
    color: "Black",
    serial: null,
    description: "Black long wallet with a zip; my driving licence is inside.",
    location: "Sports Complex",
    daysAgo: 60,
    reportedAfter: 0,
    by: { student: 3 },
    solved: { by: "admin", afterDays: 4 },
    photo: true,
  }),
  found("office", {
    itemType: "phone",
    other: null,
    brand: "Xiaomi",
    model: "Redmi Note 12",
    color: "Blue",
    serial: null,
    description: "Blue phone found on the back seat of the campus shuttle.",
    location: "Campus Bus Stop",
    daysAgo: 75,
    reportedAfter: 0,
    by: { student: 0 },
    solved: { by: "admin", afterDays: 6 },
    photo: true,
  }),
  // The fourth visitor, an older report already returned.
  found("office", {
    itemType: "other",
    other: "Scientific calculator",
    brand: "Casio",
    model: "fx-570EX",
    color: "Grey",
    serial: null,
    description: "Calculator left in the examination hall; a name is written on the back cover.",
    location: "Faculty of Engineering",
    daysAgo: 40,
    reportedAfter: 0,
    by: { visitor: 3 },
    solved: { by: "admin", afterDays: 5 },
    photo: false,
  }),
];
