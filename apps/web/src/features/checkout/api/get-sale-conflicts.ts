import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleConflictList } from '@tagwise/core/sale-day/conflict-schemas';
import { apiFetch } from '@/lib/api-client';

/** A sale's double sales, unresolved first (GET /api/projects/:projectId/sale-conflicts; the admin's). */
export const saleConflictsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['sale-conflicts', projectId] as const,
    queryFn: () => apiFetch<SaleConflictList>(`/api/projects/${projectId}/sale-conflicts`),
  });

/** Only asked for the admin: a member is refused (and shown nothing of it). */
export const useSaleConflicts = (projectId: string, enabled: boolean) =>
  useQuery({ ...saleConflictsQueryOptions(projectId), enabled });
