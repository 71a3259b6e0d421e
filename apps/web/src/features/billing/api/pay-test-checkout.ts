import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayTestCheckoutRequest, PayTestCheckoutResult } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';
import { testCheckoutQueryOptions } from './get-test-checkout';

export const payTestCheckout = (sessionId: string, request: PayTestCheckoutRequest) =>
  apiFetch<PayTestCheckoutResult>(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
    json: request,
  });

/** Pays; once paid the browser goes back to the app's success page. A refusal re-reads the checkout. */
export function usePayTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PayTestCheckoutRequest) => payTestCheckout(sessionId, request),
    onSuccess: ({ redirectUrl }) => {
      if (redirectUrl) window.location.assign(redirectUrl);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: testCheckoutQueryOptions(sessionId).queryKey }),
  });
}
