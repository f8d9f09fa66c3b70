// Draws the app's PNG icons from the favicon's design (apps/web/public/favicon.svg: a magnifier
// in the accent colour on the brand's blue), in Debian's Chromium, into apps/web/public/icons/.
// The PNGs are committed; run again only when the design changes:
//   node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web");
const favicon = readFileSync(path.join(web, "public/favicon.svg"), "utf8");
const out = path.join(web, "public/icons");

/** The magnifier alone, in the favicon's 64-unit box, in `colour`. */
const magnifier = (colour) =>
  `<circle cx="28" cy="28" r="13" fill="none" stroke="${colour}" stroke-width="6"/>` +
  `<path d="M37 37l12 12" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>`;

/**
 * The magnifier on a full square of blue, shrunk by `scale` about the centre: a launcher that
 * cuts the icon to its own shape (a maskable icon's circle keeps the middle 80%; iOS rounds the
 * corners of a square and shows transparency as black) never cuts the glyph.
 */
const onSquare = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#12355b"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${magnifier("#f5b841")}</g></svg>`;

const icons = [
  // The favicon as it is: the rounded tile, transparent corners.
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  // The glyph spans about 60% of the tile; at 0.8 it stays inside the maskable safe circle.
  { file: "maskable-512.png", size: 512, svg: onSquare(0.8) },
  { file: "apple-touch-icon-180.png", size: 180, svg: onSquare(0.9) },
  // Android draws a notification's badge from its alpha channel alone: white on transparent.
  {
    file: "badge-96.png",
    size: 96,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="6 6 52 52">${magnifier("#ffffff")}</svg>`,
  },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(out, file), omitBackground: true });
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
