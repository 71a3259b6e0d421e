import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { INVOICE_PAGE_SIZE, type InvoiceListQuery, type InvoicePage } from '@tagwise/core/sale-day/invoice-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';
import { findOwnedProject } from '../projects/find-owned.ts';

/**
 * Its lines' count, what the refunded ones gave back (core's refundCents: net + tax) and its double sales.
 * The invoice's id is written out in full: drizzle leaves a one-table query's columns unqualified.
 */
const lineFigures = () =>
  sql<{ count: number; refunded: number; conflicts: number }>`(select json_build_object(
      'count', count(*),
      'refunded', coalesce(sum(l.net_cents + l.tax_cents) filter (where l.refunded_at is not null), 0),
      'conflicts', count(*) filter (where l.conflict))
    from ${saleInvoiceLines} l where l.invoice_id = ${saleInvoices}.${sql.identifier(saleInvoices.id.name)})`;

/**
 * A sale's invoices, newest number first, 50 a page (keyset on the number, which the project's unique
 * (project_id, number) index walks), filtered by sale day, status, or pickups still waiting.
 */
export async function listInvoices({
  db,
  actor,
  projectId,
  query,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  query: z.output<typeof InvoiceListQuery>;
}): Promise<InvoicePage> {
  await findOwnedProject(db, actor, projectId);
  const rows = await db
    .select({ invoice: saleInvoices, lines: lineFigures() })
    .from(saleInvoices)
    .where(
      and(
        eq(saleInvoices.ownerId, actor.ownerId),
        eq(saleInvoices.projectId, projectId),
        query.day ? eq(saleInvoices.saleDay, query.day) : undefined,
        query.status ? eq(saleInvoices.status, query.status) : undefined,
        query.pickup === 'pending'
          ? and(
              eq(saleInvoices.pickupPending, true),
              isNull(saleInvoices.pickedUpAt),
              eq(saleInvoices.status, 'completed'),
            )
          : undefined,
        query.cursor ? lt(saleInvoices.number, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(saleInvoices.number))
    .limit(INVOICE_PAGE_SIZE + 1);
  const page = rows.slice(0, INVOICE_PAGE_SIZE);
  return {
    invoices: page.map(({ invoice, lines }) => ({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      totalCents: invoice.totalCents,
      refundedCents: Number(lines.refunded),
      lineCount: Number(lines.count),
      completedAt: invoice.completedAt.toISOString(),
      saleDay: invoice.saleDay,
      rungByName: invoice.rungByName,
      customerName: invoice.customerName,
      pickupPending: invoice.pickupPending,
      pickedUpAt: invoice.pickedUpAt?.toISOString() ?? null,
      offline: invoice.offline,
      hasConflict: Number(lines.conflicts) > 0,
    })),
    nextCursor: rows.length > INVOICE_PAGE_SIZE ? page.at(-1)!.invoice.number : null,
  };
}
