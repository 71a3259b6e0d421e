import { lazy, Suspense, type ReactNode } from 'react';
import { ROUTE_PATHS } from './route-paths';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { SessionWatcher } from '@/features/auth/components/session-watcher';
import { ErrorBoundary } from '@/features/errors/components/error-boundary';
import { RouteError } from '@/features/errors/components/route-error';
import LandingPage from '@/features/marketing/pages/landing-page';
import { useBilled, usePublicConfig } from '@/features/system/api/get-public-config';
import { AfterFirstPaint } from '@/lib/after-first-paint';
import { PageHydrated } from '@/lib/page-hydrated';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { AssistantLauncher } from '@/features/assistant/components/assistant-launcher';
import { SignedInOverlays } from './overlays/signed-in-overlays';
import { BilledOnly, HomeRedirect, PublicOnly, RequireSession } from './route-guards';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { pageCameWithBootData } from './boot-data';

// Pages load on demand so the first screen downloads only what it shows. The landing page is the
// exception: its HTML is prerendered, and the first client render must match it without a loading flash.
// The signed-in shell (menus, dialogs) is not needed by visitors of the public pages.
// The shell comes with what other features add to its menus (app/signed-in-shell.tsx).
export const AppShell = preloadableLazy(() => import('./signed-in-shell'));
// The other public pages are prerendered too: the entry fetches the page's code before it renders over
// the HTML (router.tsx's publicPageReady), so the first render is the page, not a loading screen.
export const TermsPage = preloadableLazy(() => import('@/features/marketing/pages/terms-page'));
export const PrivacyPage = preloadableLazy(() => import('@/features/marketing/pages/privacy-page'));
export const HelpPage = preloadableLazy(() => import('@/features/marketing/pages/help-page'));
export const FaqPage = preloadableLazy(() => import('@/features/marketing/pages/faq-page'));
export const FeaturePage = preloadableLazy(() => import('@/features/marketing/pages/feature-page'));
export const BlogPage = preloadableLazy(() => import('@/features/marketing/pages/blog-page'));
export const BlogPostPage = preloadableLazy(() => import('@/features/marketing/pages/blog-post-page'));
const TestCheckoutPage = lazy(() => import('@/features/billing/pages/test-checkout-page'));
const CheckoutSuccessPage = lazy(() => import('./routes/checkout-success-route'));
export const PricingPage = preloadableLazy(() => import('./routes/pricing-route'));
const SignupCheckoutPage = lazy(() => import('./routes/signup-checkout-route'));
const WelcomePage = lazy(() => import('@/features/billing/pages/welcome-page'));
const ChooseTierPage = lazy(() => import('./routes/choose-tier-route'));
const PurchaseCreditsPage = lazy(() => import('./routes/purchase-credits-route'));
const AccountPage = lazy(() => import('./routes/account-route'));
const TeamPage = lazy(() => import('./routes/team-route'));
const BillingPortalPage = lazy(() => import('./routes/billing-portal-route'));
const CheckoutCancelPage = lazy(() => import('./routes/checkout-cancel-route'));
const SignInPage = lazy(() => import('./routes/sign-in-route'));
const SignUpPage = lazy(() => import('./routes/sign-up-route'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
export const ProjectsPage = preloadableLazy(() => import('@/features/projects/pages/projects-page'));
export const InventoryPage = preloadableLazy(() => import('./routes/inventory-page'));
export const ProjectPage = preloadableLazy(() => import('./routes/project-page'));
export const ItemPage = preloadableLazy(() => import('./routes/item-page'));
const TagPage = preloadableLazy(() => import('./routes/tag-page'));
export const ReviewPage = preloadableLazy(() => import('./routes/review-page'));
const CheckoutPage = lazy(() => import('@/features/checkout/pages/checkout-page'));
const DoubleSalesPage = lazy(() => import('@/features/checkout/pages/double-sales-page'));
const InvoicesPage = lazy(() => import('@/features/checkout/pages/invoices-page'));
const InvoicePage = lazy(() => import('@/features/checkout/pages/invoice-page'));
const CreditHistoryPage = lazy(() => import('@/features/credits/pages/credit-history-page'));
const QueuePage = lazy(() => import('@/features/queue/pages/queue-page'));
const PromoPage = lazy(() => import('./routes/promo-page'));
const DayEndPage = lazy(() => import('./routes/day-end-route'));
const SettlementPage = lazy(() => import('./routes/settlement-route'));
// The dashboard brings the chart library (recharts): it loads with the page, never with the shell.
const AnalyticsPage = lazy(() => import('./routes/analytics-route'));

const DevMailboxPage = lazy(() => import('@/features/dev-mailbox/pages/dev-mailbox-page'));

/** The public pages that offer the help assistant's homepage variant (the signed-in shell has its own). */
const PUBLIC_ASSISTANT_PAGE = /^\/(home|help|faq|pricing|blog(\/[^/]+)?|features\/[^/]+)?\/?$/;

function Root() {
  const location = useLocation();
  const billed = useBilled();
  return (
    <>
      <SessionWatcher />
      <ScrollOnNavigate />
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<FullScreenLoading />}>
          <Outlet />
          {/* A signed-in page's shell has its own boundary around the page, with its own marker. */}
          {!pageCameWithBootData() && <PageHydrated />}
        </Suspense>
      </ErrorBoundary>
      {PUBLIC_ASSISTANT_PAGE.test(location.pathname) && (
        <AfterFirstPaint>
          <AssistantLauncher variant="homepage" billed={billed} />
        </AfterFirstPaint>
      )}
    </>
  );
}

/** The development mailbox exists only when the server says so (no SMTP, not production). */
function DevOnly({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  if (config.isPending) return <FullScreenLoading />;
  return config.data?.devMailbox ? children : <HomeRedirect signedOut={<Navigate to="/" replace />} />;
}

/** A plan, price or credit page: on a server without billing it leads on to `elsewhere`. */
const billedOnly = (page: ReactNode, elsewhere: string = ROUTE_PATHS.projects) => (
  <BilledOnly elsewhere={elsewhere}>{page}</BilledOnly>
);

/** Every page's address (app/route-paths.ts names them), under Root. */
const routes: RouteObject[] = [
  { path: ROUTE_PATHS.root, element: <HomeRedirect signedOut={<LandingPage />} /> },
  { path: ROUTE_PATHS.home, element: <LandingPage /> },
  { path: ROUTE_PATHS.auth, element: <Navigate to={ROUTE_PATHS.signIn} replace /> },
  {
    path: ROUTE_PATHS.signIn,
    element: (
      <PublicOnly>
        <SignInPage />
      </PublicOnly>
    ),
  },
  {
    path: ROUTE_PATHS.signUp,
    element: (
      <PublicOnly>
        <SignUpPage />
      </PublicOnly>
    ),
  },
  {
    path: ROUTE_PATHS.forgotPassword,
    element: (
      <PublicOnly>
        <ForgotPasswordPage />
      </PublicOnly>
    ),
  },
  {
    path: ROUTE_PATHS.resetPassword,
    element: (
      <PublicOnly>
        <ResetPasswordPage />
      </PublicOnly>
    ),
  },
  { path: ROUTE_PATHS.terms, element: <TermsPage /> },
  { path: ROUTE_PATHS.privacy, element: <PrivacyPage /> },
  { path: ROUTE_PATHS.help, element: <HelpPage /> },
  { path: ROUTE_PATHS.faq, element: <FaqPage /> },
  { path: ROUTE_PATHS.feature, element: <FeaturePage /> },
  { path: ROUTE_PATHS.blog, element: <BlogPage /> },
  { path: ROUTE_PATHS.blogPost, element: <BlogPostPage /> },
  {
    path: ROUTE_PATHS.testCheckout,
    element: (
      <BilledOnly elsewhere="/" testProvider>
        <TestCheckoutPage />
      </BilledOnly>
    ),
  },
  { path: ROUTE_PATHS.checkoutSuccess, element: <CheckoutSuccessPage /> },
  { path: ROUTE_PATHS.checkoutCancel, element: <CheckoutCancelPage /> },
  { path: ROUTE_PATHS.pricing, element: billedOnly(<PricingPage />, '/') },
  { path: ROUTE_PATHS.signupCheckout, element: billedOnly(<SignupCheckoutPage />, '/') },
  {
    path: ROUTE_PATHS.devMailbox,
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
              <AfterFirstPaint>
                <SignedInOverlays userId={user.id} />
              </AfterFirstPaint>
            }
          />
        )}
      </RequireSession>
    ),
    children: [
      { path: ROUTE_PATHS.projects, element: <ProjectsPage /> },
      { path: ROUTE_PATHS.project, element: <ProjectPage /> },
      { path: ROUTE_PATHS.projectPromo, element: <PromoPage /> },
      { path: ROUTE_PATHS.projectDayEnd, element: <DayEndPage /> },
      { path: ROUTE_PATHS.projectSettlement, element: <SettlementPage /> },
      { path: ROUTE_PATHS.checkout, element: <CheckoutPage /> },
      { path: ROUTE_PATHS.doubleSales, element: <DoubleSalesPage /> },
      { path: ROUTE_PATHS.invoices, element: <InvoicesPage /> },
      { path: ROUTE_PATHS.invoice, element: <InvoicePage /> },
      { path: ROUTE_PATHS.item, element: <ItemPage /> },
      { path: ROUTE_PATHS.tag, element: <TagPage /> },
      { path: ROUTE_PATHS.inventory, element: <InventoryPage /> },
      { path: ROUTE_PATHS.review, element: <ReviewPage /> },
      { path: ROUTE_PATHS.creditHistory, element: billedOnly(<CreditHistoryPage />) },
      { path: ROUTE_PATHS.queue, element: <QueuePage /> },
      { path: ROUTE_PATHS.dataDashboard, element: <AnalyticsPage /> },
      { path: ROUTE_PATHS.welcome, element: billedOnly(<WelcomePage />) },
      { path: ROUTE_PATHS.chooseTier, element: billedOnly(<ChooseTierPage />) },
      { path: ROUTE_PATHS.purchaseCredits, element: billedOnly(<PurchaseCreditsPage />) },
      { path: ROUTE_PATHS.account, element: <AccountPage /> },
      { path: ROUTE_PATHS.team, element: <TeamPage /> },
      {
        path: ROUTE_PATHS.billingPortal,
        element: (
          <BilledOnly elsewhere={ROUTE_PATHS.account} testProvider>
            <BillingPortalPage />
          </BilledOnly>
        ),
      },
      { path: ROUTE_PATHS.dashboard, element: <Navigate to={ROUTE_PATHS.projects} replace /> },
    ],
  },
  { path: '*', element: <HomeRedirect signedOut={<Navigate to="/" replace />} /> },
];

/** The app's route tree: the browser's router (router.tsx) and the server's render of a signed-in page use it. */
export const appRoutes: RouteObject[] = [{ element: <Root />, errorElement: <RouteError />, children: routes }];
