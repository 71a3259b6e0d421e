import { useMutation } from '@tanstack/react-query';
import type { CheckoutCreated, CreateCheckoutRequest } from '@tagwise/core/schemas/billing';
import { CHECKOUT_TIMEOUT_MS } from '@tagwise/core/values/billing';
import { apiFetch } from '@/lib/api-client';

/** Given up after the spec's 60 s (checkout-failure.ts then says "Request timeout"). */
export const createCheckout = (request: CreateCheckoutRequest, signal = AbortSignal.timeout(CHECKOUT_TIMEOUT_MS)) =>
  apiFetch<CheckoutCreated>('/api/billing/checkout', { method: 'POST', json: request, signal });

/** Starts a checkout and sends the browser to it (the payer leaves the app, as for a hosted checkout). */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: (request: CreateCheckoutRequest) => createCheckout(request),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
