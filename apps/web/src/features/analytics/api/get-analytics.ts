import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '@tagwise/core/schemas/analytics';
import { apiFetch } from '@/lib/api-client';
// The browser's time zone: months are counted as the person's calendar has them.
import { browserTimeZone } from '@/lib/browser-time-zone';

export const getAnalytics = (projectId: string | null, timeZone: string) => {
  const query = `?timeZone=${encodeURIComponent(timeZone)}`;
  return apiFetch<Analytics>(
    projectId ? `/api/projects/${encodeURIComponent(projectId)}/analytics${query}` : `/api/analytics${query}`,
  );
};

/**
 * The workspace's dashboard, or one project's. Teammates add and sell items meanwhile, so coming back to
 * the tab reads it again; while another project's figures load, the previous ones stay on screen.
 */
export const analyticsQueryOptions = (projectId: string | null, timeZone = browserTimeZone()) =>
  queryOptions({
    queryKey: ['analytics', projectId ?? 'workspace', timeZone],
    queryFn: () => getAnalytics(projectId, timeZone),
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });

export const useAnalytics = (projectId: string | null) => useQuery(analyticsQueryOptions(projectId));
