import { useEffect, useState } from 'react';

/** Where pricing-rule edits made without a connection wait to be sent (written by settings-cache.ts). */
export const PENDING_PRICING_SETTINGS_KEY = 'tagwise:pricing-settings-pending';

/** Whether an edit is waiting, without reading it: reading validates it, which needs the schemas' code. */
export function hasPendingPricingSettings() {
  try {
    return localStorage.getItem(PENDING_PRICING_SETTINGS_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * True once an offline edit of the pricing rules is waiting: at load, or when the connection returns (an
 * edit made offline in this visit). Stays true: from then on the sync itself listens for the connection.
 */
export function useHasPendingPricingSettings() {
  const [pending, setPending] = useState(hasPendingPricingSettings);
  useEffect(() => {
    if (pending) return;
    const onOnline = () => setPending(hasPendingPricingSettings());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [pending]);
  return pending;
}
