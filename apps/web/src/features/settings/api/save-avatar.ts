import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { AVATAR_MESSAGES } from '@tagwise/core/values/avatar';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

/** The picked file as it is: the server checks it by content and makes the stored square. */
export const saveAvatar = (file: File) =>
  apiFetch<AccountSettings>('/api/settings/avatar', {
    method: 'PUT',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
  });

export function useSaveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvatar,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved);
      toast.success(AVATAR_MESSAGES.saved);
    },
    onError: (error) => toast.error(failureMessage(error, AVATAR_MESSAGES.uploadFailed)),
  });
}
