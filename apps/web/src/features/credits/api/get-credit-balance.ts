import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { apiFetch } from '@/lib/api-client';

export const getCreditBalance = () => apiFetch<CreditBalance>('/api/credits');

/** Everything about credits lives under this key: one invalidation refreshes the meter and the history. */
export const CREDITS_KEY = ['credits'] as const;

/**
 * The workspace's balance (the menus' meter, the history's summary, the exhausted dialog). Other people in
 * the workspace spend the same credits, so coming back to the tab re-reads it; the analysis feature
 * invalidates this key when an analysis finishes.
 */
export const creditBalanceQueryOptions = () =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'balance'],
    queryFn: getCreditBalance,
    refetchOnWindowFocus: true,
  });

export const useCreditBalance = () => useQuery(creditBalanceQueryOptions());
