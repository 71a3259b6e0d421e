import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import { withDisplayDefaults } from '@tagwise/core/values/account-settings';

// Display preferences are also kept in the browser (core-app.md section 3), so lists render the way the
// person wants before the account's copy arrives, and offline.
const KEY = 'tagwise:display-preferences';

export const displayPreferencesStore = {
  load(): DisplayPreferences {
    try {
      return withDisplayDefaults(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    } catch {
      return withDisplayDefaults(null);
    }
  },
  save(preferences: DisplayPreferences) {
    try {
      localStorage.setItem(KEY, JSON.stringify(preferences));
    } catch {
      // Storage unavailable: the account's copy still applies.
    }
  },
};
