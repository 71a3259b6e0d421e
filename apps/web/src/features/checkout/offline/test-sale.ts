import type { CompleteInvoiceRequest, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';

// Sales and server answers for the offline checkout's unit tests (a $12 item paid in cash).

export const DEVICE = '7f3a9c2e-0000-4000-8000-000000000001';

export const saleRequest = (id: string, itemId: string | null = null): CompleteInvoiceRequest => ({
  id,
  deviceId: DEVICE,
  offline: false,
  completedAt: '2026-11-28T15:04:00.000Z',
  lines: [
    {
      id: `${id.slice(0, -1)}f`,
      itemId,
      description: 'Brass lamp',
      tagPriceCents: 1200,
      dayDiscountBp: 0,
      listedCents: 1200,
      priceCents: 1200,
    },
  ],
  discount: null,
  taxBp: 0,
  payments: [{ method: 'cash', amountCents: 1200, tenderedCents: 2000 }],
  totals: { subtotalCents: 1200, discountCents: 0, taxCents: 0, totalCents: 1200, changeCents: 800 },
  customer: null,
  pickupPending: false,
  holdId: null,
});

/** What the server answers for a sale it took: the invoice numbered `number`. */
export const taken = (request: CompleteInvoiceRequest, number: number, conflicts = 0): CompleteInvoiceResult =>
  ({
    invoice: { id: request.id, number, totalCents: request.totals.totalCents },
    replayed: false,
    conflicts: Array.from({ length: conflicts }, (_, i) => ({
      conflictId: `c${i}`,
      lineId: request.lines[0]!.id,
      itemId: request.lines[0]!.itemId,
      otherInvoiceId: 'other',
      otherInvoiceNumber: 1,
    })),
  }) as unknown as CompleteInvoiceResult;
