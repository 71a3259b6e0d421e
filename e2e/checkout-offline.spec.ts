import { randomUUID } from 'node:crypto';
import type { CompleteInvoiceRequest, Invoice, InvoiceSummary } from '@tagwise/core/sale-day/invoice-schemas';
import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';
import { seedCheckoutSale } from './support/checkout-sale.ts';

// The desktop side of checkout without signal: a sale kept on this computer while another device's sale of
// the same item reaches the server first; once synced, the admin resolves the double sale as a duplicate tag
// (two things carried one tag), and both sales keep their money.

test('a sale kept offline that syncs after another device sold the item is a double sale the admin resolves as a duplicate tag', async ({
  page,
  context,
  signIn,
}) => {
  test.slow();
  await signIn();
  const { project, items } = await seedCheckoutSale(page.request);
  const lamp = items[2]!;
  await page.goto(`/projects/${project.id}/double-sales`);
  await expect(page.getByRole('heading', { name: 'No double sales' })).toBeVisible();
  await shot(page, 'double-sales-empty-desktop');

  await page.goto(`/projects/${project.id}/checkout`);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Tag code').fill(lamp.tagCode);
  await page.getByLabel('Tag code').press('Enter');
  await page.getByRole('button', { name: 'Complete sale · $49.00' }).click();
  const title = page.getByText(/^Receipt [0-9A-F]{4}-1$/);
  await expect(title).toBeVisible();
  const ref = (await title.textContent())!.replace('Receipt ', '');
  await shot(page, 'checkout-offline-kept-desktop');
  expect(await axeViolations(page)).toEqual([]);

  // Meanwhile another device, online, sold the same lamp (invoice 1).
  const other = await page.request.post(`/api/projects/${project.id}/invoices`, {
    data: {
      id: randomUUID(),
      deviceId: 'a1b2c3d4-0000-4000-8000-00000000beef',
      offline: true,
      completedAt: new Date().toISOString(),
      lines: [
        {
          id: randomUUID(),
          itemId: lamp.id,
          description: 'Brass floor lamp',
          tagPriceCents: 6500,
          dayDiscountBp: 2500,
          listedCents: 4900,
          priceCents: 4900,
        },
      ],
      discount: null,
      taxBp: 0,
      payments: [{ method: 'card', amountCents: 4900 }],
      totals: { subtotalCents: 4900, discountCents: 0, taxCents: 0, totalCents: 4900, changeCents: 0 },
    },
  });
  expect(other.status()).toBe(201);

  // Back online: this sale goes in second, as invoice 2, and the device says it made a double sale.
  await context.setOffline(false);
  await expect(page.getByText(`Sent: receipt ${ref} is invoice 2.`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Open invoice 2' })).toHaveAttribute(
    'href',
    new RegExp(`/projects/${project.id}/invoices/[0-9a-f-]{36}$`),
  );
  await page.getByRole('button', { name: /Waiting to sync/ }).click();
  const sent = page.getByRole('list', { name: 'Sales sent from this device' });
  await expect(sent).toContainText(`${ref} → invoice 2 · 1 double sale for the admin`);
  await shot(page, 'checkout-sent-desktop');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: /Double sales/ }).click();
  const card = page.getByRole('article', { name: 'Double sale of Brass floor lamp' });
  await expect(card.getByRole('region', { name: 'First sale: invoice 1' })).toContainText('on device A1B2');
  await expect(card.getByRole('region', { name: 'Second sale: invoice 2' })).toContainText(
    `on device ${ref.split('-')[0]}`,
  );
  await expect(card.getByRole('link', { name: 'invoice 2' })).toHaveAttribute(
    'href',
    new RegExp(`/projects/${project.id}/invoices/[0-9a-f-]{36}$`),
  );
  await shot(page, 'double-sales-desktop');
  expect(await axeViolations(page)).toEqual([]);

  await card.getByLabel(/Duplicate tag: invoice 2 sold something else/).check();
  await card.getByLabel('Note (optional)').fill('Two matching lamps, one tag');
  await card.getByRole('button', { name: 'Resolve double sale' }).click();
  await expect(card).toContainText('Resolved: duplicate tag');
  await expect(card).toContainText('Two matching lamps, one tag');

  // Both customers paid for something: both sales keep their money, the second as a line of its own.
  const list = (await (await page.request.get(`/api/projects/${project.id}/invoices`)).json()) as {
    invoices: InvoiceSummary[];
  };
  expect(list.invoices.reduce((sum, invoice) => sum + invoice.totalCents - invoice.refundedCents, 0)).toBe(9800);
  const second = list.invoices.find((invoice) => invoice.number === 2)!;
  const invoice = (await (await page.request.get(`/api/invoices/${second.id}`)).json()) as Invoice;
  expect(invoice.lines.map((line) => [line.description, line.itemId])).toEqual([
    [`Duplicate tag of #${lamp.tagCode}`, null],
  ]);
});

test('a sale the server refuses at sync is never dropped: it stays under Waiting to sync with the reason', async ({
  page,
  context,
  signIn,
}) => {
  test.slow();
  await signIn();
  const { project, items } = await seedCheckoutSale(page.request);
  const bowls = items[1]!;
  await page.goto(`/projects/${project.id}/checkout`);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Tag code').fill(bowls.tagCode);
  await page.getByLabel('Tag code').press('Enter');
  await page.getByRole('button', { name: 'Complete sale · $14.00' }).click();
  await expect(page.getByText(/^Receipt [0-9A-F]{4}-1$/)).toBeVisible();

  // Another sale reaches the server first under this sale's id, with other contents (a card payment): the
  // server refuses this one when it syncs (409), and this device must keep it.
  const kept = await page.evaluate(
    () =>
      new Promise<CompleteInvoiceRequest>((resolve, reject) => {
        const open = indexedDB.open('tagwise-checkout');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve((all.result as { request: CompleteInvoiceRequest }[])[0]!.request);
        };
      }),
  );
  const clash = await page.request.post(`/api/projects/${project.id}/invoices`, {
    data: { ...kept, payments: [{ method: 'card', amountCents: 1400 }] },
  });
  expect(clash.status()).toBe(201);
  await context.setOffline(false);
  await expect(page.getByText('1 sale made offline was not accepted.')).toBeVisible({ timeout: 30_000 });
  const waiting = page.getByRole('button', { name: /Waiting to sync/ });
  await expect(waiting).toContainText('1');
  await waiting.click();
  const list = page.getByRole('list', { name: 'Sales waiting to sync' });
  await expect(list).toContainText('Pyrex mixing bowls');
  await expect(list).toContainText(
    'Not accepted: An invoice with this id was already saved with different contents, so this one was not. Nothing was changed. Kept on this device; show it to your admin.',
  );
  await shot(page, 'checkout-refused-desktop');
  expect(await axeViolations(page)).toEqual([]);

  // The server has only the other sale.
  const invoices = (await (await page.request.get(`/api/projects/${project.id}/invoices`)).json()) as {
    invoices: InvoiceSummary[];
  };
  expect(invoices.invoices.map((invoice) => invoice.number)).toEqual([1]);
});
