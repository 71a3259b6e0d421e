import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DayEndInvoice } from '@tagwise/core/sale-day/day-end';
import { dateInTimeZone } from '@tagwise/core/sale-schedule/sale-days';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { saleInvoiceLines, saleInvoices, salePayments } from '../../db/schema/sale-day.ts';

const voider = alias(user, 'voider');
const refunder = alias(user, 'refunder');

/**
 * Every invoice of a sale as stored, with its payments and lines (who voided or refunded, and the day a
 * void or a refund was given where the sale is), for core's summarizeDayEnd. Three reads however many invoices.
 */
export async function loadDayEndInvoices(
  db: Pick<Database, 'select'>,
  actor: Actor,
  projectId: string,
  zone: string,
): Promise<DayEndInvoice[]> {
  const invoices = await db
    .select({ invoice: saleInvoices, voidedByName: voider.name })
    .from(saleInvoices)
    .leftJoin(voider, eq(voider.id, saleInvoices.voidedBy))
    .where(and(eq(saleInvoices.ownerId, actor.ownerId), eq(saleInvoices.projectId, projectId)))
    .orderBy(asc(saleInvoices.number));
  if (invoices.length === 0) return [];
  const ids = invoices.map(({ invoice }) => invoice.id);
  const [payments, lines] = await Promise.all([
    db
      .select()
      .from(salePayments)
      .where(and(eq(salePayments.ownerId, actor.ownerId), inArray(salePayments.invoiceId, ids)))
      .orderBy(asc(salePayments.invoiceId), asc(salePayments.position)),
    db
      .select({ line: saleInvoiceLines, refundedByName: refunder.name })
      .from(saleInvoiceLines)
      .leftJoin(refunder, eq(refunder.id, saleInvoiceLines.refundedBy))
      .where(and(eq(saleInvoiceLines.ownerId, actor.ownerId), inArray(saleInvoiceLines.invoiceId, ids)))
      .orderBy(asc(saleInvoiceLines.invoiceId), asc(saleInvoiceLines.position)),
  ]);
  const paymentsOf = groupBy(payments, (p) => p.invoiceId);
  const linesOf = groupBy(lines, ({ line }) => line.invoiceId);
  return invoices.map(({ invoice, voidedByName }) => ({
    number: invoice.number,
    status: invoice.status,
    saleDay: invoice.saleDay,
    rungBy: invoice.rungBy,
    rungByName: invoice.rungByName,
    totalCents: invoice.totalCents,
    taxCents: invoice.taxCents,
    voided:
      invoice.voidedAt && invoice.voidReason
        ? {
            day: dateInTimeZone(invoice.voidedAt, zone),
            at: invoice.voidedAt.toISOString(),
            byName: voidedByName,
            reason: invoice.voidReason,
          }
        : null,
    payments: (paymentsOf.get(invoice.id) ?? []).map((p) => ({
      method: p.method,
      amountCents: p.amountCents,
      tenderedCents: p.tenderedCents,
    })),
    lines: (linesOf.get(invoice.id) ?? []).map(({ line, refundedByName }) => ({
      description: line.description,
      netCents: line.netCents,
      taxCents: line.taxCents,
      refund:
        line.refundedAt && line.refundMethod && line.refundReason
          ? {
              day: dateInTimeZone(line.refundedAt, zone),
              at: line.refundedAt.toISOString(),
              method: line.refundMethod,
              reason: line.refundReason,
              byName: refundedByName,
            }
          : null,
    })),
  }));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
