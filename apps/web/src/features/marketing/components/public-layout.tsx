import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FEATURE_CARDS } from '@tagwise/core/help/feature-cards';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { hadSession } from '@/features/auth/lib/session-flag';
import { useHydrated } from '@/lib/use-hydrated';
import { useBilled } from '@/features/system/api/get-public-config';

const NAV_LINK =
  'rounded-md px-2 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:px-3';
const FOOTER_LINK = 'hover:text-foreground focus-visible:underline focus-visible:outline-none';

/**
 * Header and footer of the public pages (commercial-side.md section 2: Features, Pricing, Blog, Sign In,
 * Get Started). Plain links, no menu to open: the header works before any script has run. A server
 * without billing has no pricing page, so neither link shows there.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const billed = useBilled();
  const session = useSession();
  const hydrated = useHydrated();
  // Someone signed in (or on a device that was, while that is checked) is offered their projects instead;
  // once hydrated: the HTML is the visitor's, and a different first render was a hydration error (#418).
  const signedIn = hydrated && (Boolean(session.data) || (session.isPending && hadSession()));
  const sections = (
    <>
      <Link to="/home#features" className={NAV_LINK}>
        Features
      </Link>
      {billed && (
        <Link to="/pricing" className={NAV_LINK}>
          Pricing
        </Link>
      )}
      <Link to="/blog" className={NAV_LINK}>
        Blog
      </Link>
      <Link to="/help" className={NAV_LINK}>
        Help
      </Link>
    </>
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Link
            to="/home"
            className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <Logo />
            <span className="sr-only"> home</span>
          </Link>
          <nav aria-label="Site" className="ml-4 hidden items-center md:flex">
            {sections}
          </nav>
          <nav aria-label="Account" className="ml-auto flex items-center gap-1 sm:gap-2">
            {signedIn ? (
              <Button asChild className="px-3 sm:px-4">
                <Link to="/projects">Your projects</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost" className="px-2 sm:px-4">
                  <Link to="/signin">Sign In</Link>
                </Button>
                <Button asChild className="px-3 sm:px-4">
                  <Link to="/signup">Get Started</Link>
                </Button>
              </>
            )}
          </nav>
        </div>
        {/* Phones: the same sections in a row of their own under the logo. */}
        <nav aria-label="Site sections" className="flex justify-center gap-1 border-t px-2 md:hidden">
          {sections}
        </nav>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3 sm:px-6">
          <FooterColumn title="Product">
            {FEATURE_CARDS.map((feature) => (
              <Link key={feature.slug} to={feature.path} className={FOOTER_LINK}>
                {feature.shortTitle}
              </Link>
            ))}
            {billed && (
              <Link to="/pricing" className={FOOTER_LINK}>
                Pricing
              </Link>
            )}
          </FooterColumn>
          <FooterColumn title="Resources">
            <Link to="/help" className={FOOTER_LINK}>
              Help
            </Link>
            <Link to="/faq" className={FOOTER_LINK}>
              FAQ
            </Link>
            <Link to="/blog" className={FOOTER_LINK}>
              Blog
            </Link>
          </FooterColumn>
          <FooterColumn title="Legal">
            <Link to="/terms" className={FOOTER_LINK}>
              Terms of Service
            </Link>
            <Link to="/privacy" className={FOOTER_LINK}>
              Privacy Policy
            </Link>
          </FooterColumn>
        </div>
        <p className="mx-auto max-w-6xl px-4 pb-8 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Tagwise · free software under the AGPL-3.0-or-later
        </p>
      </footer>
    </div>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h2 className="font-semibold">{title}</h2>
      <div className="grid gap-2 text-muted-foreground">{children}</div>
    </div>
  );
}
