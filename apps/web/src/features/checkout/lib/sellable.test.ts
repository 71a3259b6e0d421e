import { expect, it } from 'vitest';
import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { reasonNotToSell } from './sellable';

const held: CheckoutItem = {
  id: 'a',
  tagCode: 'AAAA11',
  name: 'Lamp',
  tagPriceCents: 6500,
  status: 'hold',
  thumbUrl: null,
  consignorId: null,
  sale: null,
  hold: { holdId: 'h1', customerName: 'Pat', until: '2026-12-05T21:00:00Z', placedByName: 'Ann' },
};

it('sells a held item only to the cart paying for its hold', () => {
  const now = new Date('2026-12-05T16:00:00Z');
  expect(reasonNotToSell(held, 'h1', now, 'America/Chicago')).toBeNull();
  expect(reasonNotToSell(held, null, now, 'America/Chicago')).toBe('On hold for Pat until Sat 3:00 PM');
  expect(reasonNotToSell(held, 'h2', now, 'America/Chicago')).toBe('On hold for Pat until Sat 3:00 PM');
  expect(reasonNotToSell({ ...held, status: 'available', hold: null }, null, now, 'UTC')).toBeNull();
});
