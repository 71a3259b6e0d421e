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
