import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamView } from '@tagwise/core/schemas/team';
import { apiFetch } from '@/lib/api-client';

export const TEAM_KEY = ['team'] as const;

export const teamQueryOptions = () =>
  queryOptions({ queryKey: TEAM_KEY, queryFn: () => apiFetch<TeamView>('/api/team') });

/** The admin's team members, and whether the plan lets them add more. */
export const useTeam = (enabled = true) => useQuery({ ...teamQueryOptions(), enabled });
