import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { Button } from '@/components/ui/button';
import { openPurchaseCredits } from '@/lib/credits-exhausted';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { creditsUsedText, planLabel, resetsOnText } from '../lib/credit-display';
import { UsageBar } from './usage-bar';

/**
 * The history's header: the plan, this period's use against its allowance, packs, the reset date, and Buy
 * credits (the credits dialog: a pack for the admin, whom to ask for a team member).
 */
export function CreditSummaryCard({ balance }: { balance: CreditBalance }) {
  return (
    <Card role="region" aria-labelledby="credit-summary-title" className="gap-4">
      <CardHeader>
        <CardDescription>Current plan</CardDescription>
        <CardTitle id="credit-summary-title" className="text-xl">
          {planLabel(balance)}
        </CardTitle>
      </CardHeader>
      {balance.unlimited ? (
        <CardContent className="grid gap-1">
          <p className="text-lg font-semibold">Unlimited</p>
          <p className="text-sm text-muted-foreground">
            AI credits are not counted on this plan; {creditsUsedText(balance)}.
          </p>
        </CardContent>
      ) : (
        <CardContent className="grid gap-3">
          <p className="font-medium tabular-nums">{creditsUsedText(balance)}</p>
          <UsageBar balance={balance} label="Plan credits used this period" className="h-2.5" />
          <div className="flex flex-wrap gap-x-8 gap-y-1 text-sm text-muted-foreground">
            <p>
              Extra credits left:{' '}
              <span className="font-medium text-foreground tabular-nums">{balance.packCredits.toLocaleString()}</span>
            </p>
            <p>{resetsOnText(balance)}</p>
          </div>
          <Button variant="outline" className="w-fit" onClick={openPurchaseCredits}>
            Buy credits
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
