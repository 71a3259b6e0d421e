import { axeViolations, shot } from './analysis-helpers.ts';
import { seedItems } from './analytics-seed.ts';
import { expect, test } from './fixtures.ts';

test('on a phone, the dashboard fits the screen: the tables scroll within their panels, not the page', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn();
  await seedItems(page.request, 2_000);
  // In by the phone menu.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/data-dashboard$/);
  await expect(page.locator('[data-figure="Items"]')).toHaveText('2,000');
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const picker = await page.getByLabel('Project', { exact: true }).boundingBox();
  expect(picker!.x + picker!.width).toBeLessThanOrEqual(width);
  await shot(page, 'analytics-phone');
  expect(await axeViolations(page)).toEqual([]);
});
