import { randomUUID } from "node:crypto";
import type { ItemType } from "@campus/shared";
import sharp from "sharp";
import type { FileStorage } from "../infra/storage/file-storage";
import { processImage } from "../modules/uploads/image";
import { fileKey, storedImagePath, thumbKey } from "../modules/uploads/service";

/**
 * Demo photos, drawn at seed time (no network, nothing large in the repository): a simple
 * illustration of the item in its colour on a soft background, rendered to an 800×600 JPEG
 * and published like an uploaded photo (full size and 256 px thumbnail).
 */

export const DEMO_PHOTO_WIDTH = 800;
export const DEMO_PHOTO_HEIGHT = 600;

export interface DemoPhotoItem {
  itemType: ItemType;
  other: string | null;
  color: string | null;
}

/** The demo colour names (English and Malay) as paint. */
const PAINT: Record<string, string> = {
  black: "#2b2d31",
  hitam: "#2b2d31",
  blue: "#2f6bd0",
  biru: "#2f6bd0",
  navy: "#23396b",
  red: "#cf3b3b",
  merah: "#cf3b3b",
  silver: "#c3c8ce",
  perak: "#c3c8ce",
  grey: "#7d848d",
  gray: "#7d848d",
  kelabu: "#7d848d",
  pink: "#ee8fb4",
  "merah jambu": "#ee8fb4",
  brown: "#8a5a2e",
  coklat: "#8a5a2e",
  white: "#f3f3f1",
  putih: "#f3f3f1",
  green: "#3f9a5c",
  hijau: "#3f9a5c",
  yellow: "#e8bf2f",
  kuning: "#e8bf2f",
  purple: "#7d55c7",
  ungu: "#7d55c7",
  orange: "#e9843a",
  oren: "#e9843a",
};

/** Soft table-top backgrounds (light, dark edge of the gradient). */
const BACKGROUNDS: [string, string][] = [
  ["#f4efe6", "#e2d8c6"],
  ["#eaf1f7", "#cfdce8"],
  ["#eef4ec", "#d3e2cf"],
  ["#f6ecef", "#e6d0d7"],
  ["#f1eff7", "#d9d4e9"],
  ["#f5f1e1", "#e4dcbc"],
];

export function paintFor(color: string | null): string {
  return PAINT[(color ?? "").trim().toLowerCase()] ?? "#8d949c";
}

