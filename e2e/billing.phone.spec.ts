import { axeViolations, shot } from './analysis-helpers.ts';
import { seedCredits } from './credits-seed.ts';
import { expect, test } from './fixtures.ts';

// The credits dialog and the built-in test checkout on a phone (Pixel 7): nothing wider than the screen.

const SCREEN_WIDTH = 412;

test('the credits dialog and the test checkout fit the screen', async ({ page, signIn }) => {
  await signIn();
  await seedCredits(page.request, { usedThisPeriod: 10 });
  await page.goto('/credit-history');
  await page.getByRole('button', { name: 'Buy credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add AI credits' });
  await expect(dialog.getByRole('button', { name: 'Purchase Credits' })).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await shot(page, 'credits-dialog-phone');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SCREEN_WIDTH);
  await dialog.getByRole('button', { name: 'Purchase Credits' }).click();
  await expect(page.getByRole('button', { name: 'Pay $80' })).toBeVisible();
  await shot(page, 'test-checkout-phone');
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN_WIDTH);
});
