import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PartyPopperIcon } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ClaimResult } from '@tagwise/core/schemas/billing';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { countOf } from '@tagwise/core/values/plural';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { claimCheckout } from '../api/claim-checkout';
import { SUBSCRIPTION_KEY, useSubscription } from '../api/get-subscription';
import { ClaimRefusalCard } from '../components/claim-refusal-card';
import { TestModeNote } from '../components/test-mode-note';
import { TrialCountdown } from '../components/trial-countdown';
import { renewalText, subscriptionLabel } from '../lib/plan-display';
import { POST_CHECKOUT_ATTEMPTS, POST_CHECKOUT_FIRST_DELAY_MS, postCheckoutDelay } from '../lib/post-checkout-retry';

/**
 * /welcome (after a checkout, a claim or a sign-up): the plan the workspace is on now, with the trial's
 * countdown and its credits, and the way into the app. Reached straight from a checkout's session id
 * (someone already signed in, or back from the link confirming their address), it claims the purchase
 * first; refused because the claim is not the payer's, it says how the payer claims it. A plan that has not arrived yet is read
 * again on the spec's schedule before saying it is still being activated. Under the built-in test provider
 * it says test mode, as every page of the checkout's way does.
 */
export default function WelcomePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const testMode = usePublicConfig().data?.billing === 'test';
  const sessionId = params.get('session_id');
  const newUser = params.get('new_user') === 'true';
  const credits = Number(params.get('credits'));
  const claimed = (location.state as { claimed?: boolean } | null)?.claimed === true;
  const [activating, setActivating] = useState(false);
  const claiming = useRef(false);
  // Whether the checkout this page came from is this workspace's: only then does it say credits were added
  // (the address alone can say anything).
  const [checkoutIsOurs, setCheckoutIsOurs] = useState(claimed);
  // A claim refused as not the payer's (decision 0022): shown with the way to claim, not as a toast; no
  // plan is on its way then.
  const [refusal, setRefusal] = useState<ClaimResult | null>(null);
  const expectsPlan = !refusal && (Boolean(sessionId) || params.has('tier') || params.get('trial') === 'true');

  // Straight from a checkout while signed in: claim it here (a success changes nothing when it is ours).
  useEffect(() => {
    if (!sessionId || claimed || claiming.current) return;
    claiming.current = true;
    claimCheckout(sessionId)
      .then((result) => {
        if (result.success) {
          setCheckoutIsOurs(true);
          toast.success(BILLING_MESSAGES.linked);
        } else if (result.code === 'not_payer' || result.code === 'confirm_email') setRefusal(result);
        else toast.error(BILLING_MESSAGES.maybeClaimed);
      })
      .catch(() => toast.error(BILLING_MESSAGES.linkFailed))
      .finally(() => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }));
  }, [sessionId, claimed, queryClient]);

  // The plan may come a moment after the payment: read it again until it does, as the spec retries.
  const arrived = subscription.data?.paid === true;
  useEffect(() => {
    if (!expectsPlan || arrived || subscription.isPending) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = (n: number) => {
      if (n >= POST_CHECKOUT_ATTEMPTS) {
        setActivating(true);
        return;
      }
      timer = setTimeout(
        () => {
          void queryClient.refetchQueries({ queryKey: SUBSCRIPTION_KEY }).then(() => {
            if (!cancelled && !queryClient.getQueryData<{ paid: boolean }>(SUBSCRIPTION_KEY)?.paid) attempt(n + 1);
          });
        },
        n === 0 ? POST_CHECKOUT_FIRST_DELAY_MS : postCheckoutDelay(n - 1),
      );
    };
    attempt(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [expectsPlan, arrived, subscription.isPending, queryClient]);

  const plan = subscription.data;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 sm:py-4">
      {testMode && <TestModeNote />}
      <Card>
        <CardHeader>
          <PartyPopperIcon aria-hidden className="size-10 text-primary" />
          <CardTitle className="text-2xl">
            <h1>{newUser ? 'Welcome to Tagwise!' : "You're all set"}</h1>
          </CardTitle>
          <CardDescription>
            {checkoutIsOurs && Number.isInteger(credits) && credits > 0
              ? `${countOf(credits, 'AI credit')} were added to your workspace.`
              : 'Photograph an item and Tagwise names it, prices it and applies your rules.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {refusal && sessionId && (
            <ClaimRefusalCard refusal={refusal} sessionId={sessionId} trial={params.get('trial') === 'true'} />
          )}
          {!plan ? (
            <Skeleton className="h-20" />
          ) : (
            <section aria-label="Your plan" className="grid gap-1 rounded-lg border bg-muted/40 p-4">
              <p className="text-sm text-muted-foreground">Your plan</p>
              <p className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold" data-testid="welcome-plan">
                {subscriptionLabel(plan)}
                {plan.trialing && (
                  <TrialCountdown
                    end={plan.currentPeriodEnd}
                    className="text-sm font-normal text-amber-700 dark:text-amber-400"
                  />
                )}
              </p>
              <p className="text-sm">
                {plan.monthlyCredits === -1
                  ? 'Unlimited AI credits'
                  : `${countOf(plan.monthlyCredits, 'AI credit')} ${plan.trialing ? 'in your trial' : 'a month'}`}
              </p>
              <p className="text-sm text-muted-foreground">{renewalText(plan)}</p>
            </section>
          )}
          {activating && !arrived && !refusal && (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
              {BILLING_MESSAGES.activating}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/projects">Start pricing</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/account">Your account and billing</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
