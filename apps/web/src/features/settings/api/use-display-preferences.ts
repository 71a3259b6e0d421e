import { useEffect } from 'react';
import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import { displayPreferencesStore } from '../lib/display-preferences-store';
import { useAccountSettings } from './get-account-settings';

/** The account's display preferences once loaded, the browser's copy until then (or offline). */
export function useDisplayPreferences(): DisplayPreferences {
  const account = useAccountSettings();
  const fromAccount = account.data?.displayPreferences;
  useEffect(() => {
    if (fromAccount) displayPreferencesStore.save(fromAccount);
  }, [fromAccount]);
  return fromAccount ?? displayPreferencesStore.load();
}
