import { useEffect, useState } from 'react';
import { countdownText } from '../lib/plan-display';

/** The trial's time left, refreshed every 60 seconds (commercial-side.md section 4). */
export function TrialCountdown({ end, className }: { end: string; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className={className} data-testid="trial-countdown">
      {countdownText(end, now)}
    </span>
  );
}
