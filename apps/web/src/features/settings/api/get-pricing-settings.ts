import { queryOptions, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AppError } from '@tagwise/core/errors';
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import { SETTINGS_MESSAGES } from '@tagwise/core/messages';
import { apiFetch } from '@/lib/api-client';
import { settingsCache } from '../lib/settings-cache';

export interface LoadedPricingSettings {
  settings: PricingSettings;
  /** Where they came from: the server, the browser's last copy, or the defaults (offline, no copy). */
  source: 'server' | 'cache' | 'default';
}

/** The spec's settings fetch timeout; the offline fallback takes over after it. */
const SETTINGS_TIMEOUT_MS = 30_000;

/**
 * The rules from the server, remembered in the browser. When the server cannot be reached, the last copy
 * is used (or the defaults) and the person is told which; edits made offline win over both.
 */
export async function getPricingSettings(): Promise<LoadedPricingSettings> {
  try {
    const settings = await apiFetch<PricingSettings>('/api/settings/pricing', {
      signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS),
    });
    settingsCache.remember(settings);
    return { settings: settingsCache.pending() ?? settings, source: 'server' };
  } catch (error) {
    const unreachable =
      (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') ||
      (error instanceof DOMException && error.name === 'TimeoutError');
    if (!unreachable) throw error;
    const local = settingsCache.pending() ?? settingsCache.cached();
    toast.warning(local ? SETTINGS_MESSAGES.usingCached : SETTINGS_MESSAGES.usingDefaults);
    return local ? { settings: local, source: 'cache' } : { settings: DEFAULT_PRICING_SETTINGS, source: 'default' };
  }
}

export const pricingSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'pricing'], queryFn: getPricingSettings, retry: false });

export const usePricingSettings = (enabled = true) => useQuery({ ...pricingSettingsQueryOptions(), enabled });
