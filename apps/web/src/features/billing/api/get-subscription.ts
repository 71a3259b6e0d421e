import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

export const getSubscription = () => apiFetch<SubscriptionView>('/api/billing/subscription');

/** The plan and what depends on it: one invalidation after a purchase, a claim or a cancellation. */
export const SUBSCRIPTION_KEY = ['billing', 'subscription'] as const;

/** The workspace's plan (the profile menu, the plan pages); re-read when the tab comes back. */
export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: SUBSCRIPTION_KEY, queryFn: getSubscription, refetchOnWindowFocus: true });

export const useSubscription = (enabled = true) => useQuery({ ...subscriptionQueryOptions(), enabled });
