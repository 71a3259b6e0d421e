import type { ItemCsvMapping, ItemCsvPreview } from '@tagwise/core/schemas/item-csv-import';
import { ITEM_CSV_MAX_LISTED_ERRORS, ITEM_CSV_PREVIEW_ROWS } from '@tagwise/core/values/item-csv-import';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { planItemImport } from './plan-item-import.ts';

/**
 * What importing the file into the project would do, without doing it: the headers and the mapping
 * (suggested from them unless one is given), the first rows, how many items would be added, changed or
 * left as they are, and every row's problems (the first 100 listed).
 */
export async function previewItemsCsv({
  db,
  actor,
  projectId,
  bytes,
  mapping,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  bytes: Uint8Array;
  mapping?: ItemCsvMapping;
}): Promise<ItemCsvPreview> {
  const plan = await planItemImport({ db, actor, projectId, bytes, mapping, lock: false });
  return {
    headers: plan.file.headers,
    mapping: plan.mapping,
    rowCount: plan.file.rows.length,
    sample: plan.file.rows.slice(0, ITEM_CSV_PREVIEW_ROWS).map(({ row, cells }, index) => ({
      row,
      cells: plan.file.headers.map((_, column) => cells[column] ?? ''),
      action: plan.actions[index] ?? null,
    })),
    counts: plan.counts,
    errors: plan.errors.slice(0, ITEM_CSV_MAX_LISTED_ERRORS),
    errorCount: plan.errors.length,
  };
}
