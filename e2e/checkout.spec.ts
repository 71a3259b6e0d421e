import { randomUUID } from 'node:crypto';
import { SALE_DAY_MESSAGES as M } from '../packages/core/src/sale-day/messages.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ringUpThroughApi, seedCheckoutSale } from './support/checkout-sale.ts';
import type { Page } from '@playwright/test';

// The checkout's refusals (issue 35, Bad input): each says what is wrong in the checkout's words and
// changes nothing: the cart keeps its lines and no invoice is made.

const typeCode = async (page: Page, code: string) => {
  await page.getByLabel('Tag code').fill(code);
  await page.getByLabel('Tag code').press('Enter');
};
const notice = (page: Page) => page.getByTestId('checkout-notice');

test('every wrong input at the checkout is refused with its message and changes nothing', async ({ page, signIn }) => {
  await signIn();
  // No live events on this page: the other phone's sale below must be learnt from the server's 409 (the
  // live path is checkout.phone.spec.ts's).
  await page.route('**/api/events', (route) => route.abort());
  const { project, items } = await seedCheckoutSale(page.request);
  const [credenza, bowls, lamp] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
  // Another sale of the same workspace, with a tag of its own.
  const other = (await (await page.request.post('/api/projects', { data: { name: 'Elm Court' } })).json()) as {
    id: string;
  };
  const otherItem = (await (
    await page.request.post('/api/items', {
      data: { projectId: other.id, name: 'Oak desk', category: 'Furniture', tagPrice: 90 },
    })
  ).json()) as { tagCode: string };
  // The lamp is held for a customer.
  const held = await page.request.post(`/api/projects/${project.id}/holds`, {
    data: {
      id: randomUUID(),
      itemIds: [lamp.id],
      customerName: 'Pat',
      customerPhone: '555-0100',
      holdUntil: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    },
  });
  expect(held.status()).toBe(201);

  await page.goto(`/projects/${project.id}/checkout`);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const cart = page.getByRole('list', { name: 'Cart lines' });

  await typeCode(page, 'ZZZZ99');
  await expect(notice(page)).toHaveText(M.unknownCode('ZZZZ99'));
  await typeCode(page, otherItem.tagCode);
  await expect(notice(page)).toHaveText(M.otherSale);
  await typeCode(page, lamp.tagCode);
  await expect(notice(page)).toHaveText(/^On hold for Pat until \w{3} \d{1,2}:\d{2} [AP]M$/);
  await expect(cart).toHaveCount(0);

  await typeCode(page, credenza.tagCode);
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await typeCode(page, credenza.tagCode.toLowerCase());
  await expect(notice(page)).toHaveText(M.alreadyInCart('Walnut credenza', credenza.tagCode));
  await expect(cart.getByRole('listitem')).toHaveCount(1);

  // Found by name.
  await page.getByLabel('Find by name').fill('pyrex');
  await page.getByRole('button', { name: 'Add Pyrex mixing bowls' }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(2);

  // A misc line: its words and price are required, a negative price refused.
  await page.getByText('Add misc item').first().click();
  const misc = page.getByRole('form', { name: 'Add misc item' });
  await misc.getByRole('button', { name: 'Add misc item' }).click();
  await expect(misc.getByRole('alert').first()).toHaveText(M.describeLine);
  await misc.getByLabel('Description').fill('Box of books');
  await misc.getByLabel('Price').fill('-1');
  await misc.getByRole('button', { name: 'Add misc item' }).click();
  await expect(misc.getByRole('alert')).toHaveText(M.negativePrice);
  await misc.getByLabel('Price').fill('1');
  await misc.getByRole('button', { name: 'Add misc item' }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('[data-figure="Total"]')).toHaveText('$195.00');

  // A negative price for a line is refused; the line keeps its price.
  const line = cart.getByRole('listitem', { name: 'Walnut credenza' });
  await line.getByRole('button', { name: 'Change price of Walnut credenza' }).click();
  await line.getByLabel('New price for Walnut credenza').fill('-5');
  await line.getByRole('button', { name: 'Save' }).click();
  await expect(line.getByRole('alert')).toHaveText(M.negativePrice);
  await line.getByRole('button', { name: 'Cancel' }).click();
  await expect(line.getByTestId('line-price')).toHaveText('$180.00');

  // A discount over 100 % is refused; 10 % is taken.
  const discount = page.getByRole('form', { name: 'Cart discount' });
  await discount.getByLabel('Cart discount').fill('150');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(discount.getByRole('alert')).toHaveText(M.discountOver100);
  await expect(page.locator('[data-figure="Total"]')).toHaveText('$195.00');
  await discount.getByLabel('Cart discount').fill('10');
  await discount.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('[data-figure="Discount"]')).toHaveText('-$19.50');
  await expect(page.locator('[data-figure="Total"]')).toHaveText('$175.50');

  // Cash handed over below the total: refused, nothing saved.
  await page.getByLabel('Cash tendered').fill('100');
  await page.getByRole('button', { name: /Complete sale/ }).click();
  await expect(page.getByRole('listitem', { name: 'Payment 1' }).getByRole('alert')).toHaveText(M.cashShort);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'checkout-refusals-desktop');
  const invoices = await page.request.get(`/api/projects/${project.id}/invoices`);
  expect(((await invoices.json()) as { invoices: unknown[] }).invoices).toEqual([]);

  // A reload keeps the cart and its discount.
  await page.reload();
  await expect(cart.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('[data-figure="Total"]')).toHaveText('$175.50');

  // Sold on another phone meanwhile: the server's 409 is shown, the catalog read again, the rest kept.
  await ringUpThroughApi(page.request, project.id, [bowls]);
  await page.getByLabel('Cash tendered').fill('200');
  await expect(page.getByTestId('change-due')).toHaveText('Change: $24.50');
  await page.getByRole('button', { name: /Complete sale/ }).click();
  await expect(page.getByRole('form', { name: 'Payment' }).getByRole('alert')).toContainText('Pyrex mixing bowls (#');
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(notice(page)).toContainText('Pyrex mixing bowls was taken out of the cart: Sold on invoice 1');
  await page.getByRole('button', { name: /Complete sale/ }).click();
  await expect(page.getByRole('region', { name: 'Receipt of invoice 2' })).toBeVisible();
  await shot(page, 'checkout-receipt-desktop');
});

