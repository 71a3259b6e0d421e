import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { PROFILE_MESSAGES } from '@tagwise/core/values/account-settings';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

type OnboardingInput = Partial<Pick<AccountSettings, 'toursEnabled' | 'helpTipsEnabled'>>;

export const updateOnboardingPreferences = (input: OnboardingInput) =>
  apiFetch<AccountSettings>('/api/settings/profile', { method: 'PATCH', json: input });

const mutationKey = ['settings', 'onboarding'] as const;

/**
 * A switch flips at once; a failed save puts it back and says so (the spec's "Failed to save preferences").
 * Two switches flipped in a row are two saves whose answers can arrive in either order, each with the other
 * switch as it was when it was saved: an answer is taken only when no other save is under way, and the
 * last save to end reads the account again, so the switches end as the server has them.
 */
export function useUpdateOnboardingPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = accountSettingsQueryOptions();
  const othersPending = () => queryClient.isMutating({ mutationKey }) > 1;
  return useMutation({
    mutationKey,
    mutationFn: updateOnboardingPreferences,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, ...input });
      return { before };
    },
    onSuccess: (saved) => void (othersPending() || queryClient.setQueryData(queryKey, saved)),
    onSettled: (_saved, error) => {
      if (!error && !othersPending()) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast.error(failureMessage(error, PROFILE_MESSAGES.preferencesFailed));
    },
  });
}
