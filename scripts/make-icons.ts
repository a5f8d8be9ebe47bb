// Draws the app's icons (web manifest, home screen, favicon) from one SVG:
// `npx tsx scripts/make-icons.ts` writes public/icons/*.png and public/favicon.svg.
// The PNGs are committed; run this again only when the mark changes.
// "any" icons are the rounded tile of the app's header (brand.tsx); maskable ones fill the
// square and keep the compass inside the central 80 % circle a launcher may cut to.
import { Resvg } from "@resvg/resvg-js";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const OUT = join(import.meta.dirname, "../public");
// The primary (oklch(0.52 0.11 195)) and the gradient's end (oklch(0.45 0.1 230)) of index.css, in sRGB.
const FROM = "#00808a";
const TO = "#1b638a";

/** Lucide's compass (24×24, stroked), scaled to `size` and centred at (c, c). */
function compass(c: number, size: number): string {
  const s = size / 24;
  return `<g transform="translate(${c - 12 * s} ${c - 12 * s}) scale(${s})" fill="none" stroke="#fafefe" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="12" cy="12" r="10"/>
    <path d="m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" fill="#fafefe"/>
  </g>`;
}

function svg(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size * 0.22;
  // The glyph: 55 % of the tile, or 50 % of a maskable square (inside its 80 % safe circle).
  const glyph = size * (maskable ? 0.5 : 0.56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${FROM}"/><stop offset="1" stop-color="${TO}"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
  ${compass(size / 2, glyph)}
</svg>`;
}

mkdirSync(join(OUT, "icons"), { recursive: true });
const png = (name: string, size: number, maskable: boolean) =>
  writeFileSync(join(OUT, "icons", name), new Resvg(svg(size, maskable), { fitTo: { mode: "width", value: size } }).render().asPng());
png("icon-192.png", 192, false);
png("icon-512.png", 512, false);
png("maskable-192.png", 192, true);
png("maskable-512.png", 512, true);
// iOS home screen: a full square (iOS rounds it itself).
png("apple-touch-icon-180.png", 180, true);
writeFileSync(join(OUT, "favicon.svg"), svg(64, false));
console.log("icons written to", OUT);
