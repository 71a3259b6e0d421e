import { AppError } from '@tagwise/core/errors';
import type { BulkAction } from '@tagwise/core/schemas/bulk-items';
import { ITEM_MESSAGES, SOLD_PRICE_MESSAGES } from '@tagwise/core/schemas/items';
import type { z } from 'zod';

type SetAction = Extract<z.output<typeof BulkAction>, { type: 'set' }>;

/**
 * What each selected item sold for, when the action marks them sold: a price names an item of the
 * selection (another workspace's, or one not selected, is a 404 like any foreign id), and every selected
 * item has one, so no item is marked sold without its price. Nothing is written when either fails.
 */
export function soldPricesOf(rows: readonly { id: string }[], action: SetAction): Map<string, number> {
  const prices = new Map((action.soldPrices ?? []).map((p) => [p.id, p.soldPrice]));
  if (action.status !== 'sold') return prices;
  const selected = new Set(rows.map((r) => r.id));
  if ([...prices.keys()].some((id) => !selected.has(id))) throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
  if (rows.some((r) => !prices.has(r.id))) {
    throw new AppError('VALIDATION_FAILED', `action.soldPrices: ${SOLD_PRICE_MESSAGES.eachRequired}`);
  }
  return prices;
}
