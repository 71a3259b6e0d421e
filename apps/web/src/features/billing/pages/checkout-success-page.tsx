import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { CheckoutState } from '@tagwise/core/schemas/billing';
import { TRIAL_DAYS } from '@tagwise/core/values/billing';
import { countOf } from '@tagwise/core/values/plural';
import { Button } from '@/components/ui/button';
import { useConfirmedCheckout } from '../api/confirm-checkout';
import {
  CheckoutConfirmFailed,
  CheckoutNotCompleted,
  CheckoutOutcome as Outcome,
} from '../components/checkout-outcome';
import { VisitorCheckoutOutcome } from '../components/visitor-checkout-outcome';

/**
 * Where a checkout returns (/checkout/success?session_id=...[&credits=n | &trial=true]).
 * - Signed in: asks the server where the checkout stands (a payment provider may report the payment a
 *   moment after sending the payer back) and says "added" only once it is, then leads on (a plan to
 *   /welcome). Still open after the spec's retries: says it is being processed, not that it failed.
 * - A visitor who paid for a plan: once the server has it paid, asks them to create the account or sign in,
 *   which claims it (commercial-side.md section 8's words), in the browser that paid
 *   (visitor-checkout-outcome.tsx).
 */
export default function CheckoutSuccessPage({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const credits = Number(params.get('credits'));
  const sessionId = params.get('session_id');
  const trial = params.get('trial') === 'true';
  const pack = Number.isInteger(credits) && credits > 0;

  if (!signedIn && sessionId && !pack) return <VisitorCheckoutOutcome sessionId={sessionId} trial={trial} />;
  return <SignedInOutcome sessionId={sessionId} />;
}

function SignedInOutcome({ sessionId }: { sessionId: string | null }) {
  const checkout = useConfirmedCheckout(sessionId);
  const queryClient = useQueryClient();
  const complete = checkout.data?.status === 'complete';
  // Credits and the plan changed with the payment: the meter, the menu and the history read them again.
  useEffect(() => {
    if (!complete) return;
    void queryClient.invalidateQueries({ queryKey: ['credits'] });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === 'billing' && queryKey[1] !== 'checkout',
    });
  }, [queryClient, complete]);

  /** The way out: secondary next to the page's own action ("Try again", "Check again"). */
  const back = (secondary = false) => (
    <Button asChild variant={secondary ? 'outline' : 'default'}>
      <Link to="/projects">Back to your projects</Link>
    </Button>
  );
  if (!sessionId) {
    return (
      <Outcome icon="problem" title="No payment to confirm" description="This address does not name a checkout.">
        {back()}
      </Outcome>
    );
  }
  if (checkout.isError) {
    return (
      <CheckoutConfirmFailed
        error={checkout.error}
        retry={() => void checkout.refetch()}
        retrying={checkout.isFetching}
      >
        {back(true)}
      </CheckoutConfirmFailed>
    );
  }
  const state = checkout.data;
  if (!state || (state.status === 'open' && !checkout.gaveUp)) {
    return <Outcome icon="waiting" title="Confirming your payment…" description="This takes a few seconds." busy />;
  }
  if (state.status === 'open') {
    return (
      <Outcome
        icon="slow"
        title="Your payment is still being processed"
        description={`It can take a few minutes. ${purchaseOf(state)} as soon as the payment is confirmed; you do not need to stay on this page.`}
      >
        <Button onClick={() => void checkout.refetch()} disabled={checkout.isFetching}>
          Check again
        </Button>
        {back(true)}
      </Outcome>
    );
  }
  if (state.status !== 'complete') return <CheckoutNotCompleted status={state.status}>{back()}</CheckoutNotCompleted>;
  if (state.mode === 'payment') {
    return (
      <Outcome
        icon="done"
        title="Payment successful!"
        description={`${countOf(state.credits, 'AI credit')} were added to your workspace. They never expire.`}
      >
        <Button asChild>
          <Link to="/projects">Continue to your projects</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/credit-history">See your credits</Link>
        </Button>
      </Outcome>
    );
  }
  const welcome = new URLSearchParams({ session_id: state.sessionId, ...(state.trial && { trial: 'true' }) });
  return (
    <Outcome
      icon="done"
      title="Payment successful!"
      description={state.trial ? `Your ${TRIAL_DAYS}-day Pro trial has started.` : 'Your plan is active.'}
    >
      <Button asChild>
        <Link to={`/welcome?${welcome}`}>Continue</Link>
      </Button>
    </Outcome>
  );
}

const purchaseOf = (state: CheckoutState) =>
  state.mode === 'payment' ? `Your ${countOf(state.credits, 'AI credit')} will be added` : 'Your plan will start';
