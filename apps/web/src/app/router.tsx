import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { SessionWatcher } from '@/features/auth/components/session-watcher';
import { ErrorBoundary } from '@/features/errors/components/error-boundary';
import { RouteError } from '@/features/errors/components/route-error';
import LandingPage from '@/features/marketing/pages/landing-page';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { hadSession } from '@/features/auth/lib/session-flag';
import { prefetchPageData } from './prefetch-page-data';
import { HomeRedirect, PublicOnly, RequireSession } from './route-guards';

// Pages load on demand so the first screen downloads only what it shows. The landing page is the
// exception: its HTML is prerendered, and the first client render must match it without a loading flash.
// The signed-in shell (menus, dialogs) is not needed by visitors of the public pages.
const importAppShell = () => import('@/features/shell/components/app-shell');
const importProjectsPage = () => import('@/features/projects/pages/projects-page');
const importInventoryPage = () => import('./routes/inventory-page');
const AppShell = lazy(importAppShell);
const TermsPage = lazy(() => import('@/features/marketing/pages/terms-page'));
const PrivacyPage = lazy(() => import('@/features/marketing/pages/privacy-page'));
const SignInPage = lazy(() => import('@/features/auth/pages/sign-in-page'));
const SignUpPage = lazy(() => import('@/features/auth/pages/sign-up-page'));
const ProjectsPage = lazy(importProjectsPage);
const InventoryPage = lazy(importInventoryPage);
const importProjectPage = () => import('./routes/project-page');
const ProjectPage = lazy(importProjectPage);
// Settings and the other account overlays load with the shell, after the page itself.
const AccountDialogs = lazy(() => import('./overlays/account-dialogs'));
// The photo-to-item flow (dialogs, camera, resizing) loads the same way.
const AnalysisDialogs = lazy(() => import('./overlays/analysis-dialogs'));
const importItemPage = () => import('./routes/item-page');
const ItemPage = lazy(importItemPage);

// On a device that was signed in, fetch the shell and the requested page's code while the session is
// being checked, instead of one after the other once it has been (the module cache serves lazy() later).
if (hadSession()) {
  void importAppShell();
  const path = window.location.pathname;
  const page =
    { '/projects': importProjectsPage, '/inventory': importInventoryPage }[path] ??
    (path.startsWith('/projects/') ? importProjectPage : path.startsWith('/items/') ? importItemPage : undefined);
  void page?.();
  prefetchPageData(window.location);
}
const DevMailboxPage = lazy(() => import('@/features/dev-mailbox/pages/dev-mailbox-page'));

function Root() {
  const location = useLocation();
  return (
    <>
      <SessionWatcher />
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<FullScreenLoading />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/** The development mailbox exists only when the server says so (no SMTP, not production). */
function DevOnly({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  if (config.isPending) return <FullScreenLoading />;
  return config.data?.devMailbox ? children : <HomeRedirect signedOut={<Navigate to="/" replace />} />;
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRedirect signedOut={<LandingPage />} /> },
      { path: '/home', element: <LandingPage /> },
      { path: '/auth', element: <Navigate to="/signin" replace /> },
      {
        path: '/signin',
        element: (
          <PublicOnly>
            <SignInPage />
          </PublicOnly>
        ),
      },
      {
        path: '/signup',
        element: (
          <PublicOnly>
            <SignUpPage />
          </PublicOnly>
        ),
      },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      {
        path: '/dev/mailbox',
        element: (
          <DevOnly>
            <DevMailboxPage />
          </DevOnly>
        ),
      },
      {
        element: (
          <RequireSession>
            {(user) => (
              <AppShell
                user={user}
                overlays={
                  <Suspense fallback={null}>
                    <AccountDialogs />
                    <AnalysisDialogs />
                  </Suspense>
                }
              />
            )}
          </RequireSession>
        ),
        children: [
          { path: '/projects', element: <ProjectsPage /> },
          { path: '/projects/:projectId', element: <ProjectPage /> },
          { path: '/items/:itemId', element: <ItemPage /> },
          { path: '/inventory', element: <InventoryPage /> },
          { path: '/dashboard', element: <Navigate to="/projects" replace /> },
        ],
      },
      { path: '*', element: <HomeRedirect signedOut={<Navigate to="/" replace />} /> },
    ],
  },
]);
