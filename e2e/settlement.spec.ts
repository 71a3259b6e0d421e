import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expectedCash } from '@tagwise/core/sale-day/day-end';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import type { SalesSummary } from '@tagwise/core/sale-day/day-end-schemas';
import { countOf } from '@tagwise/core/values/plural';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { itemLine, ringUp, seedSale } from './support/settlement-sale.ts';

// The sale's end of day and the client's settlement, on screen: the sale is rung up through the API as a
// checkout screen sends it (lines by core's linePricing, totals by core's invoiceTotals), and every figure
// the pages and the statement PDF show is checked against the sums of the invoices the server stored.

const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test('the admin sets the terms, assigns a consignor, settles with figures equal to the invoices, and counts the cash', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await signIn();
  const { projectId, items } = await seedSale(page);

  // The terms, an expense and a consignor, on the settlement page reached from the project's menu.
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'Sale & settlement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sale & settlement' })).toBeVisible();
  await expect(page.getByText('No consignors: every item is the client’s.')).toBeVisible();
  await expect(page.getByLabel('Sales tax (%)')).toHaveValue('');
  await page.getByLabel('Client', { exact: true }).fill('The Whitfield family');
  await page.getByLabel('Client’s e-mail').fill('whitfield@example.com');
  await page.getByLabel('Your commission (%)').fill('nine');
  await page.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Enter a percentage such as 35 or 8.25')).toBeVisible();
  await page.getByLabel('Your commission (%)').fill('30');
  await page.getByLabel('Sales tax (%)').fill('8.25');
  await page.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Sale terms saved')).toBeVisible();

  await page.getByLabel('Expense', { exact: true }).fill('Dumpster');
  await page.getByLabel('Amount ($)').fill('450');
  await page.getByRole('button', { name: 'Add expense' }).click();
  const expenses = page.getByRole('list', { name: 'Expenses' });
  await expect(expenses.getByText('Dumpster')).toBeVisible();
  await expect(expenses.getByText('Total expenses')).toBeVisible();

  await page.getByLabel('Consignor', { exact: true }).fill('Pat Lee');
  await page.getByLabel('Their share (%)').fill('60');
  await page.getByRole('button', { name: 'Add consignor' }).click();
  await expect(page.getByRole('list', { name: 'Consignors' })).toContainText('60% of sales · 0 items');

  // The lamp is Pat's: a bulk action on the project's list.
  await page.getByRole('link', { name: 'Back to project' }).click();
  await page.getByRole('checkbox', { name: 'Select Brass floor lamp' }).click();
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Assign to consignor…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to consignor' });
  await dialog.getByLabel('Consignor').selectOption({ label: 'Pat Lee' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Assigned 1 item to Pat Lee')).toBeVisible();

  // The sale at the door: cash with change, a split, and an invoice voided.
  const first = await ringUp(
    page.request,
    projectId,
    [itemLine(items['Walnut credenza']!, 200_00), itemLine(items['Pyrex mixing bowls']!)],
    (total) => [{ method: 'cash', amountCents: total, tenderedCents: Math.ceil(total / 10_000) * 10_000 }],
  );
  const second = await ringUp(
    page.request,
    projectId,
    [
      itemLine(items['Brass floor lamp']!),
      {
        id: randomUUID(),
        itemId: null,
        description: 'Box of books',
        tagPriceCents: null,
        dayDiscountBp: null,
        listedCents: null,
        priceCents: 100,
      },
    ],
    (total) => [
      { method: 'cash', amountCents: 2000, tenderedCents: 2000 },
      { method: 'card', amountCents: total - 2000 },
    ],
  );
  const voided = await ringUp(page.request, projectId, [itemLine(items['Gilt mirror']!)], (total) => [
    { method: 'card', amountCents: total },
  ]);
  expect(
    (
      await page.request.post(`/api/invoices/${voided.id}/void`, { data: { reason: 'Rang up the wrong mirror' } })
    ).status(),
  ).toBe(200);

  // What the statement must say, summed from the invoices as the server stored them.
  const stored = await Promise.all(
    [first, second].map(async (i) => (await (await page.request.get(`/api/invoices/${i.id}`)).json()) as Invoice),
  );
  const lines = stored.flatMap((i) => i.lines);
  const gross = lines.reduce((sum, l) => sum + l.netCents, 0);
  const tax = lines.reduce((sum, l) => sum + l.taxCents, 0);
  expect(gross + tax).toBe(stored.reduce((sum, i) => sum + i.totalCents, 0));
  const lampNet = lines.find((l) => l.itemId === items['Brass floor lamp']!.id)!.netCents;
  const payout = Math.round((lampNet * 6000) / 10_000);
  const clientGross = gross - lampNet;
  const commission = Math.round((clientGross * 3000) / 10_000);
  const net = clientGross - commission - 450_00;

  await page.goto(`/projects/${projectId}/settlement`);
  const figures = page.getByRole('definition');
  await expect(figures).toHaveText([
    formatMoney(gross),
    formatMoney(commission),
    formatMoney(payout),
    net < 0 ? `−${formatMoney(-net)}` : formatMoney(net),
  ]);
  const sales = page.getByRole('table', { name: 'Sales' });
  await expect(sales.getByRole('row', { name: /Invoice totals \(2 invoices; 1 voided, not counted\)/ })).toContainText(
    formatMoney(gross + tax),
  );
  await expect(sales.getByRole('row', { name: 'Sales tax collected' })).toContainText(formatMoney(tax));
  await expect(page.getByRole('table', { name: 'Consignor payouts' })).toContainText(
    `Pat Lee: 60% of sales, 1 sold for ${formatMoney(lampNet)}`,
  );
  await expect(page.getByText('1 unsold item, $30.00 at their tag prices')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'settlement-desktop', { fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Settlement PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^settlement-statement-cedar-lane.*\.pdf$/);
  const text = pdfText(await file.path());
  expect(text).toContain('Prepared for The Whitfield family · whitfield@example.com');
  expect(text).toMatch(
    new RegExp(`Invoice totals \\(2 invoices; 1 voided, not counted\\)\\s+${escape(formatMoney(gross + tax))}`),
  );
  expect(text).toMatch(new RegExp(`Sales tax collected\\s+−${escape(formatMoney(tax))}`));
  expect(text).toMatch(new RegExp(`Gross sales\\s+${escape(formatMoney(gross))}`));
  expect(text).toMatch(new RegExp(`Commission \\(30%\\)\\s+−${escape(formatMoney(commission))}`));
  expect(text).toMatch(new RegExp(`Dumpster\\s+\\$450\\.00`));
  expect(text).toMatch(
    new RegExp(`Pat Lee\\s+60% of sales\\s+1\\s+${escape(formatMoney(lampNet))}\\s+${escape(formatMoney(payout))}`),
  );
  expect(text).toMatch(new RegExp(`Net to client\\s+${escape(net < 0 ? `−${formatMoney(-net)}` : formatMoney(net))}`));
  expect(text).toContain('Gilt mirror');

  // The day's end: takings by method from the same invoices, and the drawer counted $2.00 short.
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await page.getByRole('menuitem', { name: 'End of day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'End of day' })).toBeVisible();
  const summary = (await (
    await page.request.get(`/api/projects/${projectId}/sales-summary?timeZone=UTC`)
  ).json()) as SalesSummary;
  const cash = summary.byMethod.find((m) => m.method === 'cash')!;
  const cashTaken = stored[0]!.totalCents + 2000;
  expect(cash.takenCents).toBe(cashTaken);
  const byMethod = page.getByRole('table', { name: 'By payment method' });
  await expect(byMethod.getByRole('row', { name: /^Cash/ })).toContainText(formatMoney(cashTaken));
  await expect(byMethod.getByRole('row', { name: /^Card/ })).toContainText(formatMoney(stored[1]!.totalCents - 2000));
  await expect(page.getByRole('list', { name: 'Voids and refunds' })).toContainText('Invoice 3 voided');
  await expect(page.getByRole('list', { name: 'By person' })).toContainText(
    countOf(summary.byPerson[0]!.invoiceCount, 'invoice'),
  );

  const expected = expectedCash(100_00, cash);
  await page.getByLabel('Opening float ($)').fill('100');
  await page.getByLabel('Counted in the drawer ($)').fill(((expected - 200) / 100).toFixed(2));
  await expect(page.getByText(`Expected in the drawer: ${formatMoney(expected)}`)).toBeVisible();
  await expect(page.getByText('Difference: $2.00 short')).toBeVisible();
  await page.getByRole('button', { name: 'Save cash count' }).click();
  await expect(page.getByRole('list', { name: 'Cash counts of the day' })).toContainText(
    `Counted ${formatMoney(expected - 200)} of ${formatMoney(expected)} expected: $2.00 short`,
  );
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Cash count saved: the drawer is $2.00 short');
  // axe reads a toast's colours mid-fade; the page is what is checked here.
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'day-end-desktop', { fullPage: true });
});

test('a team member counts the cash at the day’s end but is not offered the settlement', async ({ page, signIn }) => {
  const admin = await signIn();
  // Another account's sale, or none: not found, as on the project page.
  for (const screen of ['day-end', 'settlement']) {
    await page.goto(`/projects/${randomUUID()}/${screen}`);
    await expect(page.getByText(PROJECT_MESSAGES.notFound)).toBeVisible();
  }
  const { projectId } = await seedSale(page);
  await signIn(undefined, { subUserOf: admin.email });
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Reports and files' }).click();
  await expect(page.getByRole('menuitem', { name: 'End of day' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sale & settlement' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Settlement statement' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/projects/${projectId}/settlement`);
  await expect(page.getByText('Only your account admin settles the sale')).toBeVisible();
  await page.goto(`/projects/${projectId}/day-end`);
  await expect(page.getByRole('heading', { level: 1, name: 'End of day' })).toBeVisible();
  await expect(page.getByText('No voids or refunds.')).toBeVisible();
  // A sale with no days set and nothing sold yet: today is still offered, so the float can be counted.
  const { today } = (await (
    await page.request.get(`/api/projects/${projectId}/sales-summary?timeZone=UTC`)
  ).json()) as SalesSummary;
  await page.getByLabel('Day').selectOption(today);
  await page.getByLabel('Opening float ($)').fill('50');
  await page.getByLabel('Counted in the drawer ($)').fill('50.00');
  await expect(page.getByText('Difference: matches')).toBeVisible();
  await page.getByRole('button', { name: 'Save cash count' }).click();
  await expect(page.getByRole('list', { name: 'Cash counts of the day' })).toContainText(
    'Counted $50.00 of $50.00 expected: matches',
  );
});

/** A money text inside a regular expression. */
function escape(text: string) {
  return text.replace(/[$.()]/g, '\\$&');
}
