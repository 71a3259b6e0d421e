import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleConflicts, saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';

const firstLine = alias(saleInvoiceLines, 'first_line');
const secondLine = alias(saleInvoiceLines, 'second_line');

/** The double sales found when this invoice was synced: its lines that sold an item another invoice sold first. */
export async function conflictsOfInvoice(
  db: Pick<Database, 'select'>,
  actor: Actor,
  invoiceId: string,
): Promise<CompleteInvoiceResult['conflicts']> {
  const rows = await db
    .select({
      conflictId: saleConflicts.id,
      lineId: saleConflicts.secondLineId,
      itemId: saleConflicts.itemId,
      otherInvoiceId: saleInvoices.id,
      otherInvoiceNumber: saleInvoices.number,
    })
    .from(saleConflicts)
    .innerJoin(secondLine, eq(secondLine.id, saleConflicts.secondLineId))
    .innerJoin(firstLine, eq(firstLine.id, saleConflicts.firstLineId))
    .innerJoin(saleInvoices, eq(saleInvoices.id, firstLine.invoiceId))
    .where(and(eq(saleConflicts.ownerId, actor.ownerId), eq(secondLine.invoiceId, invoiceId)))
    .orderBy(secondLine.position);
  return rows;
}
