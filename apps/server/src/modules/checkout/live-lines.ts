import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';

/**
 * The lines that sell these items now: not refunded, on an invoice not voided; the first the server received
 * first. An item on a live line is sold at the door; on two, it was sold twice offline (a conflict).
 */
export async function liveLinesOf(tx: Pick<Database, 'select'>, actor: Actor, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return tx
    .select({
      lineId: saleInvoiceLines.id,
      itemId: saleInvoiceLines.itemId,
      netCents: saleInvoiceLines.netCents,
      invoiceId: saleInvoices.id,
      number: saleInvoices.number,
      completedAt: saleInvoices.completedAt,
      rungByName: saleInvoices.rungByName,
    })
    .from(saleInvoiceLines)
    .innerJoin(saleInvoices, eq(saleInvoices.id, saleInvoiceLines.invoiceId))
    .where(
      and(
        eq(saleInvoiceLines.ownerId, actor.ownerId),
        inArray(saleInvoiceLines.itemId, itemIds),
        eq(saleInvoices.status, 'completed'),
        isNull(saleInvoiceLines.refundedAt),
      ),
    )
    .orderBy(asc(saleInvoices.receivedAt), asc(saleInvoiceLines.id));
}

export type LiveLine = Awaited<ReturnType<typeof liveLinesOf>>[number];
