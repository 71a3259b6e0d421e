import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

// Safari on an iPhone: no install event, so the card explains Add to Home Screen 10 s after the page loaded.
test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
});

test('on iOS the Install prompt card shows 10 s after load with how to add the app to the Home Screen', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.clock.install();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const card = page.getByRole('complementary', { name: 'Install Tagwise' });
  // The page's time has flowed since it loaded (slowly on a busy machine): go on to 9 s after the
  // navigation began, which is no later than the load the card counts from.
  const sinceNavigation = await page.evaluate(() => performance.now());
  await page.clock.runFor(Math.max(0, 9_000 - sinceNavigation));
  await expect(card).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(card).toContainText('Add to Home Screen');
  await expect(card.getByRole('button', { name: 'Install' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'pwa-ios-install-card');
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(card).toHaveCount(0);
});
