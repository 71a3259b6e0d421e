import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AccountSettings, DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import { DISPLAY_PREFERENCES_MESSAGES } from '@tagwise/core/values/account-settings';
import { apiFetch } from '@/lib/api-client';
import { displayPreferencesStore } from '../lib/display-preferences-store';
import { accountSettingsQueryOptions } from './get-account-settings';

export const updateDisplayPreferences = (preferences: DisplayPreferences) =>
  apiFetch<DisplayPreferences>('/api/settings/display-preferences', { method: 'PUT', json: preferences });

/** Applies at once (and in the browser's copy), saves to the account, and rolls back if that fails. */
export function useUpdateDisplayPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = accountSettingsQueryOptions();
  return useMutation({
    mutationFn: updateDisplayPreferences,
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AccountSettings>(queryKey);
      if (previous)
        queryClient.setQueryData<AccountSettings>(queryKey, { ...previous, displayPreferences: preferences });
      displayPreferencesStore.save(preferences);
      return { previous };
    },
    onSuccess: () => toast.success(DISPLAY_PREFERENCES_MESSAGES.saved),
    onError: (_error, _preferences, context) => {
      if (context?.previous) {
        queryClient.setQueryData(queryKey, context.previous);
        displayPreferencesStore.save(context.previous.displayPreferences);
      }
      toast.error(DISPLAY_PREFERENCES_MESSAGES.failed);
    },
  });
}
