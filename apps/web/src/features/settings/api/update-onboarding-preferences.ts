import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { PROFILE_MESSAGES } from '@tagwise/core/values/account-settings';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

type OnboardingInput = Partial<Pick<AccountSettings, 'toursEnabled' | 'helpTipsEnabled'>>;

export const updateOnboardingPreferences = (input: OnboardingInput) =>
  apiFetch<AccountSettings>('/api/settings/profile', { method: 'PATCH', json: input });

/** A switch flips at once; a failed save puts it back and says so (the spec's "Failed to save preferences"). */
export function useUpdateOnboardingPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = accountSettingsQueryOptions();
  return useMutation({
    mutationFn: updateOnboardingPreferences,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, ...input });
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast.error(failureMessage(error, PROFILE_MESSAGES.preferencesFailed));
    },
  });
}
