import type { ComponentProps } from 'react';
import { GaugeIcon, PlusCircleIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { SheetClose } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { openPurchaseCredits } from '@/lib/credits-exhausted';
import { useCreditBalance } from '../api/get-credit-balance';
import { CREDIT_HISTORY_PATH, creditsLeftText, planLabel, usageLevel } from '../lib/credit-display';
import { UsageBar } from './usage-bar';

/** The meter's lines: the entry's name and plan, what is left, and the bar. */
function MeterLines({ balance }: { balance: CreditBalance | undefined }) {
  return (
    <span className="grid w-full gap-1.5">
      <span className="flex items-center gap-2">
        <GaugeIcon aria-hidden className="size-4 text-muted-foreground" />
        <span className="font-medium">Credit usage</span>
        {balance && <span className="ml-auto text-xs text-muted-foreground">{planLabel(balance)}</span>}
      </span>
      <span className="text-sm text-muted-foreground">
        {balance ? creditsLeftText(balance) : 'Loading AI credits…'}
      </span>
      {balance && <UsageBar balance={balance} label="AI credits used this period" />}
    </span>
  );
}

/**
 * The AI credits meter in the profile dropdown, which opens the credit usage history, and Add Credits,
 * which opens the credits dialog to buy a pack (none on an unlimited plan).
 */
export function CreditsMenuItem() {
  const { data } = useCreditBalance();
  return (
    <>
      <DropdownMenuItem asChild className="items-start">
        <Link to={CREDIT_HISTORY_PATH}>
          <MeterLines balance={data} />
        </Link>
      </DropdownMenuItem>
      {data && !data.unlimited && (
        <DropdownMenuItem onSelect={openPurchaseCredits}>
          <PlusCircleIcon aria-hidden />
          Add Credits
        </DropdownMenuItem>
      )}
    </>
  );
}

/**
 * The same meter in the phone menu. Takes the props the sheet's close wrapper passes (Radix asChild), so
 * following it also closes the menu.
 */
export function CreditsSheetLink({ className, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  const { data } = useCreditBalance();
  return (
    <Link
      to={CREDIT_HISTORY_PATH}
      className={cn(
        'flex rounded-md px-3 py-3 text-base hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <MeterLines balance={data} />
    </Link>
  );
}

/**
 * A red dot on the menu button once more than 80% of the plan's credits are used (commercial-side.md
 * section 4), with words for screen readers that say whether any are left; put inside the button, which
 * must be `relative`.
 */
export function CreditsAlertDot() {
  const { data } = useCreditBalance();
  if (!data || usageLevel(data) !== 'critical') return null;
  return (
    <>
      <span
        aria-hidden
        data-testid="credits-alert-dot"
        className="absolute top-0.5 right-0.5 size-3 rounded-full bg-destructive ring-2 ring-background"
      />
      <span className="sr-only">{data.available === 0 ? '(No AI credits left)' : '(AI credits almost used up)'}</span>
    </>
  );
}

/** Add Credits in the phone menu (none on an unlimited plan); choosing it closes the menu. */
export function AddCreditsSheetButton() {
  const { data } = useCreditBalance();
  if (!data || data.unlimited) return null;
  return (
    <SheetClose asChild>
      <Button variant="ghost" className="justify-start px-3 py-3 text-base" onClick={openPurchaseCredits}>
        <PlusCircleIcon className="size-5" aria-hidden />
        Add Credits
      </Button>
    </SheetClose>
  );
}
