import { useQuery } from '@tanstack/react-query';
import type { HoldList } from '@tagwise/core/sale-day/hold-schemas';
import { apiFetch } from '@/lib/api-client';

export const holdsQueryKey = (projectId: string) => ['checkout', projectId, 'holds'] as const;

/** The holds that stand on a sale, soonest end first (GET /api/projects/:projectId/holds). */
export const getHolds = (projectId: string) => apiFetch<HoldList>(`/api/projects/${projectId}/holds`);

export const useHolds = (projectId: string) =>
  useQuery({ queryKey: holdsQueryKey(projectId), queryFn: () => getHolds(projectId) });
