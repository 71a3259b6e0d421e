import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_MIN_LENGTH } from '@tagwise/core/schemas/auth';
import { PasswordResetForm } from '@tagwise/core/schemas/account-settings';
import { PASSWORD_RESET_MESSAGES } from '@tagwise/core/values/password-reset';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordInput } from '../components/password-input';
import { AuthRequestError, authErrorMessage } from '../lib/auth-error-message';
import { BackToSignIn, FormAlert } from '../components/auth-form-parts';

/**
 * The e-mailed link's page (/reset-password?token=...; the server's callback sends ?error=INVALID_TOKEN
 * instead for a link expired or used): the new password twice, under the change-password form's rules.
 * Then sign-in, where the new password works; every session of the account has ended.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [linkFailed, setLinkFailed] = useState(false);
  if (!token || params.has('error') || linkFailed)
    return <LinkNotValid opened={Boolean(token) || params.has('error')} />;
  return <NewPasswordForm token={token} onLinkFailed={() => setLinkFailed(true)} />;
}

function NewPasswordForm({ token, onLinkFailed }: { token: string; onLinkFailed: () => void }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<PasswordResetForm>({
    resolver: zodResolver(PasswordResetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const describedBy = (field: 'newPassword' | 'confirmPassword', hint?: string) =>
    [hint, errors[field] ? `${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  return (
    <AuthLayout>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Choose a new password</h1>
          <CardDescription>Setting it signs your account out on every device.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(e) =>
              void form.handleSubmit(({ newPassword }) =>
                reset.mutate(
                  { token, newPassword },
                  {
                    onSuccess: () => {
                      toast.success(PASSWORD_RESET_MESSAGES.done);
                      void navigate('/signin', { replace: true });
                    },
                    onError: (error) => {
                      // Expired, or used in another tab meanwhile: the page says so and offers a new link.
                      if (error instanceof AuthRequestError && error.code === 'INVALID_TOKEN') return onLinkFailed();
                      form.setError('root', { message: authErrorMessage(error, 'signin').text });
                    },
                  },
                ),
              )(e)
            }
          >
            <div className="grid gap-2">
              <Label htmlFor="newPassword">New password</Label>
              <PasswordInput
                id="newPassword"
                autoComplete="new-password"
                aria-invalid={errors.newPassword ? true : undefined}
                aria-describedby={describedBy('newPassword', errors.newPassword ? undefined : 'password-hint')}
                {...form.register('newPassword')}
              />
              {!errors.newPassword && (
                <p id="password-hint" className="text-xs text-muted-foreground">
                  At least {PASSWORD_MIN_LENGTH} characters
                </p>
              )}
              <ErrorMessage id="newPassword-error">{errors.newPassword?.message}</ErrorMessage>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="confirmPassword">Confirm new password</Label>
              <PasswordInput
                id="confirmPassword"
                autoComplete="new-password"
                aria-invalid={errors.confirmPassword ? true : undefined}
                aria-describedby={describedBy('confirmPassword')}
                {...form.register('confirmPassword')}
              />
              <ErrorMessage id="confirmPassword-error">{errors.confirmPassword?.message}</ErrorMessage>
            </div>
            {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
            <Button type="submit" className="w-full" size="lg" disabled={reset.isPending}>
              {reset.isPending && <Spinner />}
              Set New Password
            </Button>
          </form>
          <BackToSignIn />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

/** An expired or used link, or the page opened without one: say so, and offer a new one. */
function LinkNotValid({ opened }: { opened: boolean }) {
  return (
    <AuthLayout>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">
            {opened ? 'This link no longer works' : 'Reset your password'}
          </h1>
          <CardDescription>
            {opened ? PASSWORD_RESET_MESSAGES.linkInvalid : PASSWORD_RESET_MESSAGES.linkMissing}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">Ask for a New Link</Link>
          </Button>
          <BackToSignIn />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
