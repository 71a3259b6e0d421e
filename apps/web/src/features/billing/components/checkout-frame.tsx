import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { TestModeNote } from './test-mode-note';

/**
 * The plain, centred frame of the checkout pages: the payer is between the app and the payment. Under the
 * built-in test provider every one of them says test mode (commercial-side.md: "clearly labelled as test
 * mode on every page it touches"), so no page on the way through a checkout reads as a real payment. The
 * page waits for the server's configuration (read once per visit) rather than have the note push it down
 * after it is drawn.
 */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-8 sm:py-16">
      <header className="mb-6">
        <Logo />
      </header>
      <main className="grid w-full max-w-md gap-4" aria-busy={config.isPending || undefined}>
        {!config.isPending && (
          <>
            {config.data?.billing === 'test' && <TestModeNote />}
            {children}
          </>
        )}
      </main>
    </div>
  );
}
