import { devices, type BrowserContext, type Page } from '@playwright/test';
import type { InvoiceSummary } from '@tagwise/core/sale-day/invoice-schemas';
import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { seedCheckoutSale } from './support/checkout-sale.ts';

// Issue 35's "several phones, no signal": a checkout completed without a connection is kept on the phone
// and synced when the connection returns (its provisional reference becomes the invoice number), and two
// phones that sold the same item offline both sync; the admin sees the double sale and resolves it.

/** Rings up one tag typed at the door, paid in exact cash. */
async function ringUp(phone: Page, tagCode: string, total: string) {
  await phone.getByLabel('Tag code').fill(tagCode);
  await phone.getByLabel('Tag code').press('Enter');
  await expect(phone.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  await phone.getByRole('button', { name: `Complete sale · ${total}` }).click();
}

/** The provisional receipt reference a phone shows for a sale it kept ("7F3A-1"). */
async function keptRef(phone: Page) {
  const title = phone.getByText(/^Receipt [0-9A-F]{4}-\d+$/);
  await expect(title).toBeVisible();
  return (await title.textContent())!.replace('Receipt ', '');
}

/** A phone signed in as a member of the admin's account (its own session, its own device). */
async function memberPhone(page: Page, adminEmail: string, baseURL: string): Promise<BrowserContext> {
  const res = await page.request.post('/api/test/sessions', {
    data: { email: uniqueEmail('door-helper'), subUserOf: adminEmail },
  });
  expect(res.status()).toBe(200);
  const { userId, cookies } = (await res.json()) as {
    userId: string;
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  const context = await page
    .context()
    .browser()!
    .newContext({ ...devices['Pixel 7'], baseURL });
  await context.addCookies(cookies);
  await context.addInitScript((id) => {
    localStorage.setItem(`tagwise:tours:${id}`, JSON.stringify({ offerDismissed: true }));
  }, userId);
  return context;
}

test('a checkout completed without signal is kept on the phone, works after a reload, and syncs when the connection returns', async ({
  page,
  context,
  signIn,
}) => {
  test.slow();
  await signIn();
  const { project, items } = await seedCheckoutSale(page.request);
  const lamp = items[2]!;
  await page.goto(`/projects/${project.id}/checkout`);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // The service worker controls the page once it has installed (the app's files are then kept).
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });

  // The basement: the checkout opens again without a connection, from the app's files and the sale's items
  // this phone read.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /No connection\. Ringing up from this sale's items/ }),
  ).toBeVisible();
  await ringUp(page, lamp.tagCode, '$49.00');
  const ref = await keptRef(page);
  await expect(page.getByText('Kept on this device (no connection).')).toBeVisible();
  const waiting = page.getByRole('button', { name: /Waiting to sync/ });
  await expect(waiting).toContainText('1');
  await shot(page, 'checkout-offline-kept-phone');
  expect(await axeViolations(page)).toEqual([]);

  // The list of what waits: the sale with its reference and total.
  await waiting.click();
  const list = page.getByRole('dialog', { name: 'Waiting to sync' });
  await expect(list.getByRole('list', { name: 'Sales waiting to sync' })).toContainText(`Receipt ${ref}`);
  await expect(list).toContainText('$49.00');
  await expect(list.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  await shot(page, 'checkout-waiting-to-sync-phone');
  expect(await axeViolations(page)).toEqual([]);
  await list.getByRole('button', { name: 'Close' }).click();

  // This phone sold the lamp: typed again, it says so.
  await page.getByRole('button', { name: 'New sale' }).click();
  await page.getByLabel('Tag code').fill(lamp.tagCode);
  await page.getByLabel('Tag code').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'This item is already marked Sold' })).toBeVisible();
  // A reload keeps it (IndexedDB).
  await page.reload();
  await expect(page.getByRole('button', { name: /Waiting to sync/ })).toContainText('1');

  // Back online: it goes, and the reference becomes invoice 1.
  await context.setOffline(false);
  await expect(page.getByText(`${ref} is invoice 1`).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Waiting to sync/ })).toContainText('0');
  const invoices = (await (await page.request.get(`/api/projects/${project.id}/invoices`)).json()) as {
    invoices: InvoiceSummary[];
  };
  expect(invoices.invoices.map((invoice) => [invoice.number, invoice.totalCents, invoice.offline])).toEqual([
    [1, 4900, true],
  ]);
});

