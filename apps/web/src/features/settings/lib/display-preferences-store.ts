import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import { withDisplayDefaults } from '@tagwise/core/values/account-settings';

// Display preferences are also kept in the browser (core-app.md section 3), so lists render the way the
// person wants before the account's copy arrives, and offline.
const KEY = 'tagwise:display-preferences';

// The last copy read, by its stored text: each render gets the same object while the text is unchanged, so
// memoized rows that take the preferences do not all render again.
let lastRead: { raw: string | null; preferences: DisplayPreferences } | undefined;

function readRaw() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export const displayPreferencesStore = {
  load(): DisplayPreferences {
    const raw = readRaw();
    if (lastRead?.raw === raw) return lastRead.preferences;
    let preferences: DisplayPreferences;
    try {
      preferences = withDisplayDefaults(JSON.parse(raw ?? 'null'));
    } catch {
      preferences = withDisplayDefaults(null);
    }
    lastRead = { raw, preferences };
    return preferences;
  },
  /** `preferences`, or the object handed out last time when they are equal (so memoized rows keep it). */
  same(preferences: DisplayPreferences): DisplayPreferences {
    const raw = JSON.stringify(preferences);
    if (lastRead?.raw === raw) return lastRead.preferences;
    lastRead = { raw, preferences };
    return preferences;
  },
  save(preferences: DisplayPreferences) {
    try {
      localStorage.setItem(KEY, JSON.stringify(preferences));
    } catch {
      // Storage unavailable: the account's copy still applies.
    }
  },
};
