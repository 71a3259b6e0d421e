import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import { apiFetch } from '@/lib/api-client';

export const getPublicConfig = () => apiFetch<PublicConfig>('/api/config');

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

/**
 * Whether this server sells plans and credits (BILLING_PROVIDER is not "none"). True until the
 * configuration has arrived, which is what nearly every server says.
 */
export const useBilled = () => usePublicConfig().data?.billing !== 'none';
