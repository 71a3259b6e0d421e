import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestCheckout } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

export const getTestCheckout = (sessionId: string) =>
  apiFetch<TestCheckout>(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}`);

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: ['billing', 'test-checkout', sessionId], queryFn: () => getTestCheckout(sessionId) });

export const useTestCheckout = (sessionId: string) => useQuery(testCheckoutQueryOptions(sessionId));
