import type { Locator, Page } from '@playwright/test';
import { ANALYSIS_MESSAGES, ENHANCING_AND_ANALYZING_LABEL } from '@tagwise/core/schemas/analysis';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/values/enhancements';
import { expect, test } from './fixtures.ts';
import { axeViolations, createProject, openSingleItem, PHOTOS, shot } from './analysis-helpers.ts';
import { createItem, seedCredits } from './credits-seed.ts';

// Studio photos against the real server: the e2e server's enhancer is the offline one (AI_PROVIDER is the
// fake OpenAI there, not Google), so the ISNet model really cuts the chair out; its first use loads the
// model, which takes a few seconds.

/** An item with the chair photo, added through the page's own picker; returns the Photos region. */
async function itemPageWithChair(page: Page) {
  const itemId = await createItem(page.request, 'Ladder-back chair');
  await page.goto(`/items/${itemId}`);
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.locator('input[type=file]').setInputFiles(PHOTOS.chair);
  await expect(photos.getByRole('img')).toHaveCount(1);
  return { itemId, photos };
}

/** Holds matching requests half a second in the browser, so a progress state shows however fast the server is. */
const holdRequests = (page: Page, url: string) =>
  page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });

/** The studio toggle of a photo on the item page. */
const versionButton = (photos: Locator, index: number, name: 'Original' | 'Studio') =>
  photos.getByRole('group', { name: `Photo ${index} shows` }).getByRole('button', { name });

const creditsUsed = async (page: Page) =>
  ((await (await page.request.get('/api/credits')).json()) as { used: number }).used;

test('a Pro user enhances a photo, sees the studio version, and switches back to the original', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn();
  await seedCredits(page.request, { tier: 'pro-600' });
  const { photos } = await itemPageWithChair(page);
  const thumb = photos.getByRole('img', { name: 'Ladder-back chair, photo 1 (main)' });
  await expect(thumb).toHaveAttribute('src', /\/thumb$/);
  await expect(photos.getByText('Studio photo · 1 credit')).toBeVisible();
  await shot(page, 'enhancement-desktop-before');

  await holdRequests(page, '**/enhance');
  const enhance = photos.getByRole('button', { name: 'Enhance photo 1' });
  await enhance.click();
  const working = photos.getByRole('button', { name: /Creating studio photo…/ });
  await expect(working).toBeDisabled();
  await expect(working).toHaveAttribute('aria-busy', 'true');
  await shot(page, 'enhancement-desktop-working');

  await expect(page.getByText(ENHANCEMENT_MESSAGES.done)).toBeVisible({ timeout: 60_000 });
  await expect(versionButton(photos, 1, 'Studio')).toHaveAttribute('aria-pressed', 'true');
  await expect(thumb).toHaveAttribute('src', /\/studio-thumb\?v=/);
  expect(await creditsUsed(page)).toBe(1);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'enhancement-desktop-studio');

  await versionButton(photos, 1, 'Original').click();
  await expect(versionButton(photos, 1, 'Original')).toHaveAttribute('aria-pressed', 'true');
  await expect(thumb).toHaveAttribute('src', /\/thumb$/);
  // Kept by the server, not just on screen; switching costs nothing.
  await page.reload();
  await expect(versionButton(photos, 1, 'Original')).toHaveAttribute('aria-pressed', 'true');
  expect(await creditsUsed(page)).toBe(1);
});

test('the free plan sees that studio photos are a Pro feature, and the way to the Pro plans', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { photos } = await itemPageWithChair(page);
  let enhanced = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/enhance')) enhanced = true;
  });
  await photos.getByRole('button', { name: 'Enhance photo 1' }).click();
  const explanation = page.getByRole('dialog', { name: 'Studio photos' });
  await expect(explanation).toContainText(ENHANCEMENT_MESSAGES.planRequired);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'enhancement-desktop-free-plan');
  // The workspace's admin is led to the plans (the trial included); not the server's owner, so no command.
  await expect(explanation).toContainText('Pro 600 and Pro 900 start with a 7-day free trial.');
  await expect(explanation.getByText(/npm run admin/)).toHaveCount(0);
  expect(enhanced).toBe(false);
  await explanation.getByRole('link', { name: 'See the Pro plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
});

test('Enterprise sees studio photos as included', async ({ page, signIn }) => {
  await signIn();
  await seedCredits(page.request, { tier: 'enterprise' });
  const { photos } = await itemPageWithChair(page);
  await expect(photos.getByText('Studio photo · Included')).toBeVisible();
});

test('an analysis with Studio photo on says it enhances, and the item opens on its studio photo', async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn();
  await seedCredits(page.request, { tier: 'pro-300' });
  const project = await createProject(page, 'Studio sale');
  await page.goto(`/projects/${project.id}`);
  const dialog = await openSingleItem(page, 'Analyze Photos');
  const option = dialog.getByRole('switch', { name: 'Studio photo' });
  await expect(option).not.toBeChecked();
  await dialog.locator('input[type=file]').setInputFiles(PHOTOS.chairLarge);
  await expect(dialog.getByRole('list', { name: 'Photos' }).locator('img[src^="blob:"]')).toHaveCount(1);
  await option.click();
  await expect(option).toBeChecked();
  await shot(page, 'enhancement-analysis-option');
  await holdRequests(page, '**/api/analyses');
  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(dialog.getByRole('status')).toContainText(ENHANCING_AND_ANALYZING_LABEL);
  await shot(page, 'enhancement-analysis-working');
  await expect(page.getByText(ANALYSIS_MESSAGES.analyzedMany(1))).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/items\/[0-9a-f-]{36}$/);
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(versionButton(photos, 1, 'Studio')).toHaveAttribute('aria-pressed', 'true');
  // One credit for the analysis and its studio photo together.
  expect(await creditsUsed(page)).toBe(1);
});

test('the free plan is not offered the studio option in the analysis dialog', async ({ page, signIn }) => {
  await signIn();
  const project = await createProject(page, 'Free sale');
  await page.goto(`/projects/${project.id}`);
  const dialog = await openSingleItem(page, 'Analyze Photos');
  await expect(dialog.getByRole('button', { name: 'Analyze Item' })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Studio photo' })).toHaveCount(0);
});
