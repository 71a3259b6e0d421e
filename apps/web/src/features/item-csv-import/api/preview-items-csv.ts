import { useMutation } from '@tanstack/react-query';
import type { ItemCsvMapping, ItemCsvPreview } from '@tagwise/core/schemas/item-csv-import';
import { apiFetch } from '@/lib/api-client';

export interface ItemCsvUpload {
  projectId: string;
  file: File;
  /** Omitted: the server suggests one from the file's headers. */
  mapping?: ItemCsvMapping;
}

/** The file and the mapping as the import routes read them: a multipart form. */
export function importForm({ file, mapping }: Pick<ItemCsvUpload, 'file' | 'mapping'>) {
  const form = new FormData();
  form.set('file', file);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return form;
}

/** What importing the file would do (nothing is written): mapping, first rows, counts and row problems. */
export const previewItemsCsv = ({ projectId, ...upload }: ItemCsvUpload) =>
  apiFetch<ItemCsvPreview>(`/api/projects/${projectId}/items/import/preview`, {
    method: 'POST',
    body: importForm(upload),
  });

/** A preview is asked again at every change of the mapping; it writes nothing, so it is a mutation only by verb. */
export const usePreviewItemsCsv = () => useMutation({ mutationFn: previewItemsCsv });
