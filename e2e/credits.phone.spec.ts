import { createItem, seedCredits } from './credits-seed.ts';
import { expect, test } from './fixtures.ts';

test('on a phone, the credit history is a list of cards that fits the screen', async ({ page, signIn }) => {
  await signIn();
  const item = await createItem(
    page.request,
    'Mid-century walnut writing desk with brass pulls, three drawers and the original key',
  );
  await seedCredits(page.request, {
    tier: 'basic',
    transactions: [
      { itemId: item },
      { outcome: 'failed', error: 'The AI service did not answer in time (request took longer than 60 seconds).' },
    ],
    usedThisPeriod: 45,
  });
  await page.goto('/credit-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Usage' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Credit transactions' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('+1 credit refunded');
  await expect(cards.nth(1)).toContainText('1 credit');
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', `/items/${item}`);
  await expect(page.getByRole('table')).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a phone, the menu shows the credits meter and its link closes the menu', async ({ page, signIn }) => {
  await signIn();
  await seedCredits(page.request, { usedThisPeriod: 9 });
  await page.goto('/projects');
  await page.getByRole('button', { name: /^Open menu.*AI credits almost used up/ }).click();
  const menu = page.getByRole('dialog');
  const meter = menu.getByRole('link', { name: /Credit usage/ });
  await expect(meter).toContainText('1 credit left');
  await expect(meter.getByRole('progressbar')).toHaveAttribute('data-level', 'critical');
  await meter.click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/credit-history$/);
});