test('two phones sell the same item without signal: both sales sync, the admin sees the double sale and a refund leaves it counted once', async ({
  page,
  context,
  signIn,
  baseURL,
}) => {
  test.slow();
  const { email } = await signIn();
  const { project, items } = await seedCheckoutSale(page.request);
  const lamp = items[2]!;
  const checkout = `/projects/${project.id}/checkout`;
  const memberContext = await memberPhone(page, email, baseURL!);
  const member = await memberContext.newPage();
  try {
    for (const phone of [page, member]) {
      await phone.goto(checkout);
      await expect(phone.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      await expect(phone.getByText('Today: 25% off every tag')).toBeVisible();
    }
    await context.setOffline(true);
    await memberContext.setOffline(true);
    await ringUp(page, lamp.tagCode, '$49.00');
    await ringUp(member, lamp.tagCode, '$49.00');
    const refs = [await keptRef(page), await keptRef(member)];
    expect(refs[0]).not.toBe(refs[1]);

    // Back online, one after the other: neither sale is lost.
    await context.setOffline(false);
    await expect(page.getByText(`${refs[0]} is invoice 1`).first()).toBeVisible({ timeout: 30_000 });
    await memberContext.setOffline(false);
    await expect(member.getByText(`${refs[1]} is invoice 2`).first()).toBeVisible({ timeout: 30_000 });

    // The member sees nothing of double sales.
    await expect(member.getByRole('link', { name: /Double sales/ })).toHaveCount(0);
    await member.goto(`/projects/${project.id}/double-sales`);
    await expect(member).toHaveURL(new RegExp(`/projects/${project.id}$`));

    // The admin's checkout says there is one to resolve, and the screen shows both sales.
    const link = page.getByRole('link', { name: /Double sales/ });
    await expect(link).toContainText('1');
    await link.click();
    await expect(page.getByRole('heading', { name: 'Double sales' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Double sale of Brass floor lamp' });
    await expect(card).toContainText(`#${lamp.tagCode}`);
    await expect(card.getByRole('region', { name: 'First sale: invoice 1' })).toContainText('$49.00');
    await expect(card.getByRole('region', { name: 'Second sale: invoice 2' })).toContainText('Rung up by');
    await expect(page.getByText('1 to resolve.')).toBeVisible();
    await shot(page, 'double-sales-phone');
    expect(await axeViolations(page)).toEqual([]);

    // Resolved by refunding the second customer.
    await card.getByLabel('Refund the sale on invoice 2').check();
    await card.getByLabel('Money given back as').selectOption('cash');
    await card.getByLabel('Note (optional)').fill('Second buyer refunded at the door');
    await card.getByRole('button', { name: 'Resolve double sale' }).click();
    await expect(card).toContainText('Resolved: one sale refunded');
    await expect(card).toContainText('Second buyer refunded at the door');
    await expect(page.getByText('All resolved.')).toBeVisible();
    await shot(page, 'double-sales-resolved-phone');

    // Revenue counts the lamp once: both invoices kept, the second's line refunded.
    const list = (await (await page.request.get(`/api/projects/${project.id}/invoices`)).json()) as {
      invoices: InvoiceSummary[];
    };
    expect(list.invoices.length).toBe(2);
    const kept = list.invoices.reduce((sum, invoice) => sum + invoice.totalCents - invoice.refundedCents, 0);
    expect(kept).toBe(4900);
  } finally {
    await memberContext.close();
  }
});
