// Draws the installed app's icons from the Tagwise mark (apps/web/public/favicon.svg, the logo's price tag)
// into apps/web/public/icons/: the sizes browsers ask a web app manifest for (192 and 512 px), a maskable
// one (the tag inside the centre 80% that every launcher's mask keeps) and Apple's 180 px touch icon, which
// iOS shows without transparency. The PNGs are committed; run this again after the mark changes:
// `node scripts/pwa-icons.mjs` (sharp comes with the server's workspace).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/icons');
const TEAL = '#0f766e';
// The tag as the favicon draws it in a 32-unit square.
const TAG =
  '<path d="M9 9h9.5l5.5 5.5-9.5 9.5L9 18.5z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>' +
  '<circle cx="13.5" cy="13.5" r="1.8" fill="#fff"/>';

/** The favicon's rounded square, for launchers that show the icon as it is. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${TEAL}"/>${TAG}</svg>`;
/**
 * Full bleed, with the tag scaled to 70% about the centre: its corners stay well inside the 80% circle a
 * maskable icon must keep clear (and iOS rounds its own corners).
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TEAL}"/><g transform="translate(16 16) scale(0.7) translate(-16.5 -16.5)">${TAG}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon-180.png', svg: fullBleed, size: 180 },
];

mkdirSync(out, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`wrote ${path.relative(root, path.join(out, file))}`);
}
