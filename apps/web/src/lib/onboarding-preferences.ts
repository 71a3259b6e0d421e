import { useSyncExternalStore } from 'react';

/**
 * The onboarding preferences (core-app.md section 3: toursEnabled and helpTipsEnabled, both default true)
 * as this browser last saw them on the account. The account is the source of truth; this copy lets help
 * tips and tour offers follow the person's choice before the account has loaded, and offline.
 */
export interface OnboardingPreferences {
  toursEnabled: boolean;
  helpTipsEnabled: boolean;
}

const KEY = 'tagwise:onboarding';
const DEFAULTS: OnboardingPreferences = { toursEnabled: true, helpTipsEnabled: true };
const listeners = new Set<() => void>();
let current: OnboardingPreferences | undefined;

function read(): OnboardingPreferences {
  if (current) return current;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<OnboardingPreferences> | null;
    current = {
      toursEnabled: typeof stored?.toursEnabled === 'boolean' ? stored.toursEnabled : DEFAULTS.toursEnabled,
      helpTipsEnabled: typeof stored?.helpTipsEnabled === 'boolean' ? stored.helpTipsEnabled : DEFAULTS.helpTipsEnabled,
    };
  } catch {
    current = DEFAULTS;
  }
  return current;
}

/** Called whenever the account's copy arrives or changes. */
export function rememberOnboardingPreferences(preferences: OnboardingPreferences) {
  const { toursEnabled, helpTipsEnabled } = preferences;
  const before = read();
  if (before.toursEnabled === toursEnabled && before.helpTipsEnabled === helpTipsEnabled) return;
  current = { toursEnabled, helpTipsEnabled };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Storage unavailable: this page still follows the account.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useOnboardingPreferences = () => useSyncExternalStore(subscribe, read, () => DEFAULTS);
