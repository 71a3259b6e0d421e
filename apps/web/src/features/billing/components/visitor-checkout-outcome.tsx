import { Link } from 'react-router';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { Button } from '@/components/ui/button';
import { useVisitorCheckout } from '../api/confirm-visitor-checkout';
import { CheckoutConfirmFailed, CheckoutNotCompleted, CheckoutOutcome } from './checkout-outcome';

/**
 * /checkout/success?session_id=... for a visitor who paid for a plan before having an account. It says
 * "Payment successful!" only once the server has the checkout paid (asking the payment provider if it must),
 * and only to the browser that paid (decision 0022): that browser creates the account or signs in, which
 * claims the plan. Anyone else who opens the address is told where the checkout stands and how its payer
 * claims it; an address naming no checkout, or an unpaid, cancelled or claimed one, says so.
 */
export function VisitorCheckoutOutcome({ sessionId, trial }: { sessionId: string; trial: boolean }) {
  const checkout = useVisitorCheckout(sessionId);
  const claim = new URLSearchParams({ session_id: sessionId, ...(trial && { trial: 'true' }) });
  const plans = (secondary = false) => (
    <Button asChild variant={secondary ? 'outline' : 'default'}>
      <Link to="/pricing">See the plans</Link>
    </Button>
  );
  const accountLinks = (
    <>
      <Button asChild>
        <Link to={`/signup?${claim}`}>Create your account</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`/signin?${claim}`}>Sign in</Link>
      </Button>
    </>
  );

  if (checkout.isPending) {
    return (
      <CheckoutOutcome icon="waiting" title="Confirming your payment…" description="This takes a few seconds." busy />
    );
  }
  if (checkout.isError) {
    if (checkout.error instanceof AppError && checkout.error.code === 'NOT_FOUND') {
      return (
        <CheckoutOutcome
          icon="problem"
          title="Checkout not found"
          description="This address does not name a plan's checkout. Nothing was paid through it."
        >
          {plans()}
        </CheckoutOutcome>
      );
    }
    return (
      <CheckoutConfirmFailed
        error={checkout.error}
        retry={() => void checkout.refetch()}
        retrying={checkout.isFetching}
      >
        {plans(true)}
      </CheckoutConfirmFailed>
    );
  }
  const state = checkout.data;
  if (state.status === 'open') {
    return (
      <CheckoutOutcome
        icon="slow"
        title="This checkout is not paid"
        description="No payment for it has reached us. If you have just paid, check again in a moment."
      >
        <Button onClick={() => void checkout.refetch()} disabled={checkout.isFetching}>
          Check again
        </Button>
        {plans(true)}
      </CheckoutOutcome>
    );
  }
  if (state.status !== 'complete') return <CheckoutNotCompleted status={state.status}>{plans()}</CheckoutNotCompleted>;
  if (state.claimed) {
    return (
      <CheckoutOutcome
        icon="done"
        title="This plan is already claimed"
        description="An account has taken it. Sign in to that account to use the plan."
      >
        <Button asChild>
          <Link to="/signin">Sign in</Link>
        </Button>
      </CheckoutOutcome>
    );
  }
  if (!state.paidHere) {
    return (
      <CheckoutOutcome
        icon="done"
        title="This plan is paid"
        description="It was paid in another browser. To claim it, create your account or sign in with the address it was paid with and confirm it, or open this link in the browser you paid with."
      >
        {accountLinks}
      </CheckoutOutcome>
    );
  }
  return (
    <CheckoutOutcome
      icon="done"
      title={state.trial ? 'Your trial is ready' : 'Payment successful!'}
      description={`${state.trial ? BILLING_MESSAGES.trialPaymentSuccessSignIn : BILLING_MESSAGES.paymentSuccessSignIn} New to Tagwise? Create your account with the e-mail you paid with.`}
    >
      {accountLinks}
    </CheckoutOutcome>
  );
}
