import { distinct } from './distinct.ts';
import type { BackupCounts, BackupWorkspace } from '@tagwise/core/schemas/backup';

/**
 * What the database's keys would refuse in a backup's sale days, refused before the first insert (with the
 * workspace's other references in read-backup.ts): ids appearing twice, an invoice number used twice in a
 * sale, and rows pointing at a project, item, consignor, invoice or line the backup does not hold; then the
 * manifest's counts, when it has them. `invalid` makes the error a person reads.
 */
export function checkSaleDayReferences(
  workspace: BackupWorkspace,
  itemIds: ReadonlySet<string>,
  counts: BackupCounts,
  invalid: (detail: string) => Error,
) {
  const unique = (values: string[], what: string) => distinct(values, what, invalid);
  const projectIds = new Set(workspace.projects.map((p) => p.id));
  const inProject = (rows: { id: string; projectId: string }[], what: string) => {
    for (const row of rows) {
      if (!projectIds.has(row.projectId)) {
        throw invalid(`${what} ${row.id} is in project ${row.projectId}, which is not in the backup`);
      }
    }
  };
  const pointsAt = (id: string | null, known: ReadonlySet<string>, what: string, target: string) => {
    if (id !== null && !known.has(id)) throw invalid(`${what} names ${target} ${id}, which is not in the backup`);
  };

  const consignorIds = unique(
    workspace.consignors.map((c) => c.id),
    'consignor id',
  );
  unique(
    workspace.projectExpenses.map((e) => e.id),
    'expense id',
  );
  unique(
    workspace.cashCounts.map((c) => c.id),
    'cash count id',
  );
  const invoiceIds = unique(
    workspace.saleInvoices.map((i) => i.id),
    'invoice id',
  );
  unique(
    workspace.saleInvoices.map((i) => `${i.projectId}/${i.number}`),
    'invoice number',
  );
  const lines = workspace.saleInvoices.flatMap((i) => i.lines);
  const lineIds = unique(
    lines.map((l) => l.id),
    'invoice line id',
  );
  unique(
    workspace.saleInvoices.flatMap((i) => i.payments.map((p) => p.id)),
    'payment id',
  );
  unique(
    workspace.itemHolds.map((h) => h.id),
    'hold id',
  );
  unique(
    workspace.saleConflicts.map((c) => c.secondLineId),
    'double sale of line',
  );
  unique(
    workspace.saleConflicts.map((c) => c.id),
    'double sale id',
  );
  inProject(workspace.consignors, 'consignor');
  inProject(workspace.projectExpenses, 'expense');
  inProject(workspace.cashCounts, 'cash count');
  inProject(workspace.saleInvoices, 'invoice');
  inProject(workspace.itemHolds, 'hold');
  inProject(workspace.saleConflicts, 'double sale');
  for (const line of lines) {
    pointsAt(line.itemId, itemIds, `invoice line ${line.id}`, 'item');
    pointsAt(line.consignorId, consignorIds, `invoice line ${line.id}`, 'consignor');
  }
  for (const hold of workspace.itemHolds) {
    pointsAt(hold.invoiceId, invoiceIds, `hold ${hold.id}`, 'invoice');
    unique(hold.itemIds, `hold ${hold.id}'s item`);
    for (const itemId of hold.itemIds) pointsAt(itemId, itemIds, `hold ${hold.id}`, 'item');
  }
  for (const conflict of workspace.saleConflicts) {
    pointsAt(conflict.itemId, itemIds, `double sale ${conflict.id}`, 'item');
    pointsAt(conflict.firstLineId, lineIds, `double sale ${conflict.id}`, 'invoice line');
    pointsAt(conflict.secondLineId, lineIds, `double sale ${conflict.id}`, 'invoice line');
  }
  const actual = {
    consignors: workspace.consignors.length,
    projectExpenses: workspace.projectExpenses.length,
    saleInvoices: workspace.saleInvoices.length,
    itemHolds: workspace.itemHolds.length,
    saleConflicts: workspace.saleConflicts.length,
    cashCounts: workspace.cashCounts.length,
  };
  for (const key of Object.keys(actual) as (keyof typeof actual)[]) {
    // Counted only since the sale day is carried; a manifest from before has no count to compare.
    if (counts[key] !== undefined && counts[key] !== actual[key]) {
      throw invalid(`manifest.json counts ${counts[key]} ${key}, the backup holds ${actual[key]}`);
    }
  }
}

/** Every consignor an item names is in the backup (items.jsonl is checked after workspace.json). */
export function checkItemConsignors(
  items: { id: string; consignorId: string | null }[],
  workspace: BackupWorkspace,
  invalid: (detail: string) => Error,
) {
  const consignorIds = new Set(workspace.consignors.map((c) => c.id));
  for (const item of items) {
    if (item.consignorId !== null && !consignorIds.has(item.consignorId)) {
      throw invalid(`item ${item.id} names consignor ${item.consignorId}, which is not in the backup`);
    }
  }
}
