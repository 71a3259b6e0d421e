import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { cn } from '@/lib/cn';
import { creditsUsedText, USAGE_BAR_CLASS, usageLevel, usedShare } from '../lib/credit-display';

/**
 * How much of the period's plan allowance is used, amber above 60% and red above 80% (commercial-side.md
 * section 4). A screen reader hears the same "X of Y credits used" the page prints, not a bare percent.
 * Not drawn for unlimited plans: there is nothing to run out of.
 */
export function UsageBar({ balance, label, className }: { balance: CreditBalance; label: string; className?: string }) {
  if (balance.unlimited) return null;
  const share = usedShare(balance);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={balance.allowance}
      aria-valuenow={Math.min(balance.used, balance.allowance)}
      aria-valuetext={creditsUsedText(balance)}
      data-level={usageLevel(balance)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', USAGE_BAR_CLASS[usageLevel(balance)])}
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}
