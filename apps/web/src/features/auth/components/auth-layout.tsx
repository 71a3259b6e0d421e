import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';

/** Frame of the sign-in and sign-up pages: logo to the landing page, the form, the legal footer. */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary/60 to-background">
      <header className="px-4 pt-6 sm:px-8">
        <Link
          to="/home"
          className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 flex-col items-center justify-start gap-8 px-4 py-8 sm:justify-center sm:px-8">
        {children}
        {aside}
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-muted-foreground sm:px-8">
        By continuing, you agree to our{' '}
        <Link to="/terms" className="underline underline-offset-2 hover:text-foreground">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground">
          Privacy Policy
        </Link>
        .
      </footer>
    </div>
  );
}
