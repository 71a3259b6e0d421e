import { AppError } from '@tagwise/core/errors';
import { SETTLEMENT_MESSAGES } from '@tagwise/core/sale-day/settlement-messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { liveLinesOf } from '../checkout/live-lines.ts';

/**
 * The invoice number selling each of these items now (its first line that stands: not refunded, on an
 * invoice not voided), for the items sold at the door. Such an item's status and sold price are the
 * invoice's (decision 0023): a refund or a void changes them, never an edit by hand.
 */
export async function doorSalesOf(db: Pick<Database, 'select'>, actor: Actor, itemIds: readonly string[]) {
  const sales = new Map<string, number>();
  for (const line of await liveLinesOf(db, actor, [...itemIds])) {
    if (line.itemId && !sales.has(line.itemId)) sales.set(line.itemId, line.number);
  }
  return sales;
}

/** Refuses a change of status or sold price to an item sold on an invoice, naming the invoice. */
export async function refuseDoorSaleChange(
  db: Pick<Database, 'select'>,
  actor: Actor,
  items: readonly { id: string; name: string; tagCode: string }[],
) {
  if (items.length === 0) return;
  const sales = await doorSalesOf(
    db,
    actor,
    items.map((item) => item.id),
  );
  const first = items.find((item) => sales.has(item.id));
  if (!first) return;
  const message = SETTLEMENT_MESSAGES.itemOnInvoice(sales.get(first.id)!);
  throw new AppError('CONFLICT', items.length === 1 ? message : `${first.name} (#${first.tagCode}): ${message}`);
}
