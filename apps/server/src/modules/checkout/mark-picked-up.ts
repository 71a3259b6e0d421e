import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleInvoices } from '../../db/schema/sale-day.ts';
import { findOwnedInvoice, loadInvoice } from './invoice-dto.ts';

/**
 * POST /api/invoices/:invoiceId/picked-up: the buyer of a sale paid for earlier came back for the items.
 * Refused for an invoice that was not waiting for a pickup (or was voided) and for one picked up already.
 */
export async function markPickedUp({
  db,
  actor,
  invoiceId,
}: {
  db: Database;
  actor: Actor;
  invoiceId: string;
}): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const invoice = await findOwnedInvoice(tx, actor, invoiceId, true);
    if (!invoice.pickupPending || invoice.status === 'voided')
      throw new AppError('CONFLICT', M.notPickup(invoice.number));
    if (invoice.pickedUpAt) throw new AppError('CONFLICT', M.pickedUpAlready(invoice.number));
    await tx.update(saleInvoices).set({ pickedUpAt: new Date() }).where(eq(saleInvoices.id, invoiceId));
  });
  return loadInvoice(db, actor, invoiceId);
}
