import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useSignIn } from '../api/sign-in';
import { AuthLayout } from '../components/auth-layout';
import { CredentialsForm } from '../components/credentials-form';
import { GoogleButton } from '../components/google-button';
import type { AfterAuth } from '../lib/after-auth';
import { authErrorMessage } from '../lib/auth-error-message';
import { AUTH_LINK } from '../components/auth-form-parts';

export interface SignInState {
  email?: string;
  notice?: string;
  /** Where a signed-out visitor was going before being sent here. */
  from?: string;
}

/**
 * Sign-in (/signin). With a checkout's session_id (a plan paid before signing in) the subtitle and button
 * say so, and the app's `afterSignIn` step claims the purchase before moving on.
 */
export default function SignInPage({
  afterSignIn,
  googleReturn,
  defaultEmail,
}: {
  afterSignIn?: AfterAuth;
  /** Where Google should bring the person back for this address (a claim's page), if not their projects. */
  googleReturn?: (params: URLSearchParams) => string | undefined;
  /** The address to start with: the one typed at the checkout, in the browser that paid it. */
  defaultEmail?: string | undefined;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = (location.state ?? {}) as SignInState;
  const sessionId = params.get('session_id');
  const signIn = useSignIn(afterSignIn && { step: afterSignIn, context: { sessionId, params } });
  // Back from Google refused (?oauth_error): a deactivated team member is told why on the form, as at a
  // password sign-in. The text is ours for the code, never the address's error_description (anyone can send
  // a link with words of their choosing in it).
  const deactivatedByGoogle = params.has('oauth_error') && params.get('error') === 'ACCOUNT_DEACTIVATED';
  const [serverError, setServerError] = useState<string | null>(
    deactivatedByGoogle ? TEAM_MESSAGES.deactivated : (state.notice ?? null),
  );

  useEffect(() => {
    if (params.get('oauth_error')) {
      if (params.get('error') !== 'ACCOUNT_DEACTIVATED') toast.error(AUTH_MESSAGES.oauthFailed);
      for (const name of ['oauth_error', 'error', 'error_description']) params.delete(name);
      setParams(params, { replace: true });
    }
  }, [params, setParams]);

  const signUpLink = sessionId ? `/signup?session_id=${encodeURIComponent(sessionId)}` : '/signup';

  return (
    <AuthLayout>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Welcome Back</h1>
          <CardDescription>
            {sessionId
              ? 'Sign in to link the plan you just paid for to your account.'
              : 'Sign in to price, tag and sell your items.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CredentialsForm
            // The checkout's address arrives after the form is drawn: the form starts again with it.
            key={state.email ?? defaultEmail ?? 'none'}
            submitLabel={sessionId ? 'Sign In & Claim Purchase' : 'Sign In'}
            pending={signIn.isPending}
            serverError={serverError}
            defaultEmail={state.email ?? defaultEmail}
            autoCompletePassword="current-password"
            forgotPassword
            onSubmit={(credentials) => {
              setServerError(null);
              signIn.mutate(credentials, {
                onSuccess: (after) => {
                  if (after) {
                    if (after.toast) toast[after.toast.kind](after.toast.text);
                    void navigate(after.to, { replace: true, state: { claimed: after.claimed !== false } });
                    return;
                  }
                  toast.success(AUTH_MESSAGES.signedIn);
                  void navigate(state.from ?? '/projects', { replace: true });
                },
                onError: (error) => setServerError(authErrorMessage(error, 'signin').text),
              });
            }}
          />
          <GoogleButton label="Continue with Google" disabled={signIn.isPending} returnTo={googleReturn?.(params)} />
          <p className="text-center text-sm text-muted-foreground">
            Don&apos;t have an account?{' '}
            <Link to={signUpLink} className={AUTH_LINK}>
              Sign up
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
