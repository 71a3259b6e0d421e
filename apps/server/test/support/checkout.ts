import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { linePricing } from '@tagwise/core/sale-day/checkout-line';
import { cartTotals, type CartDiscount } from '@tagwise/core/sale-day/cart-totals';
import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import { invoiceTotals } from '@tagwise/core/sale-day/invoice-check';
import type { CompleteInvoiceInput, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import type { PaymentInput } from '@tagwise/core/sale-day/payments';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { projects } from '../../src/db/schema/projects.ts';
import type { TestApp } from './test-app.ts';

// A sale as the checkout tests ring it up: Fri Dec 4 to Sun Dec 6, 2026 in Chicago, "Sat 25% off · Sun 50%
// off" on its tags, 8.25 % sales tax. Lines are priced by core's linePricing and totals by core's
// invoiceTotals, exactly as a checkout screen builds them.

export const SALE_DAYS = ['2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({
  date,
  start: '09:00',
  end: '15:00',
}));
export const TAG_LINE = 'Sat 25% off · Sun 50% off';
export const TAX_BP = 825;
/** Moments of the sale: 11:00 AM in Chicago on Friday, Saturday and Sunday. */
export const FRIDAY = '2026-12-04T17:00:00.000Z';
export const SATURDAY = '2026-12-05T17:00:00.000Z';
export const SUNDAY = '2026-12-06T17:00:00.000Z';
/** When the phones sync what they sold offline: Sunday 11 PM in Chicago, after the sale's last day. */
export const SYNCED = '2026-12-07T05:00:00.000Z';
/** The sale was set up in Tagwise a month before its days (a sale synced from offline is never older). */
export const SET_UP = '2026-11-01T15:00:00.000Z';

let counter = 0;

export interface Sale {
  admin: string;
  member: string;
  project: Project;
  items: Item[];
}

export async function json<T>(res: Response | Promise<Response>, status: number): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

export async function errorOf(res: Response | Promise<Response>) {
  return ((await (await res).json()) as { error: { code: string; message: string } }).error;
}

/** An admin and a team member (named "Ann") of a new workspace, with a sale and its tagged items. */
export async function newSale(t: TestApp, prices: (number | null)[] = [40, 25, 12, 8]): Promise<Sale> {
  const n = ++counter;
  const adminEmail = `sale-admin-${n}-${randomUUID().slice(0, 6)}@example.com`;
  const admin = await t.signUp(adminEmail);
  const member = await t.signUpSubUser(`ann-${n}-${randomUUID().slice(0, 6)}@example.com`, adminEmail);
  const project = await json<Project>(
    t.request('/api/projects', { method: 'POST', cookie: admin, json: { name: `Elm Street ${n}` } }),
    201,
  );
  await json(
    t.request(`/api/projects/${project.id}`, {
      method: 'PATCH',
      cookie: admin,
      json: { timeZone: 'America/Chicago', saleDays: SALE_DAYS, tagDiscountLine: TAG_LINE },
    }),
    200,
  );
  await t.database.db
    .update(projects)
    .set({ salesTaxBp: TAX_BP, createdAt: new Date(SET_UP) })
    .where(eq(projects.id, project.id));
  const items: Item[] = [];
  for (const [i, tagPrice] of prices.entries()) {
    items.push(
      await json<Item>(
        t.request('/api/items', {
          method: 'POST',
          cookie: admin,
          json: { projectId: project.id, name: `Lot ${i + 1}`, category: 'Decor', tagPrice },
        }),
        201,
      ),
    );
  }
  return { admin, member, project: { ...project, timeZone: 'America/Chicago' }, items };
}

/** A line selling an item at today's price on the tags (or at `priceCents`, haggled). */
export function itemLine(item: Item, at: string, priceCents?: number): CompleteInvoiceInput['lines'][number] {
  const pricing = linePricing({
    tagPrice: item.tagPrice,
    sale: { tagDiscountLine: TAG_LINE, saleDays: SALE_DAYS, timeZone: 'America/Chicago' },
    at: new Date(at),
    fallbackZone: 'UTC',
  });
  return {
    id: randomUUID(),
    itemId: item.id,
    description: item.name,
    ...pricing,
    priceCents: priceCents ?? pricing.listedCents ?? 0,
  };
}

export const miscLine = (description: string, priceCents: number): CompleteInvoiceInput['lines'][number] => ({
  id: randomUUID(),
  itemId: null,
  description,
  tagPriceCents: null,
  dayDiscountBp: null,
  listedCents: null,
  priceCents,
});

/**
 * An invoice request as a checkout sends it: its totals from core; paid by card unless payments are given
 * (a function of the total, for cash tendered or a split).
 */
export function invoice({
  lines,
  at = SATURDAY,
  discount = null,
  taxBp = TAX_BP,
  pay = (total) => (total > 0 ? [{ method: 'card', amountCents: total }] : []),
  offline = false,
  deviceId = 'phone-a',
  ...rest
}: {
  lines: CompleteInvoiceInput['lines'];
  at?: string;
  discount?: CartDiscount | null;
  taxBp?: number;
  pay?: (totalCents: number) => PaymentInput[];
  offline?: boolean;
  deviceId?: string;
  customer?: CompleteInvoiceInput['customer'];
  pickupPending?: boolean;
  holdId?: string | null;
}): CompleteInvoiceInput {
  const prices = lines.map((line) => line.priceCents);
  const payments = pay(cartTotals(prices, discount, taxBp).totalCents);
  const figured = invoiceTotals({ prices, discount, taxBp, payments });
  if (!('totals' in figured)) throw new Error(figured.message);
  return {
    id: randomUUID(),
    deviceId,
    offline,
    completedAt: at,
    lines,
    discount,
    taxBp,
    payments,
    totals: figured.totals,
    ...rest,
  };
}

/**
 * Sends an invoice as a phone does: an online sale the moment it completes (the server's clock reads its
 * completedAt), an offline one when the phones sync after the sale's days (SYNCED).
 */
export function complete(t: TestApp, cookie: string, projectId: string, body: unknown) {
  const sent = body as Partial<CompleteInvoiceInput>;
  if (sent.offline === false && sent.completedAt) t.clock.set(sent.completedAt);
  else if (sent.offline === true && sent.completedAt)
    t.clock.set(sent.completedAt > SYNCED ? sent.completedAt : SYNCED);
  return t.request(`/api/projects/${projectId}/invoices`, { method: 'POST', cookie, json: body });
}

export const completed = (t: TestApp, cookie: string, projectId: string, body: unknown, status = 201) =>
  json<CompleteInvoiceResult>(complete(t, cookie, projectId, body), status);

export const catalogOf = (t: TestApp, cookie: string, projectId: string) =>
  json<CheckoutCatalog>(t.request(`/api/projects/${projectId}/checkout`, { cookie }), 200);
