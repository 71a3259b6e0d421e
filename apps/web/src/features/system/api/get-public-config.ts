import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import { apiFetch } from '@/lib/api-client';

export const getPublicConfig = () => apiFetch<PublicConfig>('/api/config');

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
