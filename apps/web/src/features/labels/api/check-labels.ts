import { useMutation } from '@tanstack/react-query';
import type { LabelCheck, LabelCheckRequest } from '@tagwise/core/schemas/labels';
import { apiFetch } from '@/lib/api-client';

/**
 * What the print dialog says before the PDF is made: how many tags, how many of those items have no price
 * yet, and the names with characters tags cannot show. Asked when the operator presses Download, so it
 * counts the selection as it is then.
 */
export const checkLabels = (request: LabelCheckRequest) =>
  apiFetch<LabelCheck>('/api/labels/check', { method: 'POST', json: request });

export const useCheckLabels = () => useMutation({ mutationFn: checkLabels });
