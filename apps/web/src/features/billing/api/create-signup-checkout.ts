import type { CheckoutCreated, SignupCheckoutRequest } from '@tagwise/core/schemas/billing';
import { CHECKOUT_TIMEOUT_MS } from '@tagwise/core/values/billing';
import { apiFetch } from '@/lib/api-client';

/** A visitor's plan checkout, before the account exists (/signup-checkout); given up after the spec's 60 s. */
export const createSignupCheckout = (
  request: SignupCheckoutRequest,
  signal = AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
) => apiFetch<CheckoutCreated>('/api/billing/signup-checkout', { method: 'POST', json: request, signal });
