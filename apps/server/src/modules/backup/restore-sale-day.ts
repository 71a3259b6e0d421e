import type { BackupWorkspace } from '@tagwise/core/schemas/backup';
import type { Database } from '../../db/client.ts';
import { consignors } from '../../db/schema/consignors.ts';
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
import { optionalTimestampValue, timestampValue } from './backup-sql.ts';

/** New ids for old ones (restore-workspace.ts's remap), and the ids the rest of the restore already planned. */
type Remap = (oldIds: string[]) => Map<string, string>;
interface Planned {
  projects: Map<string, string>;
  items: Map<string, string>;
}

/** New ids for the sale day's rows: invoices too, so a backup restored beside its source never collides. */
export function planSaleDayIds(workspace: BackupWorkspace, remap: Remap) {
  return {
    consignors: remap(workspace.consignors.map((c) => c.id)),
    expenses: remap(workspace.projectExpenses.map((e) => e.id)),
    invoices: remap(workspace.saleInvoices.map((i) => i.id)),
    lines: remap(workspace.saleInvoices.flatMap((i) => i.lines.map((l) => l.id))),
    payments: remap(workspace.saleInvoices.flatMap((i) => i.payments.map((p) => p.id))),
    holds: remap(workspace.itemHolds.map((h) => h.id)),
    conflicts: remap(workspace.saleConflicts.map((c) => c.id)),
    cashCounts: remap(workspace.cashCounts.map((c) => c.id)),
  };
}
export type SaleDayIds = ReturnType<typeof planSaleDayIds>;

type Insert = <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => Promise<void>;
type Person = (id: string | null) => string | null;
const optionalId = (map: Map<string, string>, id: string | null) => (id === null ? null : map.get(id)!);

/** Consignors go in before the items that name them. */
export async function writeConsignors(
  tx: Database,
  ownerId: string,
  workspace: BackupWorkspace,
  ids: SaleDayIds,
  planned: Planned,
  insertChunks: Insert,
) {
  await insertChunks(workspace.consignors, (chunk) =>
    tx.insert(consignors).values(
      chunk.map(({ id, projectId, createdAt, ...fields }) => ({
        ...fields,
        id: ids.consignors.get(id)!,
        ownerId,
        projectId: planned.projects.get(projectId)!,
        createdAt: timestampValue(createdAt),
      })),
    ),
  );
}

/**
 * The rest of the sale day, after the items: invoices with their lines and payments, holds and their items,
 * double sales, cash counts and expenses, every id mapped to this restore's and every person through `person`.
 */
export async function writeSaleDay(
  tx: Database,
  ownerId: string,
  workspace: BackupWorkspace,
  ids: SaleDayIds,
  planned: Planned,
  person: Person,
  insertChunks: Insert,
) {
  const project = (id: string) => planned.projects.get(id)!;
  await insertChunks(workspace.saleInvoices, (chunk) =>
    tx.insert(saleInvoices).values(
      chunk.map(
        ({
          id,
          projectId,
          rungBy,
          voidedBy,
          pickedUpAt,
          completedAt,
          receivedAt,
          voidedAt,
          lines: _lines,
          payments: _payments,
          ...fields
        }) => ({
          ...fields,
          id: ids.invoices.get(id)!,
          ownerId,
          projectId: project(projectId),
          rungBy: person(rungBy),
          voidedBy: person(voidedBy),
          pickedUpAt: optionalTimestampValue(pickedUpAt),
          completedAt: timestampValue(completedAt),
          receivedAt: timestampValue(receivedAt),
          voidedAt: optionalTimestampValue(voidedAt),
        }),
      ),
    ),
  );
  await insertChunks(
    workspace.saleInvoices.flatMap((invoice) =>
      invoice.lines.map(({ id, itemId, consignorId, refundedBy, refundedAt, ...fields }) => ({
        ...fields,
        id: ids.lines.get(id)!,
        ownerId,
        invoiceId: ids.invoices.get(invoice.id)!,
        itemId: optionalId(planned.items, itemId),
        consignorId: optionalId(ids.consignors, consignorId),
        refundedBy: person(refundedBy),
        refundedAt: optionalTimestampValue(refundedAt),
      })),
    ),
    (chunk) => tx.insert(saleInvoiceLines).values(chunk),
  );
  await insertChunks(
    workspace.saleInvoices.flatMap((invoice) =>
      invoice.payments.map(({ id, ...fields }) => ({
        ...fields,
        id: ids.payments.get(id)!,
        ownerId,
        invoiceId: ids.invoices.get(invoice.id)!,
      })),
    ),
    (chunk) => tx.insert(salePayments).values(chunk),
  );
  await insertChunks(workspace.itemHolds, (chunk) =>
    tx.insert(itemHolds).values(
      chunk.map(
        ({
          id,
          projectId,
          createdBy,
          releasedBy,
          invoiceId,
          holdUntil,
          createdAt,
          releasedAt,
          itemIds: _items,
          ...fields
        }) => ({
          ...fields,
          id: ids.holds.get(id)!,
          ownerId,
          projectId: project(projectId),
          createdBy: person(createdBy),
          releasedBy: person(releasedBy),
          invoiceId: optionalId(ids.invoices, invoiceId),
          holdUntil: timestampValue(holdUntil),
          createdAt: timestampValue(createdAt),
          releasedAt: optionalTimestampValue(releasedAt),
        }),
      ),
    ),
  );
  await insertChunks(
    workspace.itemHolds.flatMap((hold) =>
      hold.itemIds.map((itemId) => ({ holdId: ids.holds.get(hold.id)!, itemId: planned.items.get(itemId)!, ownerId })),
    ),
    (chunk) => tx.insert(itemHoldItems).values(chunk),
  );
  await insertChunks(workspace.saleConflicts, (chunk) =>
    tx.insert(saleConflicts).values(
      chunk.map(
        ({ id, projectId, itemId, firstLineId, secondLineId, resolvedBy, detectedAt, resolvedAt, ...fields }) => ({
          ...fields,
          id: ids.conflicts.get(id)!,
          ownerId,
          projectId: project(projectId),
          itemId: optionalId(planned.items, itemId),
          firstLineId: ids.lines.get(firstLineId)!,
          secondLineId: ids.lines.get(secondLineId)!,
          resolvedBy: person(resolvedBy),
          detectedAt: timestampValue(detectedAt),
          resolvedAt: optionalTimestampValue(resolvedAt),
        }),
      ),
    ),
  );
  await insertChunks(workspace.cashCounts, (chunk) =>
    tx.insert(cashCounts).values(
      chunk.map(({ id, projectId, countedBy, createdAt, ...fields }) => ({
        ...fields,
        id: ids.cashCounts.get(id)!,
        ownerId,
        projectId: project(projectId),
        countedBy: person(countedBy),
        createdAt: timestampValue(createdAt),
      })),
    ),
  );
  await insertChunks(workspace.projectExpenses, (chunk) =>
    tx.insert(projectExpenses).values(
      chunk.map(({ id, projectId, createdBy, createdAt, updatedBy, updatedAt, removedBy, removedAt, ...fields }) => ({
        ...fields,
        id: ids.expenses.get(id)!,
        ownerId,
        projectId: project(projectId),
        createdBy: person(createdBy),
        createdAt: timestampValue(createdAt),
        updatedBy: person(updatedBy),
        updatedAt: optionalTimestampValue(updatedAt),
        removedBy: person(removedBy),
        removedAt: optionalTimestampValue(removedAt),
      })),
    ),
  );
}
