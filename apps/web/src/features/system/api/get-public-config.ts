import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import { apiFetch } from '@/lib/api-client';

export const getPublicConfig = () => apiFetch<PublicConfig>('/api/config');

/**
 * `retryOnMount: false`: a failed read (offline, on a page whose HTML did not carry the settings) is not
 * asked again by each part that mounts. Asked again, it is pending once more (it has no data), so a page
 * waiting for it (BilledOnly) showed "Loading", then its parts mounted again and asked again, for ever: the
 * pricing page never appeared offline. It is asked again on reconnect.
 */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity, retryOnMount: false });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

/**
 * Whether this server sells plans and credits (BILLING_PROVIDER is not "none"). True until the
 * configuration has arrived, which is what nearly every server says.
 */
export const useBilled = () => usePublicConfig().data?.billing !== 'none';
