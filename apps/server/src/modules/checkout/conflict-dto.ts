import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SaleConflict } from '@tagwise/core/sale-day/conflict-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { items } from '../../db/schema/items.ts';
import { saleConflicts, saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';

const firstLine = alias(saleInvoiceLines, 'first_line');
const secondLine = alias(saleInvoiceLines, 'second_line');
const firstInvoice = alias(saleInvoices, 'first_invoice');
const secondInvoice = alias(saleInvoices, 'second_invoice');
const resolver = alias(user, 'resolver');

type Line = typeof saleInvoiceLines.$inferSelect;
type InvoiceRow = typeof saleInvoices.$inferSelect;

const saleOf = (line: Line, invoice: InvoiceRow): SaleConflict['first'] => ({
  lineId: line.id,
  invoiceId: invoice.id,
  invoiceNumber: invoice.number,
  invoiceStatus: invoice.status,
  completedAt: invoice.completedAt.toISOString(),
  rungByName: invoice.rungByName,
  deviceId: invoice.deviceId,
  netCents: line.netCents,
  refunded: line.refundedAt !== null || invoice.status === 'voided',
});

/** Double sales of the workspace matching `where`, unresolved first, then the newest. */
export async function loadConflicts(db: Pick<Database, 'select'>, actor: Actor, where: SQL): Promise<SaleConflict[]> {
  const rows = await db
    .select({
      conflict: saleConflicts,
      itemName: items.name,
      itemTagCode: items.tagCode,
      first: firstLine,
      second: secondLine,
      firstInvoice,
      secondInvoice,
      resolvedByName: resolver.name,
    })
    .from(saleConflicts)
    .innerJoin(firstLine, eq(firstLine.id, saleConflicts.firstLineId))
    .innerJoin(secondLine, eq(secondLine.id, saleConflicts.secondLineId))
    .innerJoin(firstInvoice, eq(firstInvoice.id, firstLine.invoiceId))
    .innerJoin(secondInvoice, eq(secondInvoice.id, secondLine.invoiceId))
    .leftJoin(items, eq(items.id, saleConflicts.itemId))
    .leftJoin(resolver, eq(resolver.id, saleConflicts.resolvedBy))
    .where(and(eq(saleConflicts.ownerId, actor.ownerId), where))
    .orderBy(sql`${saleConflicts.resolution} is not null`, desc(saleConflicts.detectedAt), desc(saleConflicts.id));
  return rows.map((row) => ({
    id: row.conflict.id,
    projectId: row.conflict.projectId,
    item: {
      id: row.conflict.itemId,
      tagCode: row.itemTagCode ?? row.first.tagCode,
      name: row.itemName ?? row.first.description,
    },
    detectedAt: row.conflict.detectedAt.toISOString(),
    first: saleOf(row.first, row.firstInvoice),
    second: saleOf(row.second, row.secondInvoice),
    resolution: row.conflict.resolution,
    resolvedByName: row.resolvedByName,
    resolvedAt: row.conflict.resolvedAt?.toISOString() ?? null,
    note: row.conflict.note,
  }));
}
