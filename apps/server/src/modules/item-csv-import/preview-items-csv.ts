import type { ItemCsvMapping, ItemCsvPreview } from '@tagwise/core/schemas/item-csv-import';
import { ITEM_CSV_MAX_LISTED_ERRORS, ITEM_CSV_PREVIEW_ROWS } from '@tagwise/core/values/item-csv-import';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { planItemImport } from './plan-item-import.ts';

/**
 * What importing the file into the project would do, without doing it: the headers and the mapping
 * (suggested from them unless one is given), how many items would be added, changed or left as they are,
 * and every row's problems (the first 1,000 listed). The rows shown are the first ones and, after them,
 * every row with a listed problem: a bad row 14 must be seen, not only counted, before it is skipped.
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
  const errors = plan.errors.slice(0, ITEM_CSV_MAX_LISTED_ERRORS);
  const rowsWithListedErrors = new Set(errors.map((error) => error.row));
  const shown = plan.file.rows.flatMap((line, index) =>
    index < ITEM_CSV_PREVIEW_ROWS || rowsWithListedErrors.has(line.row) ? [{ line, index }] : [],
  );
  return {
    headers: plan.file.headers,
    mapping: plan.mapping,
    rowCount: plan.file.rows.length,
    sample: shown.map(({ line: { row, cells }, index }) => ({
      row,
      cells: plan.file.headers.map((_, column) => cells[column] ?? ''),
      action: plan.actions[index] ?? null,
    })),
    counts: plan.counts,
    rowsWithProblems: plan.rowsWithProblems,
    errors,
    errorCount: plan.errors.length,
  };
}
