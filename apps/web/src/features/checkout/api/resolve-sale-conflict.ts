import type { ResolveConflictInput, SaleConflict } from '@tagwise/core/sale-day/conflict-schemas';
import { apiFetch } from '@/lib/api-client';

/** Settles a double sale: one line refunded, or re-labelled as a duplicate tag (POST .../resolve; the admin's). */
export const resolveSaleConflict = (conflictId: string, input: ResolveConflictInput) =>
  apiFetch<SaleConflict>(`/api/sale-conflicts/${conflictId}/resolve`, { method: 'POST', json: input });
