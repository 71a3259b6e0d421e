import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Credentials } from '@tagwise/core/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { PasswordInput } from './password-input';

interface Props {
  submitLabel: string;
  pending: boolean;
  /** The server's answer, already translated to the spec's text. */
  serverError: string | null;
  defaultEmail?: string | undefined;
  passwordHint?: string | undefined;
  autoCompletePassword: 'current-password' | 'new-password';
  onSubmit: (credentials: Credentials) => void;
}

/**
 * E-mail and password with the spec's rules (both required, e-mail shape, trimmed), validated in the
 * browser with the same schema the contract uses, before anything is sent.
 */
export function CredentialsForm(props: Props) {
  const form = useForm<Credentials>({
    resolver: zodResolver(Credentials),
    defaultValues: { email: props.defaultEmail ?? '', password: '' },
  });
  const { errors } = form.formState;
  // The spec shows one message for the form, not one per field.
  const message = errors.email?.message ?? errors.password?.message ?? props.serverError;

  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(props.onSubmit)(e)} className="grid gap-4">
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
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={message ? 'form-error' : undefined}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="password">Password</Label>
        <PasswordInput
          id="password"
          autoComplete={props.autoCompletePassword}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={
            [props.passwordHint ? 'password-hint' : '', message ? 'form-error' : ''].join(' ').trim() || undefined
          }
          {...form.register('password')}
        />
        {props.passwordHint && (
          <p id="password-hint" className="text-xs text-muted-foreground">
            {props.passwordHint}
          </p>
        )}
      </div>
      {message && (
        <p id="form-error" role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {message}
        </p>
      )}
      <Button type="submit" className="w-full" size="lg" disabled={props.pending}>
        {props.pending && <Spinner />}
        {props.submitLabel}
      </Button>
    </form>
  );
}
