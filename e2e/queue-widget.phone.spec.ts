import { axeViolations, createProject, shot } from './analysis-helpers.ts';
import { batchAction, createBatch, sendPhotos } from './batch-seed.ts';
import { createItem, seedCredits } from './credits-seed.ts';
import { expect, test } from './fixtures.ts';

test('on a phone, the queue widget spans the screen above its bottom edge and leaves the page reachable', async ({
  page,
  signIn,
}) => {
  await signIn();
  await seedCredits(page.request, { tier: 'pro-300' });
  const project = await createProject(page, 'Cedar Avenue sale');
  const busy = await createBatch(page.request, project.id, 'Living room with a very long batch name for phones', 4);
  const ended = await createBatch(page.request, project.id, 'Hallway', 2);
  await page.goto('/projects');
  const widget = page.getByRole('complementary', { name: 'Bulk queue' });
  // It starts as one line at the bottom edge: a phone's screen is for the page.
  await expect(widget.getByRole('button', { name: 'Expand bulk queue' })).toHaveAttribute('aria-expanded', 'false');
  const line = (await widget.boundingBox())!;
  expect(line.height).toBeLessThan(64);
  expect(line.height).toBeLessThan(page.viewportSize()!.height * 0.1);
  await shot(page, 'queue-widget-phone-collapsed');
  await widget.getByRole('button', { name: 'Expand bulk queue' }).click();
  await expect(widget.getByRole('listitem')).toHaveCount(2);
  await sendPhotos(page.request, busy, 1);
  await batchAction(page.request, ended.id, 'cancel');
  await expect(widget.getByRole('listitem').filter({ hasText: 'Hallway' })).toContainText('Cancelled');

  const viewport = page.viewportSize()!;
  const box = (await widget.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(8);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width - 8);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height - 8);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The header's camera button stays clear of the card.
  const camera = (await page.getByRole('button', { name: 'Take Photo' }).boundingBox())!;
  expect(camera.y + camera.height).toBeLessThan(box.y);
  await shot(page, 'queue-widget-phone');
  expect(await axeViolations(page)).toEqual([]);

  // Scrolled to the end, the page's last content sits above the card, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const mainBottom = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().bottom);
  const cardTop = (await widget.boundingBox())!.y;
  expect(mainBottom).toBeLessThanOrEqual(cardTop + 1);

  // Collapsed again, it stays one line after a reload.
  await widget.getByRole('button', { name: 'Collapse bulk queue' }).click();
  await page.reload();
  const collapsed = (await widget.boundingBox())!;
  expect(collapsed.height).toBeLessThan(64);
  await expect(widget).toContainText('Living room');
});

test('on a phone, Queue is in the menu and the page lays each batch out as a card', async ({ page, signIn }) => {
  await signIn();
  await seedCredits(page.request, { tier: 'pro-300' });
  const project = await createProject(page, 'Spruce Hill sale');
  const batch = await createBatch(page.request, project.id, 'Workshop', 3);
  await batchAction(page.request, batch.id, 'pause');
  await sendPhotos(page.request, batch);
  await batchAction(page.request, batch.id, 'cancel');
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Queue' }).click();
  await expect(page).toHaveURL(/\/queue$/);
  const card = page.getByRole('article', { name: 'Workshop' });
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Spruce Hill sale');
  await card.getByRole('button', { name: 'Show photos of Workshop' }).click();
  await expect(card.getByText('Batch was cancelled by user')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'queue-page-phone');
  expect(await axeViolations(page)).toEqual([]);
});

test('on a phone, the selected-items bar sits above the queue widget, not under it', async ({ page, signIn }) => {
  await signIn();
  await createItem(page.request, 'Teapot');
  const project = await createProject(page, 'Willow Way sale');
  await createBatch(page.request, project.id, 'Sunroom', 3);
  await page.goto('/inventory');
  const widget = page.getByRole('complementary', { name: 'Bulk queue' });
  await expect(widget).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Teapot' }).click();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await expect(bar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const barBox = (await bar.boundingBox())!;
  const widgetBox = (await widget.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(widgetBox.y);
  await shot(page, 'queue-widget-phone-selection');
});
