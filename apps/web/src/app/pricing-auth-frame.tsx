import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CredentialsLayout } from '@/features/auth/components/credentials-layout';
import { useHydrated } from '@/lib/use-hydrated';
import { PRICING_ACCOUNT_ID } from './pricing-account-near';

/** The pricing page's account card around its form, in sign-up or sign-in mode. */
export function PricingAuthFrame({
  signingUp,
  form,
  onToggle,
}: {
  signingUp: boolean;
  form: ReactNode;
  /** Switches the mode; absent while the form's code loads (the link waits with the form). */
  onToggle?: () => void;
}) {
  // In the prerendered page the card is on screen before its code has taken it over: until then its
  // fields and buttons take no clicks, which would be lost (index.css).
  const hydrated = useHydrated();
  return (
    <Card id={PRICING_ACCOUNT_ID} className="mx-auto w-full max-w-md" data-awaiting-code={hydrated ? undefined : ''}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{signingUp ? 'Create your account first' : 'Sign in to choose a plan'}</h2>
        </CardTitle>
        <CardDescription>
          {signingUp
            ? 'Then choose a plan above; or choose one now and create the account after paying.'
            : 'Your current plan shows above the others.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {form}
        <Button type="button" variant="link" className="justify-self-center" disabled={!onToggle} onClick={onToggle}>
          {signingUp ? 'Already have an account? Sign in' : 'New to Tagwise? Create an account'}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * What the card shows while its form's code (zod, the account client) loads after the page: the same
 * card and fields, not yet usable, so nothing moves when the form replaces it. A prerendered page keeps
 * its HTML form on screen instead until the code has arrived and taken it over.
 */
export function PricingAuthPlaceholder() {
  return (
    <PricingAuthFrame
      signingUp
      form={<CredentialsLayout inert submitLabel="Create Account" autoCompletePassword="new-password" />}
    />
  );
}
