import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';
import { inIds } from '../bulk-items/id-list.ts';

/**
 * After items change consignor, in that transaction: the lines still selling them (an invoice that stands,
 * not refunded) name their consignor now, so the settlement pays whoever the items are assigned to, even
 * when they were assigned after they sold. A line keeps what it was charged; only whose sale it is follows
 * the assignment (a refunded or voided line keeps the consignor it had).
 */
export async function repointLiveLines(tx: Pick<Database, 'execute'>, actor: Actor, itemIds: readonly string[]) {
  if (itemIds.length === 0) return;
  await tx.execute(sql`
    update ${saleInvoiceLines} set consignor_id = ${items.consignorId}
    from ${items}, ${saleInvoices}
    where ${saleInvoiceLines.itemId} = ${items.id} and ${saleInvoices.id} = ${saleInvoiceLines.invoiceId}
      and ${saleInvoices.status} = 'completed' and ${saleInvoiceLines.refundedAt} is null
      and ${saleInvoiceLines.ownerId} = ${actor.ownerId} and ${items.ownerId} = ${actor.ownerId}
      and ${inIds(items.id, itemIds)}`);
}
