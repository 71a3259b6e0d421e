import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Credentials } from '@tagwise/core/schemas/auth';
import { CredentialsLayout } from './credentials-layout';
import { ForgotPasswordLink } from './forgot-password-link';

interface Props {
  submitLabel: string;
  pending: boolean;
  /** The server's answer, already translated to the spec's text. */
  serverError: string | null;
  defaultEmail?: string | undefined;
  passwordHint?: string | undefined;
  autoCompletePassword: 'current-password' | 'new-password';
  /** Signing in: a "Forgot password?" link under the password, taking the typed address along. */
  forgotPassword?: boolean;
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
  const email = useWatch({ control: form.control, name: 'email' });
  // The spec shows one message for the form, not one per field.
  const message = errors.email?.message ?? errors.password?.message ?? props.serverError;

  return (
    <CredentialsLayout
      submitLabel={props.submitLabel}
      pending={props.pending}
      message={message}
      passwordHint={props.passwordHint}
      passwordAction={props.forgotPassword ? <ForgotPasswordLink email={email} /> : undefined}
      autoCompletePassword={props.autoCompletePassword}
      emailProps={{ 'aria-invalid': errors.email ? true : undefined, ...form.register('email') }}
      passwordProps={{ 'aria-invalid': errors.password ? true : undefined, ...form.register('password') }}
      onSubmit={(e) => void form.handleSubmit(props.onSubmit)(e)}
    />
  );
}
