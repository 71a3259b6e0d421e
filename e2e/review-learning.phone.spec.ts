import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Item, ItemPage } from '@tagwise/core/schemas/items';
import { expect, test } from './fixtures.ts';
import { OFFLINE_URL } from '../playwright.config.ts';
import { axeViolations, createProject, shot } from './analysis-helpers.ts';
import { batchIdOf, openMultipleItems, readBatch } from './queue-helpers.ts';

// Issue 36: the review learns from the workspace. On the offline server (no AI provider: the real models),
// a batch of 20 fixture photos, in the order they were shot; the first 10 items reviewed on a phone by
// their labels; the others then get suggestions from those answers, each saying whose answer it is; and a
// group of alike items (among them a copy and a resized copy of one photo) is named in one go.

test.use({ baseURL: OFFLINE_URL });

const QUEUE = 'test-fixtures/photos/queue';
const LABELS: Record<string, { name: string; category: string; retail: string }> = {
  hammer: { name: 'Hammer', category: 'Tools', retail: '12' },
  measuringTape: { name: 'Tape measure', category: 'Tools', retail: '8' },
  multimeter: { name: 'Digital multimeter', category: 'Tools', retail: '25' },
  scissors: { name: 'Scissors', category: 'Tools', retail: '6' },
  plier: { name: 'Pliers', category: 'Tools', retail: '9' },
  screwDriver: { name: 'Screwdriver', category: 'Tools', retail: '4' },
  cup: { name: 'Cup and saucer', category: 'Kitchenware', retail: '10' },
  plate: { name: 'Dinner plate', category: 'Kitchenware', retail: '7' },
  bulb: { name: 'LED light bulb', category: 'Electronics', retail: '3' },
};
/**
 * As shot. The 10th and 11th are one photo uploaded twice, and the 14th a smaller copy of it: whichever of
 * the two the queue finishes first is reviewed 10th, and the other is the "Same photo" of it.
 */
const SHOTS = [
  'measuringTape1.webp',
  'multimeter1.webp',
  'scissors1.webp',
  'plier1.webp',
  'cup.webp',
  'hammer2.webp',
  'plate.webp',
  'screwDriver1.webp',
  'measuringTape2.webp',
  'hammer1.webp',
  'hammer1.webp',
  'measuringTape3.webp',
  'hammer3.webp',
  '../hammer1-240.webp',
  'multimeter2.webp',
  'plier2.webp',
  'hammer4.webp',
  'scissors2.webp',
  'screwDriver2.webp',
  'bulb.webp',
];
const kindOf = (file: string) => /([a-zA-Z]+)\d*(-240)?\.webp$/.exec(file)![1]!;

/** With SCREENSHOTS=1, the same screen at a desktop's size too, then back to the phone's. */
async function shotAtDesktop(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, name);
  await page.setViewportSize(phone);
}

async function reviewItems(page: Page, projectId: string) {
  const res = await page.request.get(`/api/items?projectId=${projectId}&needsReview=true&sort=oldest`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as ItemPage).items;
}

