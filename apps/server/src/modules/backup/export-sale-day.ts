import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BackupWorkspace } from '@tagwise/core/schemas/backup';
import type { Database } from '../../db/client.ts';
import { consignors } from '../../db/schema/consignors.ts';
import { projects } from '../../db/schema/projects.ts';
import {
  cashCounts,
  itemHoldItems,
  itemHolds,
  projectExpenses,
  saleConflicts,
  saleInvoiceLines,
  saleInvoices,
  salePayments,
} from '../../db/schema/sale-day.ts';
import { optionalTimestampText, timestampText } from './backup-sql.ts';

type SaleDay = Pick<
  BackupWorkspace,
  'consignors' | 'projectExpenses' | 'saleInvoices' | 'itemHolds' | 'saleConflicts' | 'cashCounts'
>;

/**
 * The sale days of a workspace's projects for workspace.json (issue 35): every row of their tables but the
 * owner, timestamps with their microseconds, inside the export's one repeatable-read transaction. Each is
 * joined to the workspace's projects, so nothing is carried for a project that is not in the backup.
 */
export async function readSaleDay(db: Pick<Database, 'select'>, ownerId: string): Promise<SaleDay> {
  const ofWorkspace = (projectId: AnyPgColumn) => and(eq(projects.id, projectId), eq(projects.ownerId, ownerId));
  const { ownerId: _c, createdAt: consignorCreated, ...consignorColumns } = getTableColumns(consignors);
  const consignorRows = await db
    .select({ ...consignorColumns, createdAt: timestampText(consignorCreated) })
    .from(consignors)
    .innerJoin(projects, ofWorkspace(consignors.projectId))
    .orderBy(asc(consignors.createdAt), asc(consignors.id));

  const {
    ownerId: _e,
    createdAt: expenseCreated,
    updatedAt: expenseUpdated,
    removedAt: expenseRemoved,
    ...expenseColumns
  } = getTableColumns(projectExpenses);
  const expenseRows = await db
    .select({
      ...expenseColumns,
      createdAt: timestampText(expenseCreated),
      updatedAt: optionalTimestampText(expenseUpdated),
      removedAt: optionalTimestampText(expenseRemoved),
    })
    .from(projectExpenses)
    .innerJoin(projects, ofWorkspace(projectExpenses.projectId))
    .orderBy(asc(projectExpenses.createdAt), asc(projectExpenses.id));

  const {
    ownerId: _i,
    pickedUpAt,
    completedAt,
    receivedAt,
    voidedAt,
    ...invoiceColumns
  } = getTableColumns(saleInvoices);
  const invoiceRows = await db
    .select({
      ...invoiceColumns,
      pickedUpAt: optionalTimestampText(pickedUpAt),
      completedAt: timestampText(completedAt),
      receivedAt: timestampText(receivedAt),
      voidedAt: optionalTimestampText(voidedAt),
    })
    .from(saleInvoices)
    .innerJoin(projects, ofWorkspace(saleInvoices.projectId))
    .orderBy(asc(saleInvoices.projectId), asc(saleInvoices.number));
  const { ownerId: _l, refundedAt, ...lineColumns } = getTableColumns(saleInvoiceLines);
  const lineRows = await db
    .select({ ...lineColumns, refundedAt: optionalTimestampText(refundedAt) })
    .from(saleInvoiceLines)
    .innerJoin(saleInvoices, eq(saleInvoices.id, saleInvoiceLines.invoiceId))
    .innerJoin(projects, ofWorkspace(saleInvoices.projectId))
    .orderBy(asc(saleInvoiceLines.invoiceId), asc(saleInvoiceLines.position));
  const { ownerId: _p, ...paymentColumns } = getTableColumns(salePayments);
  const paymentRows = await db
    .select(paymentColumns)
    .from(salePayments)
    .innerJoin(saleInvoices, eq(saleInvoices.id, salePayments.invoiceId))
    .innerJoin(projects, ofWorkspace(saleInvoices.projectId))
    .orderBy(asc(salePayments.invoiceId), asc(salePayments.position));
  const linesOf = groupBy(lineRows, (line) => line.invoiceId);
  const paymentsOf = groupBy(paymentRows, (payment) => payment.invoiceId);

  const { ownerId: _h, holdUntil, createdAt: holdCreated, releasedAt, ...holdColumns } = getTableColumns(itemHolds);
  const holdRows = await db
    .select({
      ...holdColumns,
      holdUntil: timestampText(holdUntil),
      createdAt: timestampText(holdCreated),
      releasedAt: optionalTimestampText(releasedAt),
    })
    .from(itemHolds)
    .innerJoin(projects, ofWorkspace(itemHolds.projectId))
    .orderBy(asc(itemHolds.createdAt), asc(itemHolds.id));
  const heldRows = await db
    .select({ holdId: itemHoldItems.holdId, itemId: itemHoldItems.itemId })
    .from(itemHoldItems)
    .innerJoin(itemHolds, eq(itemHolds.id, itemHoldItems.holdId))
    .innerJoin(projects, ofWorkspace(itemHolds.projectId))
    .orderBy(asc(itemHoldItems.holdId), asc(itemHoldItems.itemId));
  const heldOf = groupBy(heldRows, (row) => row.holdId);

  const { ownerId: _s, detectedAt, resolvedAt, ...conflictColumns } = getTableColumns(saleConflicts);
  const conflictRows = await db
    .select({
      ...conflictColumns,
      detectedAt: timestampText(detectedAt),
      resolvedAt: optionalTimestampText(resolvedAt),
    })
    .from(saleConflicts)
    .innerJoin(projects, ofWorkspace(saleConflicts.projectId))
    .orderBy(asc(saleConflicts.detectedAt), asc(saleConflicts.id));

  const { ownerId: _k, createdAt: countCreated, ...countColumns } = getTableColumns(cashCounts);
  const countRows = await db
    .select({ ...countColumns, createdAt: timestampText(countCreated) })
    .from(cashCounts)
    .innerJoin(projects, ofWorkspace(cashCounts.projectId))
    .orderBy(asc(cashCounts.createdAt), asc(cashCounts.id));

  return {
    consignors: consignorRows,
    projectExpenses: expenseRows,
    saleInvoices: invoiceRows.map((invoice) => ({
      ...invoice,
      lines: (linesOf.get(invoice.id) ?? []).map(({ invoiceId: _id, ...line }) => line),
      payments: (paymentsOf.get(invoice.id) ?? []).map(({ invoiceId: _id, ...payment }) => payment),
    })),
    itemHolds: holdRows.map((hold) => ({ ...hold, itemIds: (heldOf.get(hold.id) ?? []).map((row) => row.itemId) })),
    saleConflicts: conflictRows,
    cashCounts: countRows,
  };
}

/** The manifest's counts of them, checked again by a restore. */
export const saleDayCounts = (saleDay: SaleDay) => ({
  consignors: saleDay.consignors.length,
  projectExpenses: saleDay.projectExpenses.length,
  saleInvoices: saleDay.saleInvoices.length,
  itemHolds: saleDay.itemHolds.length,
  saleConflicts: saleDay.saleConflicts.length,
  cashCounts: saleDay.cashCounts.length,
});

/** Rows by a key, in their order (Map.groupBy, which this TypeScript library target does not know yet). */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
