import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditGrantList } from '@tagwise/core/schemas/credits';
import { apiFetch } from '@/lib/api-client';
import { CREDITS_KEY } from './get-credit-balance';

export const getCreditGrants = () => apiFetch<CreditGrantList>('/api/credits/grants');

/** Credits added on top of the plan (packs, the server owner's grants), newest first. */
export const creditGrantsQueryOptions = () =>
  queryOptions({ queryKey: [...CREDITS_KEY, 'grants'], queryFn: getCreditGrants });

export const useCreditGrants = () => useQuery(creditGrantsQueryOptions());
