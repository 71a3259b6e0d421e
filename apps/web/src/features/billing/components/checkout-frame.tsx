import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';

/** The plain, centred frame of the checkout pages: the payer is between the app and the payment. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8 sm:py-16">
      <header className="mb-6">
        <Logo />
      </header>
      <main className="w-full max-w-md">{children}</main>
    </div>
  );
}
