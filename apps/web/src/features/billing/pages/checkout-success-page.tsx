import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { countOf } from '@tagwise/core/values/plural';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckoutFrame } from '../components/checkout-frame';

/**
 * Where a paid checkout returns (/checkout/success?session_id=...[&credits=n | &trial=true]).
 * - Signed in: says what was bought and leads on (a plan to /welcome). Credits and plans were applied
 *   before the payer was sent here, so the meter and the plan are re-read rather than waited for.
 * - A visitor who paid for a plan: asks them to create the account or sign in, which claims it
 *   (commercial-side.md section 8's words).
 */
export default function CheckoutSuccessPage({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const credits = Number(params.get('credits'));
  const sessionId = params.get('session_id');
  const trial = params.get('trial') === 'true';
  const pack = Number.isInteger(credits) && credits > 0;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    void queryClient.invalidateQueries({ queryKey: ['credits'] });
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  }, [queryClient, signedIn]);

  if (!signedIn && sessionId && !pack) {
    const claim = new URLSearchParams({ session_id: sessionId, ...(trial && { trial: 'true' }) });
    return (
      <CheckoutFrame>
        <Card>
          <CardHeader>
            <CircleCheckIcon aria-hidden className="size-10 text-emerald-600" />
            <CardTitle className="text-2xl">
              <h1>{trial ? 'Your trial is ready' : 'Payment successful!'}</h1>
            </CardTitle>
            <CardDescription>
              {trial ? BILLING_MESSAGES.trialPaymentSuccessSignIn : BILLING_MESSAGES.paymentSuccessSignIn} New to
              Tagwise? Create your account with the e-mail you will use.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={`/signup?${claim}`}>Create your account</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/signin?${claim}`}>Sign in</Link>
            </Button>
          </CardContent>
        </Card>
      </CheckoutFrame>
    );
  }

  const welcome = new URLSearchParams({ ...(sessionId && { session_id: sessionId }), ...(trial && { trial: 'true' }) });
  return (
    <CheckoutFrame>
      <Card>
        <CardHeader>
          <CircleCheckIcon aria-hidden className="size-10 text-emerald-600" />
          <CardTitle className="text-2xl">
            <h1>Payment successful!</h1>
          </CardTitle>
          <CardDescription>
            {pack
              ? `${countOf(credits, 'AI credit')} were added to your workspace. They never expire.`
              : trial
                ? 'Your 7-day Pro trial has started.'
                : 'Your plan is active.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {pack ? (
            <>
              <Button asChild>
                <Link to="/projects">Continue to your projects</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/credit-history">See your credits</Link>
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to={`/welcome?${welcome}`}>Continue</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </CheckoutFrame>
  );
}
