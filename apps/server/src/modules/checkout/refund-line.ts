import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES as M, type PaymentMethod } from '@tagwise/core/sale-day/messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleInvoiceLines, salePayments } from '../../db/schema/sale-day.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Logger } from '../../logger.ts';
import { findOwnedInvoice, loadInvoice } from './invoice-dto.ts';
import { publishSales } from './publish-sales.ts';
import { resettleItems } from './resettle-items.ts';
import { settleConflictsOfLines } from './settle-conflicts.ts';

/**
 * Refunds one line in the caller's transaction: it gives back the line's net and tax as stored (core's
 * refundCents), recorded with who, when, why and how the money went back (the invoice's one method unless
 * named; an invoice paid several ways needs it named). Its item is available again unless another live
 * invoice sold it too. Refused on a voided invoice and for a line refunded already. Answers the project
 * and the item, for the live events.
 */
export async function refundLineIn(
  tx: Database,
  actor: Actor,
  {
    invoiceId,
    lineId,
    reason,
    refundMethod,
  }: { invoiceId: string; lineId: string; reason: string; refundMethod?: PaymentMethod },
) {
  const invoice = await findOwnedInvoice(tx, actor, invoiceId, true);
  const [found] = await tx
    .select()
    .from(saleInvoiceLines)
    .where(
      and(
        eq(saleInvoiceLines.id, lineId),
        eq(saleInvoiceLines.invoiceId, invoiceId),
        eq(saleInvoiceLines.ownerId, actor.ownerId),
      ),
    );
  const line = orNotFound(found, M.lineNotFound);
  if (invoice.status === 'voided') throw new AppError('CONFLICT', M.voidedNoRefund(invoice.number));
  if (line.refundedAt) throw new AppError('CONFLICT', M.lineRefunded);
  const methods = await tx
    .selectDistinct({ method: salePayments.method })
    .from(salePayments)
    .where(eq(salePayments.invoiceId, invoiceId));
  // A sale of $0.00 took no payment: nothing went back, and cash is what a drawer would count it as.
  const method = refundMethod ?? (methods.length === 1 ? methods[0]!.method : methods.length === 0 ? 'cash' : null);
  if (!method) throw new AppError('VALIDATION_FAILED', `refundMethod: ${M.refundMethodRequired}`);
  await tx
    .update(saleInvoiceLines)
    .set({ refundedAt: new Date(), refundedBy: actor.userId, refundReason: reason, refundMethod: method })
    .where(eq(saleInvoiceLines.id, lineId));
  const why = `Refunded on invoice ${invoice.number}: ${reason}`;
  await settleConflictsOfLines(tx, actor, [lineId], why);
  if (line.itemId) await resettleItems(tx, actor, [line.itemId], why);
  return { projectId: invoice.projectId, itemIds: line.itemId ? [line.itemId] : [] };
}

/** POST /api/invoices/:invoiceId/lines/:lineId/refund (the admin's alone). */
export async function refundLine({
  db,
  actor,
  invoiceId,
  lineId,
  reason,
  refundMethod,
  events,
}: {
  db: Database;
  actor: Actor;
  invoiceId: string;
  lineId: string;
  reason: string;
  refundMethod?: PaymentMethod | undefined;
  events: { bus: EventBus; logger: Logger };
}): Promise<Invoice> {
  const changed = await db.transaction((tx) => refundLineIn(tx, actor, { invoiceId, lineId, reason, refundMethod }));
  publishSales(events.bus, events.logger, actor.ownerId, changed.projectId, changed.itemIds);
  return loadInvoice(db, actor, invoiceId);
}
