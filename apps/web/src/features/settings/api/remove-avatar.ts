import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { AVATAR_MESSAGES } from '@tagwise/core/values/avatar';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

export const removeAvatar = () => apiFetch<AccountSettings>('/api/settings/avatar', { method: 'DELETE' });

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved);
      toast.success(AVATAR_MESSAGES.removed);
    },
    onError: (error) => toast.error(failureMessage(error, AVATAR_MESSAGES.removeFailed)),
  });
}
