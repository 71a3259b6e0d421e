import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AppError } from '@tagwise/core/errors';
import type { PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import { SETTINGS_MESSAGES } from '@tagwise/core/messages';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { settingsCache } from '../lib/settings-cache';
import { pricingSettingsQueryOptions, type LoadedPricingSettings } from './get-pricing-settings';

export const updatePricingSettings = (settings: PricingSettings) =>
  apiFetch<PricingSettings>('/api/settings/pricing', { method: 'PUT', json: settings });

const isUnreachable = (error: unknown) => error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE';

/**
 * Saves the rules. Without a connection the edit is kept in the browser and sent when the connection
 * returns (the spec's offline mode); the result says which happened, so only a real save offers re-pricing.
 */
export function useUpdatePricingSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = pricingSettingsQueryOptions();
  return useMutation({
    mutationFn: async (settings: PricingSettings): Promise<'saved' | 'local'> => {
      try {
        settingsCache.remember(await updatePricingSettings(settings));
        settingsCache.setPending(null);
        return 'saved';
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        settingsCache.setPending(settings);
        return 'local';
      }
    },
    onSuccess: (outcome, settings) => {
      queryClient.setQueryData<LoadedPricingSettings>(queryKey, {
        settings,
        source: outcome === 'saved' ? 'server' : 'cache',
      });
      if (outcome === 'saved') toast.success(SETTINGS_MESSAGES.saved);
      else toast.warning(navigator.onLine ? SETTINGS_MESSAGES.savedLocally : SETTINGS_MESSAGES.savedOffline);
    },
    onError: (error) => toast.error(failureMessage(error, SETTINGS_MESSAGES.saveFailed)),
  });
}

/** Sends rules edited offline once the browser is back online (and at start, if some are waiting). */
export function useSyncPendingPricingSettings(onSynced: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = async () => {
      const pending = settingsCache.pending();
      if (!pending) return;
      try {
        settingsCache.remember(await updatePricingSettings(pending));
        settingsCache.setPending(null);
        await queryClient.invalidateQueries({ queryKey: pricingSettingsQueryOptions().queryKey });
        toast.success(SETTINGS_MESSAGES.synced);
        onSynced();
      } catch {
        // Still unreachable, or refused: keep the edit and try again on the next "online" event.
      }
    };
    const onOnline = () => void sync();
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [queryClient, onSynced]);
}
