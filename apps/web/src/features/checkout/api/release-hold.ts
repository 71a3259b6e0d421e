import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import { apiFetch } from '@/lib/api-client';
import { useHoldChange } from './use-hold-change';

/** Ends a hold before its time, with a reason (POST /api/holds/:holdId/release): its items are on sale again. */
export const releaseHold = (holdId: string, reason: string) =>
  apiFetch<Hold>(`/api/holds/${holdId}/release`, { method: 'POST', json: { reason } });

export const useReleaseHold = (projectId: string) =>
  useHoldChange(projectId, ({ holdId, reason }: { holdId: string; reason: string }) => releaseHold(holdId, reason));
