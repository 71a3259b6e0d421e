import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitorCheckoutState } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

/**
 * Where a visitor's plan checkout stands, as the server has it (asking the payment provider if it has not
 * reported yet), and the payer's e-mail when this is the browser that paid. Safe to repeat.
 */
export const confirmVisitorCheckout = (sessionId: string) =>
  apiFetch<VisitorCheckoutState>(`/api/billing/signup-checkouts/${encodeURIComponent(sessionId)}/confirm`, {
    method: 'POST',
  });

export const visitorCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['billing', 'visitor-checkout', sessionId],
    queryFn: () => confirmVisitorCheckout(sessionId),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The success page's and the sign-up form's view of the checkout in their address (none without one). */
export const useVisitorCheckout = (sessionId: string | null) =>
  useQuery({ ...visitorCheckoutQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
