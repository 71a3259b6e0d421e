import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES } from '@tagwise/core/sale-day/messages';
import { refundCents } from '@tagwise/core/sale-day/refund';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { itemHolds, saleInvoiceLines, saleInvoices, salePayments } from '../../db/schema/sale-day.ts';
import { orNotFound } from '../../http/not-found.ts';

const voider = alias(user, 'voider');
const refunder = alias(user, 'refunder');

/** The invoice row, if it is the actor's workspace's; 404 otherwise (a foreign id looks missing). */
export async function findOwnedInvoice(
  db: Pick<Database, 'select'>,
  actor: Actor,
  invoiceId: string,
  forUpdate = false,
) {
  const query = db
    .select()
    .from(saleInvoices)
    .where(and(eq(saleInvoices.id, invoiceId), eq(saleInvoices.ownerId, actor.ownerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return orNotFound(row, SALE_DAY_MESSAGES.invoiceNotFound);
}

/** A stored invoice with its lines, payments and the names of who voided or refunded, as the API answers it. */
export async function loadInvoice(db: Pick<Database, 'select'>, actor: Actor, invoiceId: string): Promise<Invoice> {
  const [row] = await db
    .select({ invoice: saleInvoices, voidedByName: voider.name })
    .from(saleInvoices)
    .leftJoin(voider, eq(voider.id, saleInvoices.voidedBy))
    .where(and(eq(saleInvoices.id, invoiceId), eq(saleInvoices.ownerId, actor.ownerId)));
  const { invoice, voidedByName } = orNotFound(row, SALE_DAY_MESSAGES.invoiceNotFound);
  const lines = await db
    .select({ line: saleInvoiceLines, refundedByName: refunder.name })
    .from(saleInvoiceLines)
    .leftJoin(refunder, eq(refunder.id, saleInvoiceLines.refundedBy))
    .where(and(eq(saleInvoiceLines.invoiceId, invoiceId), eq(saleInvoiceLines.ownerId, actor.ownerId)))
    .orderBy(asc(saleInvoiceLines.position));
  const payments = await db
    .select()
    .from(salePayments)
    .where(and(eq(salePayments.invoiceId, invoiceId), eq(salePayments.ownerId, actor.ownerId)))
    .orderBy(asc(salePayments.position));
  const [hold] = await db
    .select({ id: itemHolds.id })
    .from(itemHolds)
    .where(and(eq(itemHolds.invoiceId, invoiceId), eq(itemHolds.ownerId, actor.ownerId)));
  const outLines = lines.map(({ line, refundedByName }) => ({
    id: line.id,
    position: line.position,
    itemId: line.itemId,
    tagCode: line.tagCode,
    description: line.description,
    tagPriceCents: line.tagPriceCents,
    dayDiscountBp: line.dayDiscountBp,
    listedCents: line.listedCents,
    priceCents: line.priceCents,
    netCents: line.netCents,
    taxCents: line.taxCents,
    consignorId: line.consignorId,
    refund:
      line.refundedAt && line.refundReason && line.refundMethod
        ? {
            at: line.refundedAt.toISOString(),
            byName: refundedByName,
            reason: line.refundReason,
            method: line.refundMethod,
            cents: refundCents(line),
          }
        : null,
    conflict: line.conflict,
  }));
  return {
    id: invoice.id,
    projectId: invoice.projectId,
    number: invoice.number,
    status: invoice.status,
    customer: { name: invoice.customerName, phone: invoice.customerPhone, email: invoice.customerEmail },
    pickupPending: invoice.pickupPending,
    pickedUpAt: invoice.pickedUpAt?.toISOString() ?? null,
    subtotalCents: invoice.subtotalCents,
    discount:
      invoice.discountKind && invoice.discountValue !== null
        ? { kind: invoice.discountKind, value: invoice.discountValue }
        : null,
    discountCents: invoice.discountCents,
    taxBp: invoice.taxBp,
    taxCents: invoice.taxCents,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    changeCents: invoice.changeCents,
    refundedCents: outLines.reduce((sum, line) => sum + (line.refund?.cents ?? 0), 0),
    rungBy: { userId: invoice.rungBy, name: invoice.rungByName },
    deviceId: invoice.deviceId,
    offline: invoice.offline,
    completedAt: invoice.completedAt.toISOString(),
    receivedAt: invoice.receivedAt.toISOString(),
    saleDay: invoice.saleDay,
    voided:
      invoice.voidedAt && invoice.voidReason
        ? { at: invoice.voidedAt.toISOString(), byName: voidedByName, reason: invoice.voidReason }
        : null,
    holdId: hold?.id ?? null,
    lines: outLines,
    payments: payments.map((p) => ({
      method: p.method,
      amountCents: p.amountCents,
      tenderedCents: p.tenderedCents,
      changeCents: p.tenderedCents === null ? 0 : p.tenderedCents - p.amountCents,
    })),
  };
}
