import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheckIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PasswordResetRequest } from '@tagwise/core/schemas/auth';
import { PASSWORD_RESET_MESSAGES } from '@tagwise/core/values/password-reset';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import type { ForgotPasswordState } from '../components/forgot-password-link';
import { authErrorMessage } from '../lib/auth-error-message';
import { AUTH_LINK, BackToSignIn, FormAlert } from '../components/auth-form-parts';

/**
 * "Forgot password?" (/forgot-password): the address to e-mail a reset link to. The answer is the same
 * whether or not an account uses it, so the page never tells who has one.
 */
export default function ForgotPasswordPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as ForgotPasswordState;
  const request = useRequestPasswordReset();
  const config = usePublicConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequest),
    defaultValues: { email: state.email ?? '' },
  });
  const notice = useRef<HTMLDivElement>(null);
  // The form gives way to the notice: the focus goes with it, so a screen reader reads it out.
  useEffect(() => {
    if (sentTo) notice.current?.focus();
  }, [sentTo]);

  const message = form.formState.errors.email?.message ?? serverError;

  return (
    <AuthLayout>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Forgot your password?</h1>
          <CardDescription>
            Enter the e-mail address you sign in with and we&apos;ll send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sentTo ? (
            <>
              <div
                ref={notice}
                tabIndex={-1}
                role="status"
                className="flex gap-3 rounded-md bg-secondary px-3 py-3 text-sm focus-visible:outline-none"
              >
                <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <p>{PASSWORD_RESET_MESSAGES.sent(sentTo)}</p>
              </div>
              {config.data?.devMailbox && (
                <p className="text-sm text-muted-foreground">
                  This server sends no e-mail (no SMTP server is set up): the message is in the{' '}
                  <Link to="/dev/mailbox" className={AUTH_LINK}>
                    development mailbox
                  </Link>
                  .
                </p>
              )}
              <Button
                type="button"
                variant="outline"
                className="w-full"
                onClick={() => {
                  form.reset({ email: sentTo });
                  setSentTo(null);
                }}
              >
                Use another address
              </Button>
            </>
          ) : (
            <form
              noValidate
              className="grid gap-4"
              onSubmit={(e) =>
                void form.handleSubmit(({ email }) => {
                  setServerError(null);
                  request.mutate(
                    { email },
                    {
                      onSuccess: () => setSentTo(email),
                      onError: (error) => setServerError(authErrorMessage(error, 'signin').text),
                    },
                  );
                })(e)
              }
            >
              <div className="grid gap-2">
                <Label htmlFor="email">Email</Label>
                <Input
                  id="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="you@example.com"
                  aria-invalid={form.formState.errors.email ? true : undefined}
                  aria-describedby={message ? 'form-error' : undefined}
                  {...form.register('email')}
                />
              </div>
              {message && <FormAlert id="form-error">{message}</FormAlert>}
              <Button type="submit" className="w-full" size="lg" disabled={request.isPending}>
                {request.isPending && <Spinner />}
                Send Reset Link
              </Button>
            </form>
          )}
          <BackToSignIn lead="Remembered it?" />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
