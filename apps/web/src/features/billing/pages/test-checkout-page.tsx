import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { AppError } from '@tagwise/core/errors';
import { PayerEmail } from '@tagwise/core/schemas/billing';
import { TEST_CARDS, TRIAL_DAYS, formatDollars } from '@tagwise/core/values/billing';
import { countOf } from '@tagwise/core/values/plural';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { useSession } from '@/features/auth/api/get-session';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { CheckoutFrame } from '../components/checkout-frame';

const CARD_HINTS = [
  { number: '4242 4242 4242 4242', effect: 'pays' },
  { number: '4000 0000 0000 0002', effect: 'is declined' },
  { number: '4000 0025 0000 3155', effect: 'asks you to confirm first' },
];

const ENDED: Record<string, string> = {
  complete: 'This checkout is paid.',
  cancelled: 'This checkout was cancelled. Nothing was charged.',
  expired: 'This checkout has expired. Nothing was charged; start a new one from Tagwise.',
};

/**
 * The built-in test provider's checkout (/test-checkout/:sessionId): what the payer sees instead of a
 * payment provider's hosted page. It sells what the checkout says, asks for the payer's e-mail and takes
 * the test cards, and returns to the app's success or cancel page, as a hosted checkout would; its frame
 * says test mode. The e-mail is kept with the purchase: an account signed up with it later finds it.
 */
