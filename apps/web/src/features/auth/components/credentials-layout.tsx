import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';
import { PasswordInput } from './password-input';
import { FormAlert } from './auth-form-parts';

type FieldProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'>;

interface Props {
  submitLabel: string;
  /** A request is running: the button shows a spinner and waits. */
  pending?: boolean;
  /** The one message the form shows (the spec's: one for the form, not one per field). */
  message?: string | null | undefined;
  passwordHint?: string | undefined;
  /** Below the password field: sign-in's "Forgot password?". */
  passwordAction?: ReactNode;
  autoCompletePassword: 'current-password' | 'new-password';
  emailProps?: FieldProps;
  passwordProps?: FieldProps;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Drawn while the form's code (zod, react-hook-form) is still loading: the same fields, not yet usable. */
  inert?: boolean;
}

/**
 * The e-mail and password form's markup, without its validation: the form (credentials-form.tsx) and the
 * stand-in drawn while its code loads share it, so the stand-in has exactly the form's size.
 */
export function CredentialsLayout(props: Props) {
  const { message, inert = false } = props;
  // Busy in its HTML and until hydrated: a prerendered form is on screen before its code, which loads
  // after the page (the pricing page's), has taken it over; until then the browser must not submit it
  // itself (main.tsx), which would send the fields in the address. Rendered in the browser, it is ready.
  const hydrated = useHydrated();
  return (
    <form noValidate onSubmit={props.onSubmit} className="grid gap-4" aria-busy={inert || !hydrated || undefined}>
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
          readOnly={inert || undefined}
          aria-describedby={message ? 'form-error' : undefined}
          {...props.emailProps}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="password">Password</Label>
        <PasswordInput
          id="password"
          autoComplete={props.autoCompletePassword}
          readOnly={inert || undefined}
          aria-describedby={
            [props.passwordHint ? 'password-hint' : '', message ? 'form-error' : ''].join(' ').trim() || undefined
          }
          {...props.passwordProps}
        />
        {props.passwordHint && (
          <p id="password-hint" className="text-xs text-muted-foreground">
            {props.passwordHint}
          </p>
        )}
        {props.passwordAction}
      </div>
      {message && <FormAlert id="form-error">{message}</FormAlert>}
      <Button type="submit" className="w-full" size="lg" disabled={props.pending || inert}>
        {props.pending && <Spinner />}
        {props.submitLabel}
      </Button>
    </form>
  );
}
