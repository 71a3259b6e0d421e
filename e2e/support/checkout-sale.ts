import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { seedSaleItems } from './sale-items.ts';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * seedSaleItems' "Maple Street" (Walnut credenza $240, Pyrex mixing bowls $18, Brass floor lamp $65) as a
 * three-day sale in UTC whose second day is today, its tags printing "Day 2 25% off · Day 3 50% off": today
 * the items sell for $180, $14 and $49. Made through the API, as the signed-in person of `request`.
 */
export async function seedCheckoutSale(request: APIRequestContext) {
  const sale = await seedSaleItems(request);
  const res = await request.patch(`/api/projects/${sale.project.id}`, {
    data: {
      timeZone: 'UTC',
      tagDiscountLine: 'Day 2 25% off · Day 3 50% off',
      saleDays: [-1, 0, 1].map((offset) => ({ date: isoDay(offset), start: '00:00', end: '23:59' })),
    },
  });
  expect(res.status()).toBe(200);
  return sale;
}

/**
 * Rings up seedCheckoutSale's items through the API at today's price (25 % off), paid by card, as another
 * phone would: no discount, no tax. Answers the stored invoice.
 */
export async function ringUpThroughApi(
  request: APIRequestContext,
  projectId: string,
  items: readonly { id: string; name: string; tagPrice: number | null }[],
  extra: { customer?: { name: string; phone: string; email?: string }; pickupPending?: boolean } = {},
) {
  const lines = items.map((item) => {
    const tag = (item.tagPrice ?? 0) * 100;
    const listed = Math.round((item.tagPrice ?? 0) * 0.75) * 100;
    return {
      id: randomUUID(),
      itemId: item.id,
      description: item.name,
      tagPriceCents: tag,
      dayDiscountBp: 2500,
      listedCents: listed,
      priceCents: listed,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const res = await request.post(`/api/projects/${projectId}/invoices`, {
    data: {
      id: randomUUID(),
      deviceId: 'other-phone',
      offline: false,
      completedAt: new Date().toISOString(),
      lines,
      discount: null,
      taxBp: 0,
      payments: [{ method: 'card', amountCents: total }],
      totals: { subtotalCents: total, discountCents: 0, taxCents: 0, totalCents: total, changeCents: 0 },
      ...extra,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { invoice: { id: string; number: number } }).invoice;
}
