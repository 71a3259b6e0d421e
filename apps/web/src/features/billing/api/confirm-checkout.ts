import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutState } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';
import { POST_CHECKOUT_ATTEMPTS, POST_CHECKOUT_FIRST_DELAY_MS, postCheckoutDelay } from '../lib/post-checkout-retry';

/**
 * Where the workspace's own checkout stands; one the payment provider has paid but not yet reported is
 * fulfilled by this call. Safe to repeat.
 */
export const confirmCheckout = (sessionId: string) =>
  apiFetch<CheckoutState>(`/api/billing/checkouts/${encodeURIComponent(sessionId)}/confirm`, { method: 'POST' });

/**
 * The checkout the payer came back from, asked again while it is still open on the spec's post-checkout
 * schedule (a payment provider reports a payment a moment after sending the payer back). `gaveUp` once
 * the schedule is spent and it is still open.
 */
export function useConfirmedCheckout(sessionId: string | null) {
  const queryKey = ['billing', 'checkout', sessionId];
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: () => confirmCheckout(sessionId!),
    enabled: Boolean(sessionId),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (current) => {
      if (current.state.data?.status !== 'open') return false;
      const attempt = current.state.dataUpdateCount - 1;
      if (attempt >= POST_CHECKOUT_ATTEMPTS) return false;
      return attempt === 0 ? POST_CHECKOUT_FIRST_DELAY_MS : postCheckoutDelay(attempt - 1);
    },
  });
  // Read on each answer (dataUpdatedAt changes with every one, so the page renders again with it).
  const answers = query.dataUpdatedAt > 0 ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  const gaveUp = query.data?.status === 'open' && answers > POST_CHECKOUT_ATTEMPTS;
  return { ...query, gaveUp };
}
