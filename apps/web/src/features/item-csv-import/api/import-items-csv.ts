import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemCsvImportResult, ItemCsvMapping } from '@tagwise/core/schemas/item-csv-import';
import { apiFetch } from '@/lib/api-client';
import { importForm, type ItemCsvUpload } from './preview-items-csv';

/**
 * Imports the file with the chosen mapping: all rows or, when any has a problem, none; with
 * `skipRowsWithProblems`, all the good rows, and the skipped ones come back with their problems.
 */
export const importItemsCsv = ({
  projectId,
  skipRowsWithProblems,
  ...upload
}: ItemCsvUpload & { mapping: ItemCsvMapping; skipRowsWithProblems: boolean }) => {
  const form = importForm(upload);
  if (skipRowsWithProblems) form.set('skipRowsWithProblems', 'true');
  return apiFetch<ItemCsvImportResult>(`/api/projects/${projectId}/items/import`, { method: 'POST', body: form });
};

/**
 * After an import every item list may hold new or changed items (an updated item can be in another
 * project), and the projects' counts and totals changed: all of them are fetched again.
 */
export function useImportItemsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importItemsCsv,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['items'] }),
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
      ]),
  });
}
