import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { BUSINESS_LOGO_MESSAGES } from '@tagwise/core/values/business-logo';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

/** The picked file as it is: the server checks it by content and makes the stored copy. */
export const saveBusinessLogo = (file: File) =>
  apiFetch<AccountSettings>('/api/settings/logo', {
    method: 'PUT',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
  });

export function useSaveBusinessLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessLogo,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved);
      toast.success(BUSINESS_LOGO_MESSAGES.saved);
    },
    onError: (error) => toast.error(failureMessage(error, BUSINESS_LOGO_MESSAGES.uploadFailed)),
  });
}
