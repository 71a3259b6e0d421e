import { useState } from 'react';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { BILLING_MESSAGES } from '@tagwise/core/values/billing';
import { useSignIn } from '@/features/auth/api/sign-in';
import { useSignUp } from '@/features/auth/api/sign-up';
import { CredentialsForm } from '@/features/auth/components/credentials-form';
import { authErrorMessage } from '@/features/auth/lib/auth-error-message';
import { PricingAuthFrame } from './pricing-auth-frame';

/**
 * The pricing view's own sign-up / sign-in (commercial-side.md section 2.1: e-mail, password, a mode
 * toggle). The person stays on the plans, now signed in, and a plan's button goes straight to its
 * checkout. Paying first and creating the account after (the plan buttons while signed out) still works.
 * Loaded after the page (routes/pricing-route.tsx): its zod schema and account client are most of what the
 * pricing page would otherwise parse before a visitor sees the plans work.
 */
export default function PricingAuthForm() {
  const [mode, setMode] = useState<'signup' | 'signin'>('signup');
  const [serverError, setServerError] = useState<string | null>(null);
  // The address typed before the switch to signing in (a sign-up that made no account): kept, not typed again.
  const [carriedEmail, setCarriedEmail] = useState<string | undefined>(undefined);
  const signUp = useSignUp();
  const signIn = useSignIn();
  const pending = signUp.isPending || signIn.isPending;
  const signingUp = mode === 'signup';
  return (
    <PricingAuthFrame
      signingUp={signingUp}
      onToggle={() => {
        setServerError(null);
        setMode(signingUp ? 'signin' : 'signup');
      }}
      form={
        <CredentialsForm
          key={mode}
          defaultEmail={carriedEmail}
          submitLabel={signingUp ? 'Create Account' : 'Sign In'}
          pending={pending}
          serverError={serverError}
          autoCompletePassword={signingUp ? 'new-password' : 'current-password'}
          forgotPassword={!signingUp}
          onSubmit={(credentials) => {
            setServerError(null);
            const mutation = signingUp ? signUp : signIn;
            mutation.mutate(credentials, {
              onSuccess: () =>
                toast.success(signingUp ? BILLING_MESSAGES.accountCreatedChoosePlan : AUTH_MESSAGES.signedIn),
              onError: (error) => {
                const outcome = authErrorMessage(error, signingUp ? 'signup' : 'signin');
                // No account made (the address may have one): switched to signing in, the address kept.
                if (outcome.kind === 'not-created') {
                  setCarriedEmail(credentials.email);
                  setMode('signin');
                }
                setServerError(outcome.text);
              },
            });
          }}
        />
      }
    />
  );
}
