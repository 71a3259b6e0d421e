import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOffers } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

export const getBillingOffers = () => apiFetch<BillingOffers>('/api/billing/offers');

/** The packs for sale and their price ids; they change only with the server's configuration. */
export const billingOffersQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'offers'], queryFn: getBillingOffers, staleTime: 10 * 60_000 });

export const useBillingOffers = () => useQuery(billingOffersQueryOptions());