test('the sale’s invoices: the admin refunds a line and voids, a pickup is marked picked up, a member sees no void or refund', async ({
  page,
  signIn,
}) => {
  const admin = await signIn();
  const { project, items } = await seedCheckoutSale(page.request);
  const [credenza, bowls, lamp] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
  const first = await ringUpThroughApi(page.request, project.id, [credenza, bowls], {
    customer: { name: 'Pat Doe', phone: '555-0100' },
    pickupPending: true,
  });
  await ringUpThroughApi(page.request, project.id, [lamp]);

  await page.goto(`/projects/${project.id}/invoices`);
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toContainText('$194.00');
  await expect(table.getByRole('row').nth(2)).toContainText('Pickup pending');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'invoices-desktop');
  await table.getByRole('link', { name: String(first.number) }).click();
  await expect(page.getByRole('heading', { name: `Invoice ${first.number}` })).toBeVisible();

  await page.getByRole('button', { name: 'Mark picked up' }).click();
  await expect(page.getByRole('button', { name: 'Mark picked up' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: `Receipt of invoice ${first.number}` })).toContainText('Picked up');

  // Refund the bowls: a reason is required, then the line is given back and the bowls are on sale again.
  await page.getByRole('button', { name: 'Refund Pyrex mixing bowls' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Refund line' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(M.reasonRequired);
  await dialog.getByLabel('Reason').fill('Chipped rim');
  await dialog.getByRole('button', { name: 'Refund line' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: `Receipt of invoice ${first.number}` })).toContainText(
    /Refunded \$14\.00 .*Chipped rim/,
  );
  await expect(page.getByRole('button', { name: 'Refund Pyrex mixing bowls' })).toHaveCount(0);
  const catalog = (await (await page.request.get(`/api/projects/${project.id}/checkout`)).json()) as {
    items: { id: string; status: string }[];
  };
  expect(catalog.items.find((item) => item.id === bowls.id)?.status).toBe('available');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'invoice-desktop');

  // An invoice with a refunded line is refunded line by line, not voided (the server's rule).
  await expect(page.getByRole('button', { name: 'Void invoice' })).toHaveCount(0);

  // The other invoice is voided, with its reason; voiding again is not offered.
  await page.getByRole('link', { name: 'Invoices' }).click();
  await table.getByRole('link', { name: '2' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Void invoice' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Rang up on the wrong sale');
  await page.getByRole('dialog').getByRole('button', { name: 'Void invoice' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Voided', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void invoice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);

  // A member of the team reads the invoice, and is offered no void or refund.
  await signIn(undefined, { subUserOf: admin.email });
  await page.goto(`/projects/${project.id}/invoices`);
  await table.getByRole('link', { name: '1' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Receipt PDF (80 mm)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Void invoice' })).toHaveCount(0);
});

test('holds: the cart put on hold for a customer, refused to others, rung up for its hold; another released', async ({
  page,
  signIn,
}) => {
  await signIn();
  const { project, items } = await seedCheckoutSale(page.request);
  const [credenza, bowls, lamp] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];
  await page.goto(`/projects/${project.id}/checkout`);
  const cart = page.getByRole('list', { name: 'Cart lines' });
  await typeCode(page, lamp.tagCode);
  await typeCode(page, bowls.tagCode);
  await expect(cart.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'On hold until…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Put on hold' });
  await dialog.getByRole('button', { name: 'Put on hold' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(M.holdNeedsName);
  await dialog.getByLabel('Customer name').fill('Pat');
  await dialog.getByLabel('Phone (optional)').fill('555-0100');
  await dialog.getByRole('button', { name: 'Put on hold' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notice(page)).toHaveText(/^On hold for Pat until /);
  await expect(cart).toHaveCount(0);
  const holds = page.getByRole('region', { name: 'Holds' });
  const patHold = holds.getByRole('listitem', { name: 'Hold for Pat' });
  // The hold's items in the server's order.
  await expect(patHold).toContainText('Brass floor lamp');
  await expect(patHold).toContainText('Pyrex mixing bowls');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'checkout-holds-desktop');

  // Held: another customer's cart cannot take the lamp.
  await typeCode(page, lamp.tagCode);
  await expect(notice(page)).toHaveText(/^On hold for Pat until /);
  await expect(cart).toHaveCount(0);

  // Pat comes back and pays: the hold's items go in the cart, paid for the hold.
  await holds.getByRole('button', { name: 'Ring up the hold for Pat' }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(page.locator('[data-figure="Total"]')).toHaveText('$63.00');
  await page.getByRole('button', { name: /Complete sale/ }).click();
  const receipt = page.getByRole('region', { name: 'Receipt of invoice 1' });
  await expect(receipt).toContainText('Brass floor lamp');
  await expect(holds).toHaveCount(0);
  const paid = (await (await page.request.get(`/api/invoices/${await invoiceIdOf(page, project.id, 1)}`)).json()) as {
    holdId: string | null;
  };
  expect(paid.holdId).not.toBeNull();

  // Another hold, released with a reason: the credenza is on sale again.
  await page.getByRole('button', { name: 'New sale' }).click();
  await typeCode(page, credenza.tagCode);
  await page.getByRole('button', { name: 'On hold until…' }).click();
  await dialog.getByLabel('Customer name').fill('Sam');
  await dialog.getByRole('button', { name: 'Put on hold' }).click();
  await expect(holds.getByRole('listitem', { name: 'Hold for Sam' })).toBeVisible();
  await holds.getByRole('button', { name: 'Release the hold for Sam' }).click();
  const release = page.getByRole('dialog');
  await release.getByLabel('Reason').fill('Changed their mind');
  await release.getByRole('button', { name: 'Release hold' }).click();
  await expect(holds).toHaveCount(0);
  await typeCode(page, credenza.tagCode);
  await expect(cart.getByRole('listitem', { name: 'Walnut credenza' })).toBeVisible();
});

const invoiceIdOf = async (page: Page, projectId: string, number: number) => {
  const list = (await (await page.request.get(`/api/projects/${projectId}/invoices`)).json()) as {
    invoices: { id: string; number: number }[];
  };
  return list.invoices.find((invoice) => invoice.number === number)!.id;
};
