// A sale for the sale-day benches: a signed-in admin, a project with the sale's days, tag discount line and
// tax, and its items written straight to the database; invoices built as a checkout builds them (core's
// linePricing and invoiceTotals). Never used by tests.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { items } from '../../apps/server/src/db/schema/items.ts';
import { projects } from '../../apps/server/src/db/schema/projects.ts';
import { linePricing } from '../../packages/core/src/sale-day/checkout-line.ts';
import { cartTotals } from '../../packages/core/src/sale-day/cart-totals.ts';
import { invoiceTotals } from '../../packages/core/src/sale-day/invoice-check.ts';
import type { CompleteInvoiceInput } from '../../packages/core/src/sale-day/invoice-schemas.ts';
import type { openInProcessApp } from './in-process-app.ts';

type App = Awaited<ReturnType<typeof openInProcessApp>>;

export const SALE = {
  tagDiscountLine: 'Sat 25% off · Sun 50% off',
  saleDays: ['2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({ date, start: '09:00', end: '15:00' })),
  timeZone: 'America/Chicago',
};
export const SATURDAY = '2026-12-05T17:00:00.000Z';
export const TAX_BP = 825;

export interface BenchItem {
  id: string;
  name: string;
  tagPrice: number;
}

/** An admin with a sale of `count` tagged items ($1-$400). */
export async function openSale({ app, config, database }: App, count: number) {
  const origin = config.publicUrl;
  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `bench-${randomUUID()}@example.com`, password: 'bench-password', name: 'Ann' }),
  });
  const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
  const session = (await (await app.request('/api/auth/get-session', { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  const ownerId = session.user.id;
  const [project] = await database.db
    .insert(projects)
    // Made before its sale, so a sale synced from offline is not older than it.
    .values({ ownerId, name: 'Bench sale', ...SALE, salesTaxBp: TAX_BP, createdAt: new Date('2026-11-01T00:00:00Z') })
    .returning({ id: projects.id });
  const saleItems: BenchItem[] = [];
  for (let offset = 0; offset < count; offset += 1000) {
    const rows = await database.db
      .insert(items)
      .values(
        Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
          const n = offset + i;
          return {
            ownerId,
            projectId: project!.id,
            tagCode: `S${n.toString(36).toUpperCase().padStart(5, '0')}`,
            name: `Lot ${n}`,
            category: 'Decor',
            condition: 'Good',
            tagPrice: 1 + ((n * 37) % 400),
          };
        }),
      )
      .returning({ id: items.id, name: items.name, tagPrice: items.tagPrice });
    saleItems.push(...rows.map((row) => ({ id: row.id, name: row.name, tagPrice: row.tagPrice! })));
  }
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
  const countInvoices = async () =>
    (await database.db.select({ n: projects.nextInvoiceNumber }).from(projects).where(eq(projects.id, project!.id)))[0]!
      .n - 1;
  return { projectId: project!.id, ownerId, cookie, items: saleItems, post, countInvoices };
}

/** A checkout's invoice of these items at Saturday's prices (one haggled), 10 % off the cart, cash with change. */
export function benchInvoice(
  saleItems: BenchItem[],
  { offline = false, deviceId = 'phone-a' } = {},
): CompleteInvoiceInput {
  const lines = saleItems.map((item, i) => {
    const pricing = linePricing({ tagPrice: item.tagPrice, sale: SALE, at: new Date(SATURDAY), fallbackZone: 'UTC' });
    return {
      id: randomUUID(),
      itemId: item.id,
      description: item.name,
      ...pricing,
      priceCents: i === 0 ? Math.floor(pricing.listedCents! / 2) : pricing.listedCents!,
    };
  });
  const discount = { kind: 'percent' as const, value: 1000 };
  const prices = lines.map((line) => line.priceCents);
  const total = cartTotals(prices, discount, TAX_BP).totalCents;
  const payments = [{ method: 'cash' as const, amountCents: total, tenderedCents: total + 1234 }];
  const figured = invoiceTotals({ prices, discount, taxBp: TAX_BP, payments });
  if (!('totals' in figured)) throw new Error(figured.message);
  return {
    id: randomUUID(),
    deviceId,
    offline,
    completedAt: SATURDAY,
    lines,
    discount,
    taxBp: TAX_BP,
    payments,
    totals: figured.totals,
  };
}
