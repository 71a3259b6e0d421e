import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const cancelTestCheckout = (sessionId: string) =>
  apiFetch<{ redirectUrl: string }>(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
  });

/** Gives the checkout up and goes to its cancel page. */
export function useCancelTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: () => cancelTestCheckout(sessionId),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
