import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageHydrated } from '@/lib/page-hydrated';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@tagwise/core/messages';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { Logo } from '@/components/logo';
import type { SessionUser } from '@/features/auth/api/get-session';
import { ErrorBoundary } from '@/features/errors/components/error-boundary';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { overlayIntent, useOpenOverlay } from '@/lib/overlays';
import type { AccountExtras } from './account-extras';
import { ConnectionStatus } from './connection-status';
import { MobileMenu } from './mobile-menu';
import { CAPTURE_ITEMS, inSection, NAV_ITEMS } from './nav-items';
import { ProfileMenu } from './profile-menu';

/** Layout of every signed-in page: sticky header with navigation and the account menu. */
export default function AppShell({
  user,
  overlays,
  account,
}: {
  user: SessionUser;
  overlays?: ReactNode;
  account?: AccountExtras;
}) {
  const location = useLocation();
  useGoogleReturnToast();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4 sm:px-6">
          <Link
            to="/projects"
            aria-label="Tagwise, go to projects"
            className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <Logo />
          </Link>
          {account?.badge}
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
            {NAV_ITEMS.map(({ to, label, icon: Icon, section }) => (
              <NavLink
                key={to}
                to={to}
                data-tour={`nav-${label.toLowerCase()}`}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground',
                    (isActive || inSection({ section }, location.pathname)) && 'bg-accent text-foreground',
                  )
                }
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <ConnectionStatus />
            <CaptureButtons />
            <div className="hidden md:block">
              <ProfileMenu user={user} extras={account} />
            </div>
            <MobileMenu user={user} extras={account} />
          </div>
        </div>
      </header>
      {/* On a wide screen a card docked at the right (the bulk queue's, --queue-dock) takes a column of its own:
          the content's right edge keeps out of it, into the margin first and then by padding. */}
      <main
        id="main"
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:pr-[max(1.5rem,calc(var(--queue-dock,0px)_-_max(0px,(100vw_-_72rem)_/_2)))]"
      >
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<FullScreenLoading />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </ErrorBoundary>
      </main>
      {overlays}
    </div>
  );
}

/**
 * The header's camera and upload buttons. The camera stays in the header on a phone too: it is what an
 * operator reaches for most, and one tap beats opening the menu.
 */
function CaptureButtons() {
  const openOverlay = useOpenOverlay();
  return CAPTURE_ITEMS.map(({ param, value, label, icon: Icon }) => (
    <Button
      key={value}
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={value === 'camera' ? undefined : 'hidden md:inline-flex'}
      data-tour={value === 'camera' ? 'take-photo' : 'upload-photos'}
      onClick={() => openOverlay(param, value)}
      {...overlayIntent(param)}
    >
      <Icon className="size-5" aria-hidden />
    </Button>
  ));
}

/** Google sends people back to /projects?signed_in=google: say it worked, then tidy the address. */
function useGoogleReturnToast() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('signed_in') !== 'google') return;
    toast.success(AUTH_MESSAGES.googleSuccess);
    params.delete('signed_in');
    setParams(params, { replace: true });
  }, [params, setParams]);
}
