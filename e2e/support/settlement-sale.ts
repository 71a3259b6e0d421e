import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { linePricing } from '@tagwise/core/sale-day/checkout-line';
import { cartTotals } from '@tagwise/core/sale-day/cart-totals';
import { invoiceTotals } from '@tagwise/core/sale-day/invoice-check';
import type { CompleteInvoiceInput, Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import type { PaymentInput } from '@tagwise/core/sale-day/payments';
import type { Item } from '@tagwise/core/schemas/items';

// A sale rung up through the API as a checkout screen sends it: lines priced by core's linePricing, totals
// by core's invoiceTotals, completed online now (the sale is in UTC, so its sale day is today's date there).

export const TAX_BP = 825;
const SALE = { tagDiscountLine: null, saleDays: [], timeZone: 'UTC' };

type Line = CompleteInvoiceInput['lines'][number];

export const itemLine = (item: Item, priceCents?: number): Line => {
  const pricing = linePricing({ tagPrice: item.tagPrice, sale: SALE, at: new Date(), fallbackZone: 'UTC' });
  return {
    id: randomUUID(),
    itemId: item.id,
    description: item.name,
    ...pricing,
    priceCents: priceCents ?? pricing.listedCents ?? 0,
  };
};

/** Completes an invoice online, now, as a phone would; `pay` splits the total between methods. */
export async function ringUp(
  request: APIRequestContext,
  projectId: string,
  lines: Line[],
  pay: (total: number) => PaymentInput[],
) {
  const prices = lines.map((l) => l.priceCents);
  const payments = pay(cartTotals(prices, null, TAX_BP).totalCents);
  const figured = invoiceTotals({ prices, discount: null, taxBp: TAX_BP, payments });
  if (!('totals' in figured)) throw new Error(figured.message);
  const res = await request.post(`/api/projects/${projectId}/invoices`, {
    data: {
      id: randomUUID(),
      deviceId: 'e2e-phone',
      offline: false,
      completedAt: new Date().toISOString(),
      timeZone: 'UTC',
      lines,
      discount: null,
      taxBp: TAX_BP,
      payments,
      totals: figured.totals,
    } satisfies CompleteInvoiceInput,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { invoice: Invoice }).invoice;
}

/** A sale with four priced items, in UTC so its sale day is today's date there. */
export async function seedSale(page: Page) {
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Cedar Lane' } })).json()) as {
    id: string;
  };
  expect((await page.request.patch(`/api/projects/${project.id}`, { data: { timeZone: 'UTC' } })).status()).toBe(200);
  const items: Record<string, Item> = {};
  for (const [name, tagPrice] of [
    ['Walnut credenza', 240],
    ['Pyrex mixing bowls', 18],
    ['Brass floor lamp', 65],
    ['Gilt mirror', 30],
  ] as const) {
    const res = await page.request.post('/api/items', {
      data: { projectId: project.id, name, category: 'Furniture', tagPrice },
    });
    items[name] = (await res.json()) as Item;
  }
  return { projectId: project.id, items };
}
