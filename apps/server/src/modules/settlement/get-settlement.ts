import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { settle } from '@tagwise/core/sale-day/settlement';
import type { Settlement } from '@tagwise/core/sale-day/settlement-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { consignors } from '../../db/schema/consignors.ts';
import { items } from '../../db/schema/items.ts';
import { saleConflicts, saleInvoiceLines, saleInvoices } from '../../db/schema/sale-day.ts';
import { loadConflicts } from '../checkout/conflict-dto.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadConsignors, loadExpenses } from './sale-terms-dto.ts';

/**
 * An item sold on a line that stands: not refunded, on an invoice not voided. The item's id is written out
 * in full: drizzle leaves a one-table query's columns unqualified.
 */
const soldAtTheDoor = sql`exists (
  select 1 from ${saleInvoiceLines} l join ${saleInvoices} v on v.id = l.invoice_id
  where l.item_id = ${items}.${sql.identifier(items.id.name)} and v.status = 'completed' and l.refunded_at is null)`;

/**
 * GET /api/projects/:projectId/settlement (the admin's): the client's statement from the stored invoice
 * lines (core's settle: gross, sales tax, each consignor's payout by their rule, the commission on the
 * client's share, the expenses, the net to the client), with the items left unsold at their tag prices
 * and what the figures cannot settle yet: double sales not resolved, paid items not picked up, and items
 * marked Sold by hand without an invoice.
 */
export async function getSettlement({
  db,
  actor,
  projectId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  now?: Date;
}): Promise<Settlement> {
  const project = await findOwnedProject(db, actor, projectId);
  const ofSale = and(eq(saleInvoices.ownerId, actor.ownerId), eq(saleInvoices.projectId, projectId));
  const [invoices, lines, consignorList, expenseList, unsold, handSold, doubles] = await Promise.all([
    db
      .select({
        id: saleInvoices.id,
        number: saleInvoices.number,
        status: saleInvoices.status,
        totalCents: saleInvoices.totalCents,
        customerName: saleInvoices.customerName,
        pickupPending: saleInvoices.pickupPending,
        pickedUpAt: saleInvoices.pickedUpAt,
      })
      .from(saleInvoices)
      .where(ofSale)
      .orderBy(asc(saleInvoices.number)),
    db
      .select({
        netCents: saleInvoiceLines.netCents,
        taxCents: saleInvoiceLines.taxCents,
        consignorId: saleInvoiceLines.consignorId,
        refundedAt: saleInvoiceLines.refundedAt,
        status: saleInvoices.status,
      })
      .from(saleInvoiceLines)
      .innerJoin(saleInvoices, eq(saleInvoices.id, saleInvoiceLines.invoiceId))
      .where(ofSale),
    loadConsignors(db, actor, projectId),
    loadExpenses(db, actor, projectId),
    db
      .select({
        id: items.id,
        tagCode: items.tagCode,
        name: items.name,
        status: items.status,
        tagPrice: items.tagPrice,
        consignorName: consignors.name,
      })
      .from(items)
      .leftJoin(consignors, eq(consignors.id, items.consignorId))
      .where(and(eq(items.ownerId, actor.ownerId), eq(items.projectId, projectId), ne(items.status, 'sold')))
      .orderBy(asc(items.name), asc(items.id)),
    db
      .select({
        count: sql<number>`count(*)::int`,
        soldValue: sql<number>`coalesce(sum(${items.soldPrice}), 0)::int`,
      })
      .from(items)
      .where(
        and(
          eq(items.ownerId, actor.ownerId),
          eq(items.projectId, projectId),
          eq(items.status, 'sold'),
          sql`not ${soldAtTheDoor}`,
        ),
      ),
    loadConflicts(db, actor, and(eq(saleConflicts.projectId, projectId), isNull(saleConflicts.resolution))!),
  ]);
  const standing = invoices.filter((invoice) => invoice.status === 'completed');
  const expenses = expenseList.filter((expense) => expense.removed === null);
  const figures = settle({
    lines: lines.map((line) => ({
      netCents: line.netCents,
      taxCents: line.taxCents,
      consignorId: line.consignorId,
      onStandingInvoice: line.status === 'completed',
      live: line.status === 'completed' && line.refundedAt === null,
    })),
    invoiceTotalsCents: standing.reduce((sum, invoice) => sum + invoice.totalCents, 0),
    consignors: consignorList.map(({ id, name, payout }) => ({ id, name, payout })),
    commissionBp: project.commissionBp,
    expenses,
  });
  const contactOf = new Map(consignorList.map((c) => [c.id, c.contact]));
  return {
    project: { id: project.id, name: project.name },
    client: { name: project.clientName, email: project.clientEmail },
    generatedAt: now.toISOString(),
    invoiceCount: standing.length,
    voidedCount: invoices.length - standing.length,
    ...figures,
    consignors: figures.consignors.map((share) => ({ ...share, contact: contactOf.get(share.id) ?? null })),
    expenses: expenses.map(({ id, description, amountCents }) => ({ id, description, amountCents })),
    unsold: {
      count: unsold.length,
      tagValue: unsold.reduce((sum, item) => sum + (item.tagPrice ?? 0), 0),
      items: unsold,
    },
    flags: {
      doubleSales: doubles.map((conflict) => ({
        conflictId: conflict.id,
        itemName: conflict.item.name,
        tagCode: conflict.item.tagCode,
        invoiceNumbers: [conflict.first.invoiceNumber, conflict.second.invoiceNumber],
      })),
      pendingPickups: standing
        .filter((invoice) => invoice.pickupPending && !invoice.pickedUpAt)
        .map((invoice) => ({
          invoiceId: invoice.id,
          number: invoice.number,
          customerName: invoice.customerName,
          totalCents: invoice.totalCents,
        })),
      soldWithoutInvoice: { count: handSold[0]?.count ?? 0, soldValue: handSold[0]?.soldValue ?? 0 },
    },
  };
}
