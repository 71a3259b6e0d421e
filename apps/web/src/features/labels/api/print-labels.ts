import { useMutation } from '@tanstack/react-query';
import type { LabelRequest } from '@tagwise/core/schemas/labels';
import { apiDownload } from '@/lib/api-client';

/** The tags as a PDF (the server makes it; see modules/labels), and how many it holds. */
export async function printLabels(request: LabelRequest) {
  const { blob, filename, headers } = await apiDownload('/api/labels', { method: 'POST', json: request });
  return { blob, filename: filename ?? 'tags.pdf', count: Number(headers.get('x-label-count') ?? 0) };
}

export const usePrintLabels = () => useMutation({ mutationFn: printLabels });
