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
  // The browser's copy and the account's are usually equal: one object for both, so the lists' rows (which
  // take it as a prop) do not all render again when the account's copy arrives.
  return fromAccount ? displayPreferencesStore.same(fromAccount) : displayPreferencesStore.load();
}