export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useTestCheckout(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const cancel = useCancelTestCheckout(sessionId);
  const [cardNumber, setCardNumber] = useState(TEST_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 '));
  // Null until typed in: the field starts with the buyer's own address when they are the one signed in (the
  // server tells it to nobody else holding the checkout's id).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  // Set when the card asked the holder to confirm: the confirmation stays up until it passes.
  const [confirming, setConfirming] = useState(false);
  const email = typedEmail ?? checkout.data?.customerEmail ?? '';
  // Signed in, the purchase is the workspace's already; a visitor claims it after paying.
  const signedIn = Boolean(useSession().data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payer = PayerEmail.safeParse(email);
    if (!payer.success) {
      // One message at a time: the last payment's refusal no longer applies.
      pay.reset();
      setEmailError(payer.error.issues[0]?.message ?? null);
      return;
    }
    setEmailError(null);
    pay.mutate(
      { email: payer.data, cardNumber },
      { onSuccess: ({ outcome }) => setConfirming(outcome === 'requires_action') },
    );
  };
  // A confirmation that failed (or was refused) ends this attempt: the card field is back for another try,
  // as a hosted checkout returns to its form when the bank's check fails.
  const confirm = (confirmed: boolean) =>
    pay.mutate({ email: email.trim(), cardNumber, confirmed }, { onError: () => setConfirming(false) });
  const leaving = pay.data?.outcome === 'paid' || cancel.isSuccess;

  if (checkout.isPending) {
    return (
      <CheckoutFrame>
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading the checkout…</span>
          <Skeleton className="h-96" />
        </div>
      </CheckoutFrame>
    );
  }
  if (checkout.isError) {
    const missing = checkout.error instanceof AppError && checkout.error.code === 'NOT_FOUND';
    return (
      <CheckoutFrame>
        <Card role="alert">
          <CardHeader>
            <CardTitle>{missing ? 'Checkout not found' : 'The checkout could not be loaded'}</CardTitle>
            <CardDescription>{failureMessage(checkout.error, 'Please try again.')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            {!missing && <Button onClick={() => void checkout.refetch()}>Retry</Button>}
            <Button asChild variant="outline">
              <Link to="/projects">Back to Tagwise</Link>
            </Button>
          </CardContent>
        </Card>
      </CheckoutFrame>
    );
  }

  const data = checkout.data;
  const price = formatDollars(data.amountCents);
  // A plan is a monthly subscription; its trial charges nothing today, the month's price when it ends.
  const plan = data.mode === 'subscription';
  const dueToday = data.trial ? formatDollars(0) : price;
  const title = plan
    ? data.trial
      ? `${data.name}: ${TRIAL_DAYS}-day free trial`
      : `${data.name} for ${price} a month`
    : `${data.name} for ${price}`;
  const description = plan
    ? data.trial
      ? `${countOf(data.credits, 'AI credit')} a month. Nothing is charged today; ${price} a month after ${TRIAL_DAYS} days unless you cancel before.`
      : `${countOf(data.credits, 'AI credit')} a month, renewed monthly until you cancel.`
    : "AI credits for your workspace. They never expire and are used after your plan's monthly credits.";
  if (data.status !== 'open') {
    return (
      <CheckoutFrame>
        <Card>
          <CardHeader>
            <CardTitle>{data.name}</CardTitle>
            <CardDescription>{ENDED[data.status]}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/projects">Back to Tagwise</Link>
            </Button>
          </CardContent>
        </Card>
      </CheckoutFrame>
    );
  }

  return (
    <CheckoutFrame>
      <Card>
        <CardHeader>
          <CardDescription>Tagwise · test checkout</CardDescription>
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {confirming ? (
            <section aria-labelledby="confirm-title" className="grid gap-3 rounded-lg border p-4">
              <h2 id="confirm-title" className="font-semibold">
                Confirm this payment
              </h2>
              <p className="text-sm text-muted-foreground">
                Your bank asks you to confirm {data.trial ? 'this card' : `paying ${dueToday}`} for Tagwise. In test
                mode, choose what the card holder does.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={pay.isPending || leaving} onClick={() => confirm(true)}>
                  {(pay.isPending || leaving) && <Spinner />}
                  Confirm payment
                </Button>
                <Button variant="outline" disabled={pay.isPending || leaving} onClick={() => confirm(false)}>
                  Fail confirmation
                </Button>
              </div>
            </section>
          ) : (
            <form noValidate onSubmit={submit} className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor="payer-email">Email</Label>
                <Input
                  id="payer-email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => {
                    setTypedEmail(event.target.value);
                    setEmailError(null);
                  }}
                  aria-describedby={emailError ? 'payer-email-error' : 'payer-email-hint'}
                  aria-invalid={emailError ? true : undefined}
                />
                {emailError ? (
                  <p id="payer-email-error" role="alert" className="text-sm text-destructive">
                    {emailError}
                  </p>
                ) : (
                  <p id="payer-email-hint" className="text-xs text-muted-foreground">
                    {signedIn
                      ? 'For the receipt.'
                      : 'For the receipt. To claim this purchase, create your Tagwise account or sign in on the page that follows the payment.'}
                  </p>
                )}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="card-number">Card number</Label>
                <Input
                  id="card-number"
                  inputMode="numeric"
                  autoComplete="off"
                  value={cardNumber}
                  onChange={(event) => setCardNumber(event.target.value)}
                  aria-describedby="card-hints"
                  aria-invalid={pay.isError || undefined}
                />
              </div>
              <div id="card-hints" className="grid gap-0.5 text-xs text-muted-foreground">
                <p>Test cards:</p>
                <ul className="grid gap-0.5">
                  {CARD_HINTS.map(({ number, effect }) => (
                    <li key={number}>
                      <span className="font-mono">{number}</span> {effect}
                    </li>
                  ))}
                </ul>
              </div>
              <Button type="submit" size="lg" disabled={pay.isPending || leaving}>
                {(pay.isPending || leaving) && <Spinner />}
                {data.trial ? 'Start free trial' : plan ? `Subscribe for ${price} a month` : `Pay ${price}`}
              </Button>
            </form>
          )}
          {(pay.error || (!pay.isPending && !pay.data && !confirming && data.lastError)) && (
            <p role="alert" className="text-sm text-destructive">
              {pay.error ? failureMessage(pay.error, 'The payment failed. Please try again.') : data.lastError}
            </p>
          )}
          <Button
            variant="ghost"
            className="w-fit"
            disabled={cancel.isPending || leaving}
            onClick={() => cancel.mutate()}
          >
            Cancel and return to Tagwise
          </Button>
          {cancel.isError && (
            <p role="alert" className="text-sm text-destructive">
              {failureMessage(cancel.error, 'The checkout could not be cancelled. Please try again.')}
            </p>
          )}
        </CardContent>
      </Card>
    </CheckoutFrame>
  );
}
