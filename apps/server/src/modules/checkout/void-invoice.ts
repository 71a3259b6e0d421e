import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Logger } from '../../logger.ts';
import { findOwnedInvoice, loadInvoice } from './invoice-dto.ts';
import { publishSales } from './publish-sales.ts';
import { resettleItems } from './resettle-items.ts';
import { settleConflictsOfLines } from './settle-conflicts.ts';

/**
 * Voids an invoice (the admin's alone): the sale did not happen. Every payment is given back as it was taken
 * (a day's totals count a voided invoice as nothing), the invoice stays with who voided it, when and why, and
 * its items are available again unless another live invoice sold them too (a double sale: that one stands,
 * and the conflict is settled). Refused for an invoice voided already, and for one with a refunded line
 * (its other lines are refunded one by one instead, so each refund keeps how its money went back).
 */
export async function voidInvoice({
  db,
  actor,
  invoiceId,
  reason,
  events,
}: {
  db: Database;
  actor: Actor;
  invoiceId: string;
  reason: string;
  events: { bus: EventBus; logger: Logger };
}): Promise<Invoice> {
  const { projectId, itemIds } = await db.transaction(async (tx) => {
    const invoice = await findOwnedInvoice(tx, actor, invoiceId, true);
    if (invoice.status === 'voided') throw new AppError('CONFLICT', M.alreadyVoided(invoice.number));
    const lines = await tx
      .select({ id: saleInvoiceLines.id, itemId: saleInvoiceLines.itemId, refundedAt: saleInvoiceLines.refundedAt })
      .from(saleInvoiceLines)
      .where(and(eq(saleInvoiceLines.invoiceId, invoiceId), eq(saleInvoiceLines.ownerId, actor.ownerId)));
    if (lines.some((line) => line.refundedAt)) throw new AppError('CONFLICT', M.voidAfterRefund(invoice.number));
    await tx
      .update(saleInvoices)
      .set({ status: 'voided', voidedAt: new Date(), voidedBy: actor.userId, voidReason: reason })
      .where(eq(saleInvoices.id, invoiceId));
    const why = `Invoice ${invoice.number} voided: ${reason}`;
    await settleConflictsOfLines(
      tx,
      actor,
      lines.map((line) => line.id),
      why,
    );
    const itemIds = lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
    await resettleItems(tx, actor, itemIds, why);
    return { projectId: invoice.projectId, itemIds };
  });
  publishSales(events.bus, events.logger, actor.ownerId, projectId, itemIds);
  return loadInvoice(db, actor, invoiceId);
}
