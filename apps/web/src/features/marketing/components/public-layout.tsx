import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useBilled } from '@/features/system/api/get-public-config';

/** Header and footer of the public pages (landing, terms, privacy). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const billed = useBilled();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link
            to="/home"
            className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <Logo />
          </Link>
          <nav aria-label="Account" className="ml-auto flex items-center gap-1 sm:gap-2">
            {/* Narrower on phones, so the three fit beside the logo. */}
            {billed && (
              <Button asChild variant="ghost" className="px-2 sm:px-4">
                <Link to="/pricing">Pricing</Link>
              </Button>
            )}
            <Button asChild variant="ghost" className="px-2 sm:px-4">
              <Link to="/signin">Sign In</Link>
            </Button>
            <Button asChild className="px-3 sm:px-4">
              <Link to="/signup">Get Started</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          <span>© {new Date().getFullYear()} Tagwise · free software under the AGPL-3.0</span>
          <Link to="/terms" className="hover:text-foreground">
            Terms of Service
          </Link>
          <Link to="/privacy" className="hover:text-foreground">
            Privacy Policy
          </Link>
        </div>
      </footer>
    </div>
  );
}
