import { CreditCardIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanSummaryCard, type TeamAdmin } from '../components/plan-summary-card';
import { PurchaseHistory } from '../components/purchase-history';
import { TestModeNote } from '../components/test-mode-note';

/** Only addresses inside this app are followed back (the server hands out no other). */
const sameOriginPath = (url: string | null) => {
  if (!url) return '/projects';
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : '/projects';
  } catch {
    return '/projects';
  }
};

/**
 * The built-in test provider's billing portal (/billing-portal?return_url=...), what Manage Billing opens
 * in place of a payment provider's hosted portal: the plan and its renewal, the test card on file, change
 * plan, cancel at the period's end or keep it, the purchases, and the way back.
 */
export default function BillingPortalPage({ isAdmin, teamAdmin }: { isAdmin: boolean; teamAdmin: TeamAdmin | null }) {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <Card>
        <CardHeader>
          <CardDescription>Tagwise · test billing portal</CardDescription>
          <CardTitle className="text-2xl">
            <h1>Billing</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <TestModeNote />
          <PlanSummaryCard isAdmin={isAdmin} teamAdmin={teamAdmin} portal={false} />
          <section aria-labelledby="payment-method" className="grid gap-2">
            <h2 id="payment-method" className="font-semibold">
              Payment method
            </h2>
            <p className="flex items-center gap-2 text-sm">
              <CreditCardIcon aria-hidden className="size-4" />
              Test card ending in 4242 (no real card is stored in test mode)
            </p>
          </section>
          <section aria-labelledby="purchases" className="grid gap-2">
            <h2 id="purchases" className="font-semibold">
              Purchases
            </h2>
            <PurchaseHistory />
          </section>
          <Button asChild variant="outline" className="w-fit">
            <Link to={sameOriginPath(params.get('return_url'))}>Return to Tagwise</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
