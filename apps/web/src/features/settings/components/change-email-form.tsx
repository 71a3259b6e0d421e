import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EMAIL_CHANGE_MESSAGES } from '@tagwise/core/values/account-settings';
import { ErrorMessage } from '@/components/error-message';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useChangeEmail } from '../api/change-email';

const Form = z.object({
  newEmail: z
    .string()
    .trim()
    .min(1, EMAIL_CHANGE_MESSAGES.missing)
    .max(254, EMAIL_CHANGE_MESSAGES.invalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_CHANGE_MESSAGES.invalid),
});
type FormValues = z.infer<typeof Form>;

/** Change the sign-in address: a link goes to the new one, and the change happens when it is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const form = useForm<FormValues>({ resolver: zodResolver(Form), defaultValues: { newEmail: '' } });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) =>
        void form.handleSubmit(({ newEmail }) =>
          change.mutate(newEmail, {
            onSuccess: () => form.reset(),
            onError: (error) => form.setError('root', { message: error.message }),
          }),
        )(e)
      }
    >
      <h3 className="font-medium">Change e-mail</h3>
      <p className="text-sm text-muted-foreground">
        You sign in with {currentEmail}. We send a link to the new address; the change happens when you open it.
      </p>
      <FormField id="security-new-email" label="New e-mail address" error={errors.newEmail?.message}>
        <Input
          id="security-new-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.newEmail ? true : undefined}
          {...form.register('newEmail')}
        />
      </FormField>
      <ErrorMessage>{errors.root?.message}</ErrorMessage>
      {change.isSuccess && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {EMAIL_CHANGE_MESSAGES.sent(change.data)}
        </p>
      )}
      <Button type="submit" variant="outline" className="justify-self-end" disabled={change.isPending}>
        {change.isPending && <Spinner />}
        Send confirmation link
      </Button>
    </form>
  );
}
