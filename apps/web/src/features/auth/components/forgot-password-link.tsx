import { Link } from 'react-router';

/** Where the forgot-password page starts: with the address already typed into the sign-in form, if any. */
export interface ForgotPasswordState {
  email?: string;
}

/** "Forgot password?" under the sign-in form's password field, carrying the typed address along. */
export function ForgotPasswordLink({ email }: { email: string }) {
  const state: ForgotPasswordState = { email: email.trim() };
  return (
    <Link
      to="/forgot-password"
      state={state}
      className="justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      Forgot password?
    </Link>
  );
}
