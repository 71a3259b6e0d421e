import type { Hold, PlaceHoldInput } from '@tagwise/core/sale-day/hold-schemas';
import { apiFetch } from '@/lib/api-client';
import { useHoldChange } from './use-hold-change';

/** "On hold until...": items kept for a customer, not paid (POST /api/projects/:projectId/holds). */
export const placeHold = (projectId: string, input: PlaceHoldInput) =>
  apiFetch<Hold>(`/api/projects/${projectId}/holds`, { method: 'POST', json: input });

export const usePlaceHold = (projectId: string) =>
  useHoldChange(projectId, (input: PlaceHoldInput) => placeHold(projectId, input));
