// The home page's screenshots of Tagwise at work, made from the app itself so they stay current:
//   node scripts/screenshots.ts        (after a web build; about a minute)
// Starts the production server on a fresh data directory with demo data (a sale of items photographed from
// the public-domain and CC0 photos in test-fixtures/photos, attribution in its README), captures screens
// in Debian's Chromium at desktop and phone sizes, and writes them as AVIF and WebP at the widths the
// page's srcset offers into apps/web/public/screenshots, with their sizes in
// apps/web/src/features/marketing/lib/screenshots.json (so the page reserves their space). The link
// preview picture (share.png, 1200 x 630) comes from the same run. Commit what it wrote.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { ensureWebBuild, root, startBenchApp, type BenchApp } from '../bench/support/bench-app.ts';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 3950);
const OUT = path.join(root, 'apps/web/public/screenshots');
const MANIFEST = path.join(root, 'apps/web/src/features/marketing/lib/screenshots.json');
const PHOTOS = path.join(root, 'test-fixtures/photos');

/** A demo sale: names, categories, conditions and retail prices an operator might enter for these photos. */
const SALE_ITEMS: { photo: string; name: string; category: string; condition: string; retail: number }[] = [
  { photo: 'chair_1600.jpg', name: 'Painted ladder-back chair', category: 'Furniture', condition: 'Good', retail: 120 },
  {
    photo: 'buffetset.webp',
    name: 'Porcelain cup and saucer with butterflies',
    category: 'Kitchenware',
    condition: 'Like New',
    retail: 45,
  },
  { photo: 'queue/bucket.webp', name: 'Wooden milk pail', category: 'Collectibles', condition: 'Fair', retail: 85 },
  { photo: 'queue/pan.webp', name: 'Cast-iron frying pan', category: 'Kitchenware', condition: 'Good', retail: 35 },
  {
    photo: 'queue/weighingMachine.webp',
    name: 'Laboratory balance scale',
    category: 'Electronics',
    condition: 'Good',
    retail: 60,
  },
  { photo: 'queue/multimeter1.webp', name: 'Digital multimeter', category: 'Tools', condition: 'Good', retail: 30 },
  { photo: 'plate.webp', name: 'White dinner plate', category: 'Kitchenware', condition: 'Like New', retail: 12 },
  { photo: 'queue/hammer1.webp', name: 'Claw hammer', category: 'Tools', condition: 'Good', retail: 15 },
  { photo: 'cup.webp', name: 'White cup and saucer', category: 'Kitchenware', condition: 'Good', retail: 14 },
  { photo: 'queue/plier1.webp', name: 'Slip-joint pliers', category: 'Tools', condition: 'Fair', retail: 8 },
  { photo: 'queue/volleyball.webp', name: 'Volleyball', category: 'Sports Equipment', condition: 'Good', retail: 12 },
  { photo: 'queue/measuringTape1.webp', name: 'Tape measure', category: 'Tools', condition: 'Good', retail: 10 },
];

interface Shot {
  name: string;
  /** Widths (px) written for srcset; the largest is at most the capture's own width. */
  widths: number[];
}

const manifest: Record<string, { width: number; height: number; widths: number[] }> = {};

async function save(png: Buffer, { name, widths }: Shot) {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const kept = widths.filter((w) => w <= width);
  for (const w of kept) {
    const resized = sharp(png).resize({ width: w });
    await resized
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(path.join(OUT, `${name}-${w}.avif`));
    await resized
      .clone()
      .webp({ quality: 78, effort: 6 })
      .toFile(path.join(OUT, `${name}-${w}.webp`));
  }
  manifest[name] = { width, height, widths: kept };
  console.log(`${name}: ${width} x ${height}, widths ${kept.join(', ')}`);
}

async function upload(app: BenchApp, itemId: string, photo: string) {
  const body = new Uint8Array(readFileSync(path.join(PHOTOS, photo)));
  await app.post(`/api/items/${itemId}/images`, body, 'application/octet-stream');
}