/** `hex` mixed towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (target - c) * mix)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

type Drawing = (paint: string) => string;

const outline = `stroke="#000" stroke-opacity="0.22" stroke-width="3"`;

const wallet: Drawing = (c) => `
  <rect x="200" y="170" width="400" height="270" rx="26" fill="${c}" ${outline}/>
  <rect x="216" y="186" width="368" height="238" rx="18" fill="none" stroke="${shade(c, 0.45)}" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="10 8"/>
  <path d="M200 250 H600" stroke="${shade(c, -0.3)}" stroke-width="4"/>
  <rect x="470" y="225" width="150" height="90" rx="22" fill="${shade(c, -0.18)}" ${outline}/>
  <circle cx="585" cy="270" r="14" fill="#d8c58a" stroke="#8f7a3b" stroke-width="3"/>
  <rect x="200" y="170" width="400" height="70" rx="26" fill="#fff" fill-opacity="0.12"/>`;

const phone: Drawing = (c) => `
  <g transform="rotate(-9 400 300)">
    <rect x="285" y="70" width="230" height="460" rx="38" fill="${c}" ${outline}/>
    <rect x="303" y="90" width="100" height="120" rx="24" fill="${shade(c, -0.25)}" stroke="#000" stroke-opacity="0.2" stroke-width="2"/>
    <circle cx="335" cy="122" r="20" fill="#1b1d22" stroke="#5b6068" stroke-width="5"/>
    <circle cx="335" cy="178" r="20" fill="#1b1d22" stroke="#5b6068" stroke-width="5"/>
    <circle cx="378" cy="150" r="16" fill="#1b1d22" stroke="#5b6068" stroke-width="4"/>
    <circle cx="380" cy="110" r="6" fill="#fff6cf"/>
    <rect x="300" y="85" width="70" height="430" rx="30" fill="#fff" fill-opacity="0.13"/>
    <rect x="512" y="170" width="8" height="70" rx="4" fill="${shade(c, -0.3)}"/>
  </g>`;

const laptop: Drawing = (c) => `
  <rect x="190" y="95" width="420" height="285" rx="16" fill="${c}" ${outline}/>
  <rect x="210" y="113" width="380" height="250" rx="6" fill="#1e2633"/>
  <path d="M210 113 H430 L300 363 H210 Z" fill="#fff" fill-opacity="0.08"/>
  <path d="M150 385 H650 L700 445 Q700 458 686 458 H114 Q100 458 100 445 Z" fill="${shade(c, -0.12)}" ${outline}/>
  <rect x="345" y="392" width="110" height="14" rx="7" fill="${shade(c, -0.35)}"/>
  <path d="M140 398 H660" stroke="#fff" stroke-opacity="0.2" stroke-width="3"/>`;

const umbrella: Drawing = (c) => {
  const edge = [180, 290, 400, 510, 620];
  const scallops = edge
    .slice(1)
    .reverse()
    .map((x) => `Q ${x - 55} 262 ${x - 110} 300`)
    .join(" ");
  const ribs = edge
    .map(
      (x) =>
        `<path d="M400 96 Q ${400 + (x - 400) * 0.55} 170 ${x} 300" fill="none" stroke="${shade(c, -0.3)}" stroke-width="3"/>`,
    )
    .join("");
  return `
  <path d="M180 300 C 190 160 300 96 400 96 C 500 96 610 160 620 300 ${scallops} Z" fill="${c}" ${outline}/>
  ${ribs}
  <path d="M250 170 C 290 120 340 106 380 104" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="10" stroke-linecap="round"/>
  <rect x="394" y="70" width="12" height="30" rx="4" fill="#6b6f75"/>
  <path d="M400 300 V470 Q400 520 360 520 Q330 520 326 490" fill="none" stroke="#8a5a2e" stroke-width="16" stroke-linecap="round"/>
  <path d="M400 300 V440" stroke="#4a4e55" stroke-width="8"/>`;
};

const bottle: Drawing = (c) => `
  <rect x="355" y="70" width="90" height="70" rx="14" fill="${shade(c, -0.35)}" ${outline}/>
  <rect x="370" y="136" width="60" height="30" fill="${shade(c, -0.15)}"/>
  <path d="M370 160 Q 320 175 320 225 V505 Q320 530 345 530 H455 Q480 530 480 505 V225 Q480 175 430 160 Z" fill="${c}" ${outline}/>
  <rect x="320" y="300" width="160" height="90" fill="${shade(c, 0.55)}" fill-opacity="0.85"/>
  <rect x="340" y="200" width="22" height="300" rx="11" fill="#fff" fill-opacity="0.25"/>`;

const key: Drawing = (c) => `
  <g transform="rotate(-18 400 300)">
    <circle cx="215" cy="300" r="46" fill="none" stroke="#aab0b8" stroke-width="12"/>
    <circle cx="160" cy="385" r="42" fill="#3d7dd8" stroke="#1f4f94" stroke-width="4"/>
    <circle cx="148" cy="374" r="8" fill="#fff"/><circle cx="174" cy="374" r="8" fill="#fff"/>
    <path d="M190 330 L160 350" stroke="#aab0b8" stroke-width="8"/>
    <rect x="245" y="235" width="190" height="130" rx="50" fill="${c}" ${outline}/>
    <circle cx="290" cy="300" r="20" fill="${shade(c, 0.2)}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>
    <rect x="262" y="248" width="150" height="26" rx="13" fill="#fff" fill-opacity="0.15"/>
    <path d="M432 276 H640 L660 300 L640 324 H612 L600 340 L588 324 H566 L552 342 L538 324 H432 Z" fill="#c7ccd2" stroke="#7b828b" stroke-width="3"/>
    <path d="M440 300 H630" stroke="#8f969f" stroke-width="4"/>
  </g>`;

const cardHolder: Drawing = (c) => `
  <path d="M330 40 L380 170 M470 40 L420 170" stroke="${shade(c, -0.2)}" stroke-width="22" stroke-linecap="round"/>
  <rect x="378" y="150" width="44" height="40" rx="6" fill="#b9bec5" stroke="#7b828b" stroke-width="3"/>
  <rect x="230" y="180" width="340" height="250" rx="24" fill="${c}" ${outline}/>
  <rect x="255" y="215" width="290" height="185" rx="12" fill="#f7f7f4"/>
  <rect x="272" y="235" width="80" height="100" rx="6" fill="#b7c3d1"/>
  <circle cx="312" cy="272" r="20" fill="#8195ab"/><path d="M282 335 Q312 290 342 335 Z" fill="#8195ab"/>
  <rect x="370" y="245" width="150" height="14" rx="7" fill="#9aa4b0"/>
  <rect x="370" y="275" width="120" height="12" rx="6" fill="#c3cad3"/>
  <rect x="370" y="300" width="135" height="12" rx="6" fill="#c3cad3"/>
  <rect x="272" y="355" width="248" height="24" rx="4" fill="#2f6bd0" fill-opacity="0.7"/>
  <rect x="255" y="215" width="290" height="60" rx="12" fill="#fff" fill-opacity="0.35"/>`;

const earbuds: Drawing = (c) => `
  <rect x="260" y="180" width="280" height="230" rx="90" fill="${c}" ${outline}/>
  <path d="M262 265 H538" stroke="#000" stroke-opacity="0.18" stroke-width="3"/>
  <circle cx="400" cy="320" r="6" fill="#47c36b"/>
  <rect x="290" y="195" width="200" height="40" rx="20" fill="#fff" fill-opacity="0.25"/>
  <rect x="370" y="402" width="60" height="10" rx="5" fill="#9aa0a8"/>`;

const calculator: Drawing = (c) => {
  const keys: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 4; col++) {
      keys.push(
        `<rect x="${300 + col * 52}" y="${250 + row * 52}" width="40" height="36" rx="8" fill="${row === 0 ? "#e07b3b" : shade(c, 0.35)}"/>`,
      );
    }
  }
  return `
  <rect x="280" y="70" width="240" height="470" rx="26" fill="${c}" ${outline}/>
  <rect x="305" y="100" width="190" height="110" rx="10" fill="#a9bda0" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>
  <rect x="320" y="170" width="160" height="14" rx="4" fill="#51604d" fill-opacity="0.5"/>
  ${keys.join("")}`;
};

const bag: Drawing = (c) => `
  <path d="M330 200 Q330 110 400 110 Q470 110 470 200" fill="none" stroke="${shade(c, -0.3)}" stroke-width="18"/>
  <path d="M240 200 H560 L590 500 Q592 520 572 520 H228 Q208 520 210 500 Z" fill="${c}" ${outline}/>
  <rect x="240" y="200" width="320" height="50" fill="#fff" fill-opacity="0.15"/>`;

/** Which drawing shows the item: by type, or by the words of an `other` type (English or Malay). */
function drawingFor(item: DemoPhotoItem): Drawing {
  if (item.itemType === "wallet") return wallet;
  if (item.itemType === "phone") return phone;
  if (item.itemType === "laptop") return laptop;
  const words = (item.other ?? "").toLowerCase();
  if (/umbrella|payung/.test(words)) return umbrella;
  if (/bottle|botol|tumbler/.test(words)) return bottle;
  if (/key|kunci/.test(words)) return key;
  if (/card|kad/.test(words)) return cardHolder;
  if (/earbud|airpod|earphone/.test(words)) return earbuds;
  if (/calculator|kalkulator/.test(words)) return calculator;
  return bag;
}

