import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createItem, seedCredits } from './credits-seed.ts';
import { expect, test } from './fixtures.ts';
import { E2E_OWNER_EMAIL } from '../playwright.config.ts';

const scan = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const TIMEOUT_ERROR = 'AI analysis request timed out. Please try again.';

test.describe('credit usage history', () => {
  test('lists charges newest first with item links and statuses, 50 at a time', async ({ page, signIn }) => {
    await signIn();
    const desk = await createItem(page.request, 'Walnut writing desk');
    const lamp = await createItem(page.request, 'Brass lamp');
    await seedCredits(page.request, {
      tier: 'pro-300',
      transactions: [
        ...Array.from({ length: 55 }, () => ({ itemId: desk })),
        { itemId: lamp },
        { outcome: 'failed' as const, error: TIMEOUT_ERROR },
        { operation: 'enhancement' as const, outcome: 'pending' as const },
      ],
    });
    // The lamp's analysis stays in the history after the item is gone.
    expect((await page.request.delete(`/api/items/${lamp}`)).ok()).toBe(true);

    await page.goto('/credit-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Usage' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Pro 300' });
    // 58 charged, one refunded: 57 used.
    await expect(summary.getByText('57 of 300 credits used this period')).toBeVisible();
    await expect(summary.getByRole('progressbar', { name: 'Plan credits used this period' })).toHaveAttribute(
      'aria-valuenow',
      '57',
    );
    await expect(summary.getByText(/^Resets on /)).toBeVisible();

    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(51);
    await expect(rows.nth(1)).toContainText('Studio enhancement');
    await expect(rows.nth(1)).toContainText('Pending');
    await expect(rows.nth(2)).toContainText('Refunded');
    await expect(rows.nth(2)).toContainText('+1 refunded');
    await expect(rows.nth(2)).toContainText(TIMEOUT_ERROR);
    await expect(rows.nth(3)).toContainText('Deleted item');
    await expect(rows.nth(3)).toContainText('Completed');
    await expect(rows.nth(4).getByRole('link', { name: 'Walnut writing desk' })).toHaveAttribute(
      'href',
      `/items/${desk}`,
    );
    await expect(page.getByText('Showing the latest 50 transactions')).toBeVisible();

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(59);
    await expect(page.getByText('Showing all 58 transactions')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    expect(await scan(page)).toEqual([]);

    await rows.nth(58).getByRole('link', { name: 'Walnut writing desk' }).click();
    await expect(page).toHaveURL(new RegExp(`/items/${desk}$`));
  });

  test('a new workspace sees the empty state, and another workspace none of the first one’s charges', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await seedCredits(page.request, { transactions: [{}, {}], usedThisPeriod: 9 });
    await page.goto('/credit-history');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

    await signIn();
    await page.goto('/credit-history');
    await expect(page.getByRole('heading', { name: 'No credits used yet' })).toBeVisible();
    await expect(page.getByText('0 of 10 credits used this period')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Free' })).toBeVisible();
    await expect(page.getByTestId('credits-alert-dot')).toBeHidden();
    expect(await scan(page)).toEqual([]);
  });

  test('says when the history cannot load, and Retry loads it', async ({ page, signIn }) => {
    await signIn();
    await seedCredits(page.request, { transactions: [{}] });
    let fail = true;
    await page.route('**/api/credits/transactions*', (route) =>
      fail ? route.fulfill({ status: 503, json: {} }) : route.fallback(),
    );
    await page.goto('/credit-history');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load credit history. Please try again.' });
    await expect(alert).toBeVisible();
    // The balance loads on its own.
    await expect(page.getByText('1 of 10 credits used this period')).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  });

  test('unlimited plans show no meter to run out of and record charges as free', async ({ page, signIn }) => {
    await signIn();
    await seedCredits(page.request, { tier: 'enterprise', transactions: [{}] });
    await page.goto('/credit-history');
    const summary = page.getByRole('region', { name: 'Enterprise' });
    await expect(summary.getByText('Unlimited', { exact: true })).toBeVisible();
    await expect(summary.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('0 (unlimited)');
  });
});

test.describe('AI credits meter', () => {
  test('turns amber above 60% used, red with an alert dot above 80%, and opens the history', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await seedCredits(page.request, { usedThisPeriod: 7 });
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const entry = page.getByRole('menuitem', { name: /Credit usage/ });
    await expect(entry).toContainText('3 credits left');
    await expect(entry).toContainText('Free');
    await expect(entry.getByRole('progressbar')).toHaveAttribute('data-level', 'warning');
    await expect(page.getByTestId('credits-alert-dot')).toBeHidden();
    await page.keyboard.press('Escape');

    await seedCredits(page.request, { usedThisPeriod: 9 });
    await page.reload();
    const button = page.getByRole('button', { name: /^Account menu.*AI credits almost used up/ });
    await expect(button.getByTestId('credits-alert-dot')).toBeVisible();
    await button.click();
    await expect(entry).toContainText('1 credit left');
    await expect(entry.getByRole('progressbar')).toHaveAttribute('data-level', 'critical');
    await page.keyboard.press('Escape');

    // None left is said as such, not as "almost used up".
    await seedCredits(page.request, { usedThisPeriod: 10 });
    await page.reload();
    await page.getByRole('button', { name: /^Account menu.*No AI credits left/ }).click();
    await expect(entry).toContainText('0 credits left');
    await entry.click();
    await expect(page).toHaveURL(/\/credit-history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Usage' })).toBeVisible();
  });

  test('the history lists credits the server owner added, with what is left of them', async ({ page, signIn }) => {
    await signIn();
    await seedCredits(page.request, { usedThisPeriod: 10, adminGrant: 50 });
    await page.goto('/credit-history');
    const added = page.getByRole('region', { name: 'Credits added' });
    await expect(added).toContainText('+50 credits');
    await expect(added).toContainText('Added by the person who runs this server');
    await expect(added).toContainText('50 left');
    await expect(page.getByText('Extra credits left: 50')).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
});

/**
 * The app's own purchase-credits event, fired until its dialog shows: the projects page arrives drawn by
 * the server, and the app listens only once its code has taken the page over.
 */
async function askToPurchaseCredits(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('show-purchase-credits-modal')));
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe('credits dialog', () => {
  test('opens on the purchase-credits event, explains what still works, offers the packs, and leads to the history', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await seedCredits(page.request, { usedThisPeriod: 10 });
    await page.goto('/projects');
    const dialog = page.getByRole('dialog', { name: 'AI credits used up' });
    await askToPurchaseCredits(page, dialog);
    await expect(dialog).toContainText("You've used 10/10 credits this period");
    await expect(dialog).toContainText('Uploading photos and adding items manually still work without credits');
    // The three packs, the best value one chosen (commercial-side.md section 9).
    const packs = dialog.getByRole('group', { name: 'Choose a credit pack' }).getByRole('radio');
    await expect(packs).toHaveCount(3);
    await expect(dialog.getByRole('radio', { name: /500 credits/ })).toBeChecked();
    await expect(dialog).toContainText('$80');
    await expect(dialog).toContainText('Test mode.');
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await scan(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.evaluate(() => window.dispatchEvent(new Event('show-purchase-credits-modal')));
    await dialog.getByRole('link', { name: 'View credit usage' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/credit-history$/);
  });
});

test.describe('the person who runs this server', () => {
  /** An item the offline analyzer was unsure of, as it leaves one, and its page open. */
  const offlineItemPage = async (page: Page) => {
    const itemId = await createItem(page.request, 'Unidentified item');
    const flagged = await page.request.post('/api/test/needs-review', { data: { itemIds: [itemId] } });
    expect(flagged.status()).toBe(204);
    await page.goto(`/items/${itemId}`);
    const notice = page.getByRole('region', { name: 'AI analysis' });
    await expect(notice.getByText('A basic offline guess')).toBeVisible();
    return notice;
  };
  const outOfCredits = async (page: Page) => {
    await seedCredits(page.request, { usedThisPeriod: 10 });
    await page.goto('/projects');
    const dialog = page.getByRole('dialog', { name: 'AI credits used up' });
    await askToPurchaseCredits(page, dialog);
    await expect(dialog).toContainText("You've used 10/10 credits this period");
    return dialog;
  };

  test('the owner out of credits is shown the npm run admin commands; another account is not, and is told whom to ask', async ({
    page,
    signIn,
  }) => {
    // OWNER_EMAILS names this address on the test servers (playwright.config.ts).
    await signIn(E2E_OWNER_EMAIL);
    const dialog = await outOfCredits(page);
    await dialog.getByText('You run this server: add credits without paying').click();
    await expect(
      dialog.getByText('You run this server. To give this account more AI credits, run on the server:'),
    ).toBeVisible();
    await expect(dialog.getByText(`npm run admin -- grant ${E2E_OWNER_EMAIL} 100`, { exact: true })).toBeVisible();
    await expect(dialog.getByText(`npm run admin -- plan ${E2E_OWNER_EMAIL} pro-300`, { exact: true })).toBeVisible();
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await scan(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The offline analyzer's notice gives the owner the exact setting, not someone to ask.
    const ownerNotice = await offlineItemPage(page);
    await expect(ownerNotice).toContainText('You run this server. For full identification, set a cloud provider');
    await expect(ownerNotice.getByText('AI_PROVIDER=openai AI_API_KEY=sk-…', { exact: true })).toBeVisible();
    await expect(ownerNotice).not.toContainText('ask the person who runs this Tagwise server');

    // Anyone else: the packs, no command and no claim to run the server.
    await signIn();
    const other = await outOfCredits(page);
    await expect(other.getByRole('group', { name: 'Choose a credit pack' })).toBeVisible();
    await expect(other.getByText('You run this server', { exact: false })).toHaveCount(0);
    await expect(other.getByText(/npm run admin/)).toHaveCount(0);
    await other.getByRole('button', { name: 'Cancel' }).click();
    const notice = await offlineItemPage(page);
    await expect(notice).toContainText(
      'For full identification, condition and market research, ask the person who runs this Tagwise server to connect a cloud AI provider.',
    );
    await expect(notice.getByText(/AI_PROVIDER|npm run admin/)).toHaveCount(0);
    expect(await scan(page)).toEqual([]);
  });
});
