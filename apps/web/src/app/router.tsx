import { createBrowserRouter } from 'react-router';
import { hadSession } from '@/features/auth/lib/session-flag';
import { seedBootData, seedPublicData } from './boot-data';
import { prefetchPageData } from './prefetch-page-data';
import {
  AppShell,
  appRoutes,
  BlogPage,
  BlogPostPage,
  FaqPage,
  FeaturePage,
  HelpPage,
  InventoryPage,
  ItemPage,
  PricingPage,
  PrivacyPage,
  ProjectPage,
  ProjectsPage,
  ReviewPage,
  TermsPage,
} from './routes';

// The browser's side of the route tree (routes.tsx): what starts loading before the first render, and the
// router itself.

/**
 * Signed in (the server sent the session and the page's data with the HTML), or on a device that was:
 * fetch the shell and the requested page's code at once, instead of one after the other once the session
 * has been checked. Prefetching skips data the server sent. With boot data, the promise is for when the
 * page can render complete: the first render waits for it rather than showing a loading screen.
 */
export function startSignedInPage(): Promise<unknown> | undefined {
  seedPublicData();
  const signedIn = seedBootData();
  if (!signedIn && !hadSession()) return undefined;
  const path = window.location.pathname;
  const page =
    { '/projects': ProjectsPage, '/inventory': InventoryPage, '/review': ReviewPage }[path] ??
    (path.startsWith('/projects/') ? ProjectPage : path.startsWith('/items/') ? ItemPage : undefined);
  // A failed load is not lost: the page's own render loads again and shows the error if it fails again.
  const code = Promise.all([AppShell.preload(), page?.preload()]).catch(() => undefined);
  prefetchPageData(window.location);
  return signedIn ? code : undefined;
}

/** The code of the prerendered public page at this address, loading; undefined for other pages. */
export function loadPublicPage(pathname: string): Promise<unknown> | undefined {
  const page =
    { '/terms': TermsPage, '/privacy': PrivacyPage, '/help': HelpPage, '/faq': FaqPage, '/blog': BlogPage }[pathname] ??
    (pathname === '/pricing'
      ? PricingPage
      : pathname.startsWith('/features/')
        ? FeaturePage
        : pathname.startsWith('/blog/')
          ? BlogPostPage
          : undefined);
  // A failed load is not lost: the page's own render loads again and shows the error if it fails again.
  return page?.preload().catch(() => undefined);
}

export const createAppRouter = () => createBrowserRouter(appRoutes);
