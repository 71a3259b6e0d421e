import { useSubscription } from '../api/get-subscription';
import { trialEndingToday } from '../lib/trial-alert';

/**
 * An amber dot on the menu button on the trial's last day (commercial-side.md section 4), with words for
 * screen readers; put inside the button, which must be `relative`. The credits' red dot, drawn after it
 * in the same place, wins when both apply.
 */
export function TrialAlertDot() {
  const { data } = useSubscription();
  if (!trialEndingToday(data)) return null;
  return (
    <>
      <span
        aria-hidden
        data-testid="trial-alert-dot"
        className="absolute top-0.5 right-0.5 size-3 rounded-full bg-amber-500 ring-2 ring-background"
      />
      <span className="sr-only">(Your trial ends today)</span>
    </>
  );
}