async function seed(app: BenchApp) {
  const json = { 'content-type': 'application/json', cookie: app.cookie, origin: app.base };
  await fetch(`${app.base}/api/settings/profile`, {
    method: 'PATCH',
    headers: json,
    body: JSON.stringify({ toursEnabled: false, businessName: 'Maple & Co. Estate Sales' }),
  });
  const sale = await app.post('/api/projects', {
    name: 'Maple Street estate',
    description: 'Three-bedroom house: furniture, kitchen, garage tools.',
  });
  await app.post('/api/projects', { name: 'Oak Lane moving sale' });
  await app.post('/api/projects', { name: 'Birch Road consignment' });
  const ids: string[] = [];
  // Oldest first, so the chair is the newest item, at the top of the list.
  for (const item of [...SALE_ITEMS].reverse()) {
    const created = await app.post('/api/items', {
      projectId: sale.id,
      name: item.name,
      category: item.category,
      condition: item.condition,
      retailCents: item.retail * 100,
    });
    await upload(app, created.id, item.photo);
    ids.unshift(created.id);
  }
  // An item the offline analyzer could not name, as it leaves one: flagged, with its guesses and no price.
  const unsure = await app.post('/api/items', {
    projectId: sale.id,
    name: 'Unidentified item',
    category: 'Other',
    condition: 'Unknown',
  });
  await upload(app, unsure.id, 'queue/pillow.webp');
  await fetch(`${app.base}/api/test/needs-review`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      itemIds: [unsure.id],
      guesses: [
        { name: 'Bed pillow', category: 'Decor', confidence: 0.34, retailPrice: null },
        { name: 'Bed', category: 'Furniture', confidence: 0.21, retailPrice: null },
      ],
    }),
  });
  return { saleId: sale.id, chairId: ids[0]! };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Photos decode after the network is quiet; give those on screen a moment to paint (a lazy one below the
  // fold never loads, and its decode() would wait for ever).
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((img: HTMLImageElement) => img.complete)
        .map((img: HTMLImageElement) => img.decode().catch(() => undefined)),
    ),
  );
  await page.waitForTimeout(500);
}

ensureWebBuild();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const app = await startBenchApp(PORT, 'demo@tagwise.example');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const { saleId, chairId } = await seed(app);
  const cookies = app.cookies.map(({ name, value }) => ({ name, value, url: app.base }));

  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  await desktop.addCookies(cookies);
  const page = await desktop.newPage();
  await page.goto(`${app.base}/projects/${saleId}`);
  await settle(page);
  await save(await page.screenshot(), { name: 'project-desktop', widths: [480, 720, 960, 1440] });
  await page.setViewportSize({ width: 1200, height: 630 });
  await settle(page);
  writeFileSync(
    path.join(OUT, 'share.png'),
    await sharp(await page.screenshot())
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
  await desktop.close();

  const phone = await browser.newContext({ ...devices['Pixel 7'] });
  await phone.addCookies(cookies);
  const phonePage = await phone.newPage();
  const phoneWidths = [270, 405, 540, 810];
  await phonePage.goto(`${app.base}/items/${chairId}`);
  await settle(phonePage);
  await save(await phonePage.screenshot(), { name: 'item-phone', widths: phoneWidths });
  await phonePage.goto(`${app.base}/review?projectId=${saleId}`);
  await settle(phonePage);
  await save(await phonePage.screenshot(), { name: 'review-phone', widths: phoneWidths });
  await phonePage.goto(`${app.base}/projects/${saleId}`);
  await settle(phonePage);
  await phonePage.getByRole('button', { name: 'Print Tags' }).click();
  await phonePage.getByRole('dialog').waitFor();
  await settle(phonePage);
  await save(await phonePage.screenshot(), { name: 'tags-phone', widths: phoneWidths });
  await phone.close();

  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`written to ${path.relative(root, OUT)} and ${path.relative(root, MANIFEST)}`);
} finally {
  await browser.close();
  app.stop();
}
