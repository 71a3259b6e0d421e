import type { Page } from '@playwright/test';
import { shot } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';
import { box, contentUnder, overlaps, scrollToEnd, settledBox } from './layout-helpers.ts';
import { seedReview } from './review-seed.ts';

// What a phone showed wrong (issue 15): rows that cut the tag code off, toasts over the header's buttons;
// (issue 33) the help assistant's button over the last prices, Review N items and the review's fields.

async function addItem(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/items', { data });
  expect(res.status()).toBe(201);
  return (await res.json()) as { tagCode: string };
}

test('on a phone, an item row shows its whole tag code however long the rest of its line', async ({ page, signIn }) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Row sale' } })).json()) as {
    id: string;
  };
  const item = await addItem(page, {
    projectId: project.id,
    name: 'Victorian mahogany upright piano with matching bench and sheet music',
    category: 'Musical Instruments',
    condition: 'Like New',
    retailCents: 120_000,
  });
  await page.goto(`/projects/${project.id}`);
  const code = page.getByText(`#${item.tagCode}`, { exact: true });
  await expect(code).toBeVisible();
  // Not cut: the whole code is drawn, inside the screen.
  expect(await code.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const { x, width } = await box(code);
  expect(x + width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // The rest of the line wraps rather than being cut: the status (sold or not) stays readable.
  const details = page.getByText('Musical Instruments · Like New · Available', { exact: true });
  await expect(details).toBeVisible();
  expect(await details.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const status = await box(details);
  expect(status.x + status.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, 'item-rows-phone');
});

test('on a phone, a toast leaves the header’s buttons uncovered', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  await page.getByRole('dialog').getByLabel('Project Name').fill('Toast sale');
  await page.getByRole('dialog').getByRole('button', { name: 'Create Project' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Project created' });
  await expect(toast).toBeVisible();
  const toastBox = await settledBox(toast);
  for (const name of ['Take Photo', 'Open menu']) {
    expect(overlaps(toastBox, await box(page.getByRole('banner').getByRole('button', { name })))).toBe(false);
  }
  await shot(page, 'toast-phone');
});

test('on a phone, the help assistant’s button covers nothing at the end of an item list or of the review screen', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { project } = await seedReview(page.request, { count: 2 });
  await page.goto(`/projects/${project.id}`);
  const launcher = page.getByRole('button', { name: 'Ask the help assistant' });
  await expect(launcher).toBeVisible();
  // The oldest rows, priced, come last: their prices sit at the right edge, where the button floats.
  await expect(page.getByText('retail $10', { exact: true })).toBeAttached();
  await scrollToEnd(page);
  expect(await contentUnder(launcher)).toEqual([]);
  await shot(page, 'launcher-list-end-phone');

  // A project of one flagged item: Review 1 item is the page's last control.
  const short = await seedReview(page.request, { projectName: 'Short sale', count: 1 });
  await page.goto(`/projects/${short.project.id}`);
  await expect(page.getByRole('link', { name: 'Review 1 item' })).toBeVisible();
  await scrollToEnd(page);
  expect(await contentUnder(launcher)).toEqual([]);

  // The review screen, its fields above the pinned Save & next bar and the button above that.
  await page.goto(`/review?projectId=${project.id}`);
  await expect(page.getByRole('form', { name: 'Item 1 of 2' })).toBeVisible();
  await scrollToEnd(page);
  expect(await contentUnder(launcher)).toEqual([]);
  await shot(page, 'launcher-review-end-phone');
});
