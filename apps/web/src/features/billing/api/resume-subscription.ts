import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';
import { SUBSCRIPTION_KEY } from './get-subscription';

/** Keep a cancelled plan after all, before its period ends. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<SubscriptionView>('/api/billing/resume', { method: 'POST' }),
    onSuccess: (subscription) => queryClient.setQueryData(SUBSCRIPTION_KEY, subscription),
  });
}
