import type { CheckoutCreated, SignupCheckoutRequest } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

/** A visitor's plan checkout, before the account exists (/signup-checkout). */
export const createSignupCheckout = (request: SignupCheckoutRequest) =>
  apiFetch<CheckoutCreated>('/api/billing/signup-checkout', { method: 'POST', json: request });
