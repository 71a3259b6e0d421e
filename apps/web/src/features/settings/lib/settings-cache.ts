import { PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import { PENDING_PRICING_SETTINGS_KEY } from './pending-pricing-settings';

// The browser's copy of the pricing rules (core-app.md section 4, settings online or offline): the last
// rules the server sent, and edits made while the server could not be reached, waiting to be sent.
const CACHED_KEY = 'tagwise:pricing-settings';
const PENDING_KEY = PENDING_PRICING_SETTINGS_KEY;

function read(key: string): PricingSettings | null {
  try {
    const parsed = PricingSettings.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
function write(key: string, value: PricingSettings | null) {
  try {
    if (value) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or disabled (private mode): the app still works online, just without the copy.
  }
}

export const settingsCache = {
  cached: () => read(CACHED_KEY),
  remember: (settings: PricingSettings) => write(CACHED_KEY, settings),
  pending: () => read(PENDING_KEY),
  setPending: (settings: PricingSettings | null) => write(PENDING_KEY, settings),
};
