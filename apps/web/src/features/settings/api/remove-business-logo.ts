import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { BUSINESS_LOGO_MESSAGES } from '@tagwise/core/values/business-logo';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { accountSettingsQueryOptions } from './get-account-settings';

export const removeBusinessLogo = () => apiFetch<AccountSettings>('/api/settings/logo', { method: 'DELETE' });

export function useRemoveBusinessLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBusinessLogo,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsQueryOptions().queryKey, saved);
      toast.success(BUSINESS_LOGO_MESSAGES.removed);
    },
    onError: (error) => toast.error(failureMessage(error, BUSINESS_LOGO_MESSAGES.removeFailed)),
  });
}
