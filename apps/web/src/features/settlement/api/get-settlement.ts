import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settlement } from '@tagwise/core/sale-day/settlement-schemas';
import { apiFetch } from '@/lib/api-client';

export const settlementKey = (projectId: string) => ['settlement', projectId] as const;

export const getSettlement = (projectId: string) =>
  apiFetch<Settlement>(`/api/projects/${encodeURIComponent(projectId)}/settlement`);

export const settlementQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: settlementKey(projectId), queryFn: () => getSettlement(projectId) });

/** The client's statement, the admin's. */
export const useSettlement = (projectId: string, enabled = true) =>
  useQuery({ ...settlementQueryOptions(projectId), enabled });
