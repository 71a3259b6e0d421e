import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesSummary } from '@tagwise/core/sale-day/day-end-schemas';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

export const salesSummaryKey = (projectId: string) => ['sales-summary', projectId] as const;

/** One day's end (YYYY-MM-DD) or the whole sale's (null); the device's zone stands in for a sale without one. */
export function getSalesSummary(projectId: string, day: string | null) {
  const query = new URLSearchParams({ timeZone: browserTimeZone() });
  if (day) query.set('day', day);
  return apiFetch<SalesSummary>(`/api/projects/${encodeURIComponent(projectId)}/sales-summary?${query}`);
}

export const salesSummaryQueryOptions = (projectId: string, day: string | null) =>
  queryOptions({
    queryKey: [...salesSummaryKey(projectId), day ?? 'all'],
    queryFn: () => getSalesSummary(projectId, day),
  });

export const useSalesSummary = (projectId: string, day: string | null) =>
  useQuery(salesSummaryQueryOptions(projectId, day));
