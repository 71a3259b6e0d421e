import { expect, it } from 'vitest';
import type { CheckoutCatalog, CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import { withHold } from './with-hold';

const item = (id: string, extra: Partial<CheckoutItem> = {}): CheckoutItem => ({
  id,
  tagCode: `${id.toUpperCase()}AAA11`.slice(0, 6),
  name: id,
  tagPriceCents: 1000,
  status: 'available',
  thumbUrl: null,
  consignorId: null,
  sale: null,
  hold: null,
  ...extra,
});

const catalog = (items: CheckoutItem[]) => ({ items }) as unknown as CheckoutCatalog;

const hold: Hold = {
  id: 'h1',
  projectId: 'p',
  customerName: 'Sam',
  customerPhone: null,
  holdUntil: '2026-12-05T21:00:00.000Z',
  state: 'active',
  placedBy: { userId: 'u', name: 'Ann' },
  createdAt: '2026-12-05T16:00:00.000Z',
  items: [{ itemId: 'a', tagCode: 'AAAA11', name: 'a' }],
  released: null,
  invoice: null,
};

it('holds the hold’s items at once, and frees them once it is released', () => {
  const placed = withHold(catalog([item('a'), item('b')]), hold);
  expect(placed.items[0]).toMatchObject({
    status: 'hold',
    hold: { holdId: 'h1', customerName: 'Sam', until: hold.holdUntil, placedByName: 'Ann' },
  });
  expect(placed.items[1]).toEqual(item('b'));

  const released = withHold(placed, {
    ...hold,
    state: 'released',
    released: { at: '2026-12-05T17:00:00.000Z', byName: 'Ann', reason: 'Changed their mind' },
  });
  expect(released.items[0]).toEqual(item('a'));
});

it('leaves a sold item sold, and another hold’s items alone', () => {
  const sold = item('a', { status: 'sold' });
  const other = item('b', {
    status: 'hold',
    hold: { holdId: 'h2', customerName: 'Pat', until: hold.holdUntil, placedByName: 'Ann' },
  });
  expect(withHold(catalog([sold, other]), hold).items).toEqual([sold, other]);
  expect(withHold(catalog([sold, other]), { ...hold, state: 'released' }).items).toEqual([sold, other]);
});
