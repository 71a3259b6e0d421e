import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The auth pages' inline links (sign up, sign in, the development mailbox). */
export const AUTH_LINK = 'font-medium text-primary underline-offset-4 hover:underline';

/** A form's own failure under its fields, read out when it appears. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {children}
    </p>
  );
}

/** The way back from the password pages to signing in, with an optional lead ("Remembered it?"). */
export function BackToSignIn({ lead }: { lead?: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {lead && `${lead} `}
      <Link to="/signin" className={AUTH_LINK}>
        Back to Sign In
      </Link>
    </p>
  );
}
