import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemCsvImportResult, ItemCsvMapping } from '@tagwise/core/schemas/item-csv-import';
import { apiFetch } from '@/lib/api-client';
import { importForm, type ItemCsvUpload } from './preview-items-csv';

/** Imports the file with the chosen mapping: all rows or, when any has a problem, none. */
export const importItemsCsv = ({ projectId, ...upload }: ItemCsvUpload & { mapping: ItemCsvMapping }) =>
  apiFetch<ItemCsvImportResult>(`/api/projects/${projectId}/items/import`, {
    method: 'POST',
    body: importForm(upload),
  });

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
