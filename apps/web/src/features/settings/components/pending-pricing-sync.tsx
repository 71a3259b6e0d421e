import { useSyncPendingPricingSettings } from '../api/update-pricing-settings';

/**
 * Sends the pricing rules edited offline once the server can be reached, then calls `onSynced` (the app
 * offers re-pricing). Its own module, loaded only when such an edit waits (useHasPendingPricingSettings).
 */
export default function PendingPricingSync({ onSynced }: { onSynced: () => void }) {
  useSyncPendingPricingSettings(onSynced);
  return null;
}
