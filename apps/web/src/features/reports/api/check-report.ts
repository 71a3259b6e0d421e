import { queryOptions } from '@tanstack/react-query';
import type { ReportCheck } from '@tagwise/core/schemas/reports';
import { apiFetch } from '@/lib/api-client';

export const checkReport = (projectId: string) =>
  apiFetch<ReportCheck>(`/api/projects/${encodeURIComponent(projectId)}/reports/check`);

/**
 * The project's texts a report would print with □, read again each time a report is asked for (the items
 * change between two downloads), so the Reports menu can say so first.
 */
export const reportCheckQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'report-check'],
    queryFn: () => checkReport(projectId),
    staleTime: 0,
  });
