import { useMutation } from '@tanstack/react-query';
import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

/** Cancel Subscription: the plan ends with the billing period (the caller reloads the page, as the spec says). */
export const useCancelSubscription = () =>
  useMutation({ mutationFn: () => apiFetch<SubscriptionView>('/api/billing/cancel', { method: 'POST' }) });
