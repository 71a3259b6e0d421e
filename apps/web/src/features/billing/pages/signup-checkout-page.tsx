import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SignupCheckoutRequest } from '@tagwise/core/schemas/billing';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { createCheckout } from '../api/create-checkout';
import { createSignupCheckout } from '../api/create-signup-checkout';
import { CheckoutFrame } from '../components/checkout-frame';
import { checkoutFailureMessage } from '../lib/checkout-failure';

/** The query's checkout request, or why it is not one (commercial-side.md section 5). */
type Parsed = { error: string; request?: never } | { request: SignupCheckoutRequest; error?: never };
function readRequest(params: URLSearchParams): Parsed {
  const priceId = params.get('priceId') ?? '';
  if (!priceId.startsWith('price_')) return { error: BILLING_MESSAGES.invalidPriceFormat };
  if (params.get('mode') !== 'subscription') return { error: BILLING_MESSAGES.planIsSubscription };
  return { request: { priceId, mode: 'subscription', trial: params.get('trial') === 'true' } };
}

/**
 * /signup-checkout?priceId=...&mode=subscription[&trial=true]: opens the plan's checkout and leaves for it.
 * A visitor pays first and creates the account afterwards (the purchase is claimed with its session id);
 * someone signed in buys for their workspace.
 */
export default function SignupCheckoutPage({ signedIn }: { signedIn: boolean }) {
  const [params] = useSearchParams();
  const parsed = readRequest(params);
  const [error, setError] = useState<string | null>(parsed.error ?? null);
  const started = useRef(false);

  useEffect(() => {
    const { request } = parsed;
    if (started.current || !request) return;
    started.current = true;
    (signedIn ? createCheckout(request) : createSignupCheckout(request))
      .then(({ url }) => window.location.assign(url))
      .catch((cause: unknown) => setError(checkoutFailureMessage(cause, 'plan')));
  }, [parsed, signedIn]);

  return (
    <CheckoutFrame>
      <Card>
        {error ? (
          <>
            <CardHeader>
              <CardTitle>
                <h1>The checkout could not be opened</h1>
              </CardTitle>
              <CardDescription role="alert">{error}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to="/pricing">Back to the plans</Link>
              </Button>
            </CardContent>
          </>
        ) : (
          <CardHeader role="status">
            <CardTitle className="flex items-center gap-2">
              <Spinner />
              <h1>Opening the checkout…</h1>
            </CardTitle>
            <CardDescription>
              {signedIn
                ? 'Your plan starts as soon as the payment goes through.'
                : 'You will pay first, then create your account or sign in.'}
            </CardDescription>
          </CardHeader>
        )}
      </Card>
    </CheckoutFrame>
  );
}
