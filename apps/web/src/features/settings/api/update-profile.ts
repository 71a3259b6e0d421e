import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings, ProfileInput } from '@tagwise/core/schemas/account-settings';
import { PROFILE_MESSAGES } from '@tagwise/core/values/account-settings';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

export const updateProfile = (input: ProfileInput) =>
  apiFetch<AccountSettings>('/api/settings/profile', { method: 'PATCH', json: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved);
      toast.success(PROFILE_MESSAGES.saved);
    },
    onError: (error) => toast.error(failureMessage(error, PROFILE_MESSAGES.updateFailed)),
  });
}
