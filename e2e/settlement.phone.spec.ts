import type { Page } from '@playwright/test';
import type { Consignor } from '@tagwise/core/sale-day/terms-schemas';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { itemLine, ringUp, seedSale, TAX_BP } from './support/settlement-sale.ts';

// The day's end and the settlement on a phone: reached from the project's menu, nothing wider than the
// screen, and clean under axe, with a sale that has a flat-rate consignor, an expense and split payments.

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('on a phone, the day’s end and the settlement fit the screen', async ({ page, signIn }) => {
  await signIn();
  const { projectId, items } = await seedSale(page);
  const terms = { clientName: 'The Whitfield family', commissionBp: 3500, salesTaxBp: TAX_BP };
  expect((await page.request.patch(`/api/projects/${projectId}/sale-terms`, { data: terms })).status()).toBe(200);
  await page.request.post(`/api/projects/${projectId}/expenses`, {
    data: { description: 'Dumpster', amountCents: 450_00 },
  });
  const consignor = (await (
    await page.request.post(`/api/projects/${projectId}/consignors`, {
      data: { name: 'Pat Lee', contact: '555-0100', payout: { kind: 'flat', cents: 400 } },
    })
  ).json()) as Consignor;
  await page.request.post('/api/items/bulk', {
    data: { selection: { ids: [items['Gilt mirror']!.id] }, action: { type: 'consignor', consignorId: consignor.id } },
  });
  await ringUp(page.request, projectId, [itemLine(items['Walnut credenza']!), itemLine(items['Gilt mirror']!)], (t) => [
    { method: 'cash', amountCents: 5000, tenderedCents: 6000 },
    { method: 'card', amountCents: t - 5000 },
  ]);

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'End of day' }).click();
  await expect(page.getByRole('table', { name: 'By payment method' })).toContainText(
    '$60.00 handed over, $10.00 change',
  );
  await fitsTheScreen(page);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'day-end-phone', { fullPage: true });

  await page.getByRole('link', { name: 'Back to project' }).click();
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Sale & settlement' }).click();
  await expect(page.getByRole('list', { name: 'Consignors' })).toContainText('$4.00 per item sold · 1 item · 555-0100');
  await expect(page.getByRole('table', { name: 'Consignor payouts' })).toContainText('$4.00');
  await fitsTheScreen(page);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'settlement-phone', { fullPage: true });
});