/** The SVG for one demo photo; `variant` picks the background and a small tilt. */
export function demoPhotoSvg(item: DemoPhotoItem, variant: number): string {
  const [light, dark] = BACKGROUNDS[variant % BACKGROUNDS.length]!;
  const tilt = ((variant * 37) % 11) - 5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PHOTO_WIDTH}" height="${DEMO_PHOTO_HEIGHT}" viewBox="0 0 800 600">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <ellipse cx="${410 + tilt * 3}" cy="520" rx="300" ry="52" fill="url(#shadow)"/>
  <g transform="rotate(${tilt} 400 300)">${drawingFor(item)(paintFor(item.color))}</g>
  <rect width="800" height="600" fill="url(#vignette)"/>
</svg>`;
}

/** Renders the demo photo to an 800×600 JPEG. */
export async function renderDemoPhoto(item: DemoPhotoItem, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(demoPhotoSvg(item, variant)))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/**
 * Draws the photo and publishes it the way an uploaded photo is published (same checks,
 * re-encoding and thumbnail); returns the path to store in `reports.image`. Nothing
 * stays behind when storing fails.
 */
export async function publishDemoPhoto(
  storage: FileStorage,
  maxBytes: number,
  item: DemoPhotoItem,
  variant: number,
): Promise<string> {
  const filename = `${randomUUID()}.jpg`;
  const { full, thumb, contentType } = await processImage(await renderDemoPhoto(item, variant), "jpg", maxBytes);
  try {
    await storage.write(fileKey(filename), full, contentType);
    await storage.write(thumbKey(filename), thumb, contentType);
  } catch (error) {
    await Promise.all([storage.remove(fileKey(filename)), storage.remove(thumbKey(filename))]).catch(() => {});
    throw error;
  }
  return storedImagePath(filename);
}
