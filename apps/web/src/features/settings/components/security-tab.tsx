import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordChangeForm } from '@tagwise/core/schemas/account-settings';
import { SECURITY_MESSAGES } from '@tagwise/core/values/account-settings';
import { ErrorMessage } from '@/components/error-message';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useChangePassword } from '../api/change-password';
import { ChangeEmailForm } from './change-email-form';

/** The sign-in address and the password. */
export function SecurityTab({ email }: { email: string }) {
  return (
    <div className="grid gap-8">
      <ChangeEmailForm currentEmail={email} />
      <div className="border-t pt-6">
        <ChangePasswordForm />
      </div>
    </div>
  );
}

/** Change the password, which signs out every other device (this one stays signed in). */
function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordChangeForm>({
    resolver: zodResolver(PasswordChangeForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) =>
        void form.handleSubmit(({ confirmPassword: _confirm, ...input }) =>
          change.mutate(input, {
            onSuccess: () => form.reset(),
            onError: (error) => form.setError('root', { message: error.message }),
          }),
        )(e)
      }
    >
      <div className="grid gap-1">
        <h3 className="font-medium">Change password</h3>
        <p className="text-sm text-muted-foreground">{SECURITY_MESSAGES.signsOutOthers}</p>
      </div>
      <FormField id="security-current" label="Current password" error={errors.currentPassword?.message}>
        <Input
          id="security-current"
          type="password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
      </FormField>
      <FormField id="security-new" label="New password" error={errors.newPassword?.message}>
        <Input id="security-new" type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <FormField id="security-confirm" label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input
          id="security-confirm"
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <ErrorMessage>{errors.root?.message}</ErrorMessage>
      <Button type="submit" className="justify-self-end" disabled={change.isPending}>
        {change.isPending && <Spinner />}
        Change password
      </Button>
    </form>
  );
}
