import { describe, expect, it } from 'vitest';
import type { CheckoutCatalog, CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { dropUnsellable, emptyCart, isCart, itemLine, miscLine } from './cart';
import { applyItemStates } from './apply-sales-event';
import { repriceCart } from './reprice-cart';

const project: CheckoutCatalog['project'] = {
  id: 'p',
  name: 'Maple Street',
  timeZone: 'America/Chicago',
  saleDays: [
    { date: '2026-12-04', start: '08:00', end: '15:00' },
    { date: '2026-12-05', start: '08:00', end: '15:00' },
  ],
  tagDiscountLine: 'Fri full price · Sat 25% off',
  salesTaxBp: null,
  businessName: null,
};
const item = (id: string, tagPriceCents: number | null = 24_000): CheckoutItem => ({
  id,
  tagCode: id.toUpperCase(),
  name: `Item ${id}`,
  tagPriceCents,
  status: 'available',
  thumbUrl: null,
  consignorId: null,
  sale: null,
  hold: null,
});

describe('a cart line', () => {
  it('is priced at today’s price from the tags’ discount line', () => {
    const line = itemLine(item('a'), project, new Date('2026-12-05T16:00:00Z'));
    expect(line).toMatchObject({ tagPriceCents: 24_000, dayDiscountBp: 2500, listedCents: 18_000, priceCents: 18_000 });
    expect(itemLine(item('a'), project, new Date('2026-12-04T16:00:00Z'))).toMatchObject({
      listedCents: 24_000,
      dayDiscountBp: null,
    });
  });
  it('of an item without a tag price starts at $0 with nothing listed; a misc line has its words', () => {
    expect(itemLine(item('b', null), project, new Date())).toMatchObject({ listedCents: null, priceCents: 0 });
    expect(miscLine('  Box of books ', 100)).toMatchObject({
      itemId: null,
      description: 'Box of books',
      priceCents: 100,
    });
  });
});

describe('dropUnsellable', () => {
  it('drops the lines whose item cannot be sold now and names them', () => {
    const cart = { ...emptyCart(), lines: [itemLine(item('a'), project, new Date()), miscLine('Box', 100)] };
    const { cart: next, dropped } = dropUnsellable(cart, (id) => (id === 'a' ? 'Sold on invoice 3' : null));
    expect(next.lines.map((line) => line.description)).toEqual(['Box']);
    expect(dropped).toEqual([{ description: 'Item a', reason: 'Sold on invoice 3' }]);
    expect(dropUnsellable(cart, () => null).cart).toBe(cart);
  });
});

describe('applyItemStates', () => {
  it('replaces changed items and adds new ones', () => {
    const catalog: CheckoutCatalog = { project, items: [item('a'), item('b')], readAt: new Date().toISOString() };
    const sold = { ...item('a'), status: 'sold' as const };
    const next = applyItemStates(catalog, [sold, item('c')]);
    expect(next.items.map((i) => `${i.id}:${i.status}`)).toEqual(['a:sold', 'b:available', 'c:available']);
  });
});

it('isCart tells a stored cart from anything else', () => {
  expect(isCart(emptyCart())).toBe(true);
  expect(isCart({ lines: [] })).toBe(false);
  expect(isCart(null)).toBe(false);
});

describe('repriceCart', () => {
  it('takes today’s price for a line whose tag price changed, keeping a haggled price', () => {
    const at = new Date('2026-12-05T16:00:00Z');
    const a = itemLine(item('a'), project, at);
    const b = { ...itemLine(item('b'), project, at), priceCents: 10_000 };
    const cart = { ...emptyCart(), lines: [a, b, miscLine('Box', 100)] };
    const catalog: CheckoutCatalog = {
      project,
      items: [item('a', 20_000), item('b', 20_000)],
      readAt: at.toISOString(),
    };
    const next = repriceCart(cart, catalog, at);
    expect(next.lines.map((l) => [l.tagPriceCents, l.listedCents, l.priceCents])).toEqual([
      [20_000, 15_000, 15_000],
      [20_000, 15_000, 10_000],
      [null, null, 100],
    ]);
    expect(repriceCart(next, catalog, at)).toBe(next);
  });
});
