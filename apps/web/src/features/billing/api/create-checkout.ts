import { useMutation } from '@tanstack/react-query';
import type { CheckoutCreated, CreateCheckoutRequest } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

export const createCheckout = (request: CreateCheckoutRequest) =>
  apiFetch<CheckoutCreated>('/api/billing/checkout', { method: 'POST', json: request });

/** Starts a checkout and sends the browser to it (the payer leaves the app, as for a hosted checkout). */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
