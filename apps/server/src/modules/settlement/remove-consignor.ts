import { and, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { consignors } from '../../db/schema/consignors.ts';
import { saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';
import { findOwnedConsignor } from './sale-terms-dto.ts';

/**
 * DELETE /api/consignors/:consignorId (the admin's): a consignor added by mistake, or whose items all went
 * back. Their items become the client's again. Refused while a line that stands sold one of their items: the
 * settlement owes them for it (refund the line first).
 */
export async function removeConsignor({ db, actor, consignorId }: { db: Database; actor: Actor; consignorId: string }) {
  await db.transaction(async (tx) => {
    const consignor = await findOwnedConsignor(tx, actor, consignorId, true);
    const [sold] = await tx
      .select({ n: count() })
      .from(saleInvoiceLines)
      .innerJoin(saleInvoices, eq(saleInvoices.id, saleInvoiceLines.invoiceId))
      .where(
        and(
          eq(saleInvoiceLines.consignorId, consignorId),
          eq(saleInvoiceLines.ownerId, actor.ownerId),
          eq(saleInvoices.status, 'completed'),
          isNull(saleInvoiceLines.refundedAt),
        ),
      );
    if (sold && sold.n > 0) throw new AppError('CONFLICT', M.consignorHasSales(consignor.name, sold.n));
    await tx.delete(consignors).where(eq(consignors.id, consignorId));
  });
}