test('a batch analysed offline is reviewed on a phone; the rest get suggestions from those answers, and alike items are named in one go', async ({
  page,
  signIn,
}) => {
  // 20 photos through the real models on a shared 2-core machine: about a minute alone, several when the
  // other browser tests run beside it.
  test.setTimeout(600_000);
  await signIn();
  const project = await createProject(page, 'Garage sale');

  const dialog = await openMultipleItems(page, project.id);
  await dialog.locator('input[type=file]').setInputFiles(
    SHOTS.map((file, i) => ({
      name: `shot-${String(i + 1).padStart(2, '0')}-${path.basename(file)}`,
      mimeType: 'image/webp',
      buffer: readFileSync(path.join(QUEUE, file)),
    })),
  );
  await dialog.getByRole('radio', { name: /One item per photo/ }).check();
  await dialog.getByRole('button', { name: 'Analyze 20 items' }).click();
  const batchId = await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: /^Garage sale/ });
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 540_000 });

  // Which photo each item is (the batch's jobs name them), and its shot number.
  const { jobs } = await readBatch(page.request, batchId);
  const shotOf = new Map<string, number>();
  for (const job of jobs) shotOf.set(job.itemId!, Number(/^shot-(\d+)-/.exec(job.originalFilename!)![1]));
  expect(shotOf.size).toBe(20);
  // What the models named and priced themselves goes back in review too: the operator checks all 20.
  const waiting = new Set((await reviewItems(page, project.id)).map((item) => item.id));
  for (const itemId of shotOf.keys()) {
    if (waiting.has(itemId)) continue;
    const res = await page.request.patch(`/api/items/${itemId}`, { data: { needsReview: true } });
    expect(res.status()).toBe(200);
  }
  const queue = await reviewItems(page, project.id);
  expect(queue).toHaveLength(20);
  const byTag = new Map<string, Item>(queue.map((item) => [item.tagCode, item]));

  // The first item's suggestions are held on their way, to see their row keep its place while they load.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/items/*/suggestions', async (route) => {
    await held;
    return route.fallback();
  });
  await page.goto(`/review?projectId=${project.id}`);
  const firstForm = page.getByRole('form', { name: 'Item 1 of 20' });
  await expect(firstForm.getByRole('status', { name: 'Loading suggestions' })).toBeVisible();
  const categoryAt = async () => (await firstForm.getByLabel('Category').boundingBox())!.y;
  const before = await categoryAt();
  await shot(page, 'review-learning-loading-phone');
  release();
  await expect(firstForm.getByRole('status', { name: 'Loading suggestions' })).toHaveCount(0);
  expect(await categoryAt()).toBe(before);
  await page.unroute('**/api/items/*/suggestions');
  const save = page.getByRole('button', { name: /^Save & (next|finish)$/ });
  const anyItem = page.getByRole('form', { name: /^Item \d+ of 20$/ });
  const shown = async () => {
    await expect(anyItem).toBeVisible();
    const heading = (await anyItem.getByRole('heading', { level: 2 }).textContent())!;
    const item = byTag.get(/tag #(\S+)$/.exec(heading)![1]!)!;
    return { item, shot: shotOf.get(item.id)! };
  };
  const reviewed = new Set<string>();
  const given = new Set<string>();
  const reviewShown = async ({ item, shot: n }: { item: Item; shot: number }) => {
    const label = LABELS[kindOf(SHOTS[n - 1]!)]!;
    await anyItem.getByLabel('Item name').fill(label.name);
    await anyItem.getByLabel('Category').selectOption(label.category);
    await anyItem.getByLabel('Retail price ($)').fill(label.retail);
    given.add(label.name);
    reviewed.add(item.id);
    await save.tap();
  };
  // The queue finishes photos in about, not exactly, the order shot. Nine are reviewed as they come, the
  // copies of hammer1 skipped; the 10th is one of the two uploads of hammer1 (gone back to, or come to).
  const copiesOfHammer1 = [10, 11, 14];
  let skippedHammer1 = 0;
  while (reviewed.size < 9) {
    const current = await shown();
    if (copiesOfHammer1.includes(current.shot)) {
      if (current.shot !== 14) skippedHammer1++;
      await page.getByRole('button', { name: 'Skip', exact: true }).tap();
    } else await reviewShown(current);
    await expect(anyItem.getByRole('heading', { level: 2 })).not.toHaveText(new RegExp(`#${current.item.tagCode}$`));
  }
  for (let moves = 0; moves < 20; moves++) {
    const current = await shown();
    if (current.shot === 10 || current.shot === 11) {
      await reviewShown(current);
      break;
    }
    await page.getByRole('button', { name: skippedHammer1 > 0 ? 'Back' : 'Skip', exact: true }).tap();
    await expect(anyItem.getByRole('heading', { level: 2 })).not.toHaveText(new RegExp(`#${current.item.tagCode}$`));
  }
  expect(reviewed.size).toBe(10);
  await expect(page.getByText(/^Saved “Hammer”: tag \$\d+\.$/)).toBeVisible();

  // On to an item still waiting: its suggestions come from those 10 answers.
  for (let moves = 0; moves < 20 && reviewed.has((await shown()).item.id); moves++) {
    const { item } = await shown();
    await page.getByRole('button', { name: 'Skip', exact: true }).tap();
    await expect(anyItem.getByRole('heading', { level: 2 })).not.toHaveText(new RegExp(`#${item.tagCode}$`));
  }
  const form = anyItem;
  expect(reviewed.has((await shown()).item.id)).toBe(false);
  const suggestions = form.getByRole('list', { name: /Suggestions/ });
  await expect(suggestions).toBeVisible();
  const first = suggestions.getByRole('button').first();
  // The operator's answers come first, each saying where it comes from; never applied by themselves.
  await expect(first).toContainText(/Like “.+” you named at \d{1,2}:\d{2}/);
  const firstName = (await first.locator('span').first().textContent())!;
  expect(given).toContain(firstName);
  await expect(form.getByLabel('Item name')).not.toHaveValue(firstName);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'review-learning-suggestions-phone');
  await shotAtDesktop(page, 'review-learning-suggestions-desktop');
  await first.tap();
  await expect(form.getByLabel('Item name')).toHaveValue(firstName);
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  // Same as these, from the hammer just saved: the alike waiting items with their photos.
  await page.getByRole('button', { name: 'Same as these' }).tap();
  const same = page.getByRole('dialog', { name: 'Same as “Hammer”' });
  const alike = same.getByRole('list', { name: /most alike first/ });
  await expect(alike).toBeVisible();
  const rows = alike.getByRole('listitem');
  // The other upload of the photo, and its smaller copy, come first and are called what they are.
  await expect(rows.nth(0)).toContainText('Same photo');
  await expect(alike.getByText('Same photo', { exact: true })).toHaveCount(1);
  await expect(alike.getByText('Same photo, resized', { exact: true })).toHaveCount(1);
  await expect(rows.first().locator('img')).toHaveJSProperty('complete', true);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'review-learning-same-as-these-phone');
  await shotAtDesktop(page, 'review-learning-same-as-these-desktop');

  // Tick the two copies and apply: name, category and price in one go.
  const ticked: string[] = [];
  for (const row of [rows.nth(0), rows.nth(1)]) {
    ticked.push((await row.getByText(/^Tag #/).textContent())!.replace('Tag #', ''));
    await row.getByRole('checkbox').check();
  }
  await same.getByRole('button', { name: 'Name 2 items “Hammer”' }).tap();
  await expect(same).toBeHidden();
  await expect(page.getByText('Named 2 items “Hammer”')).toBeVisible();
  for (const tag of ticked) {
    const item = byTag.get(tag)!;
    const detail = (await (await page.request.get(`/api/items/${item.id}`)).json()) as Item;
    expect(detail).toMatchObject({ name: 'Hammer', category: 'Tools', retailCents: 1200, needsReview: false });
  }
  // They left the waiting list: 20 - 10 reviewed - 2 named in one go.
  expect(await reviewItems(page, project.id)).toHaveLength(8);
  // The session passes over them: skipping to the end never shows one of them.
  const finished = page.getByRole('region', { name: 'Review finished' });
  for (let n = 0; n < 20; n++) {
    await expect(anyItem.or(finished)).toBeVisible();
    if (await finished.isVisible()) break;
    const { item } = await shown();
    expect(ticked).not.toContain(item.tagCode);
    await page.getByRole('button', { name: 'Skip', exact: true }).tap();
    await expect(
      anyItem
        .getByRole('heading', { level: 2 })
        .filter({ hasNotText: `#${item.tagCode}` })
        .or(finished),
    ).toBeVisible();
  }
  await expect(finished).toContainText('12 items confirmed');
});
