import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SparklesIcon, TrendingUpIcon, ZapIcon, type LucideIcon } from 'lucide-react';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { PASSWORD_MIN_LENGTH } from '@tagwise/core/schemas/auth';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useSignUp } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { CredentialsForm } from '../components/credentials-form';
import { GoogleButton } from '../components/google-button';
import type { AfterAuth } from '../lib/after-auth';
import { authErrorMessage } from '../lib/auth-error-message';
import type { SignInState } from './sign-in-page';
import { AUTH_LINK } from '../components/auth-form-parts';

const BENEFITS: { icon: LucideIcon; title: string; tag: string; text: string }[] = [
  {
    icon: ZapIcon,
    title: 'Start Analyzing Instantly',
    tag: 'Free to try',
    text: 'Photograph an item and get a name, category and price in seconds.',
  },
  {
    icon: SparklesIcon,
    title: 'Professional Results',
    tag: 'AI-powered',
    text: 'Condition, key features and retail estimates with a confidence score.',
  },
  {
    icon: TrendingUpIcon,
    title: 'Maximize Your Profits',
    tag: 'Proven results',
    text: 'Your own markdowns and condition rules turn estimates into tag prices.',
  },
];

/**
 * Sign-up (/signup). With a checkout's session_id (a plan paid before the account existed) the button
 * says it claims the purchase, and the app's `afterSignUp` step claims it before moving on.
 */
export default function SignUpPage({
  afterSignUp,
  googleReturn,
  defaultEmail,
}: {
  afterSignUp?: AfterAuth;
  /** Where Google should bring the person back for this address (a claim's page), if not their projects. */
  googleReturn?: (params: URLSearchParams) => string | undefined;
  /** The address to start with: the one typed at the checkout, in the browser that paid it. */
  defaultEmail?: string | undefined;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const signUp = useSignUp(afterSignUp && { step: afterSignUp, context: { sessionId, params } });
  const [serverError, setServerError] = useState<string | null>(null);
  const signInLink = sessionId ? `/signin?session_id=${encodeURIComponent(sessionId)}` : '/signin';

  return (
    <AuthLayout
      aside={
        <ul className="grid w-full max-w-3xl gap-3 sm:grid-cols-3" aria-label="Why Tagwise">
          {BENEFITS.map(({ icon: Icon, title, tag, text }) => (
            <li key={title} className="rounded-xl border bg-card p-4 shadow-xs">
              <Icon className="mb-2 size-5 text-primary" aria-hidden />
              <h2 className="text-sm font-semibold">{title}</h2>
              <p className="text-xs font-medium text-primary">{tag}</p>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      }
    >
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Create Your Account</h1>
          <CardDescription>
            {sessionId
              ? 'Your payment went through. Create your account to start using your plan.'
              : 'Price your next sale faster. No card needed to start.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <CredentialsForm
            // The checkout's address arrives after the form is drawn: the form starts again with it.
            key={defaultEmail ?? 'none'}
            submitLabel={sessionId ? 'Create Account & Claim Purchase' : 'Create Account & Continue'}
            pending={signUp.isPending}
            serverError={serverError}
            passwordHint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            defaultEmail={defaultEmail}
            autoCompletePassword="new-password"
            onSubmit={(credentials) => {
              setServerError(null);
              signUp.mutate(credentials, {
                onSuccess: (after) => {
                  if (after) {
                    if (after.toast) toast[after.toast.kind](after.toast.text, { duration: 6000 });
                    void navigate(after.to, { replace: true, state: { claimed: after.claimed !== false } });
                    return;
                  }
                  toast.success(AUTH_MESSAGES.accountCreatedSignedIn, { duration: 6000 });
                  void navigate('/projects', { replace: true });
                },
                onError: (error) => {
                  const outcome = authErrorMessage(error, sessionId ? 'signup-claim' : 'signup');
                  if (outcome.kind === 'not-created') {
                    const state: SignInState = { email: credentials.email, notice: outcome.text };
                    void navigate(signInLink, { state });
                  } else {
                    setServerError(outcome.text);
                  }
                },
              });
            }}
          />
          <GoogleButton label="Or continue with Google" disabled={signUp.isPending} returnTo={googleReturn?.(params)} />
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link to={signInLink} className={AUTH_LINK}>
              Sign in
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
