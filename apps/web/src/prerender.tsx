import { Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import { StaticRouter } from 'react-router';
import posts from 'virtual:blog-posts';
import type { BillingOffers } from '@tagwise/core/schemas/billing';
import type { PublicConfig } from '@tagwise/core/schemas/system';
import { FEATURES } from '@tagwise/core/help/features';
import { PACKS, PLANS } from '@tagwise/core/values/billing';
import { ROUTE_PATHS } from '@/app/route-paths';
import PricingRoute, { PricingAuthForm } from '@/app/routes/pricing-route';
import { billingOffersQueryOptions } from '@/features/billing/api/get-billing-offers';
import { headTags, PUBLIC_URL_TOKEN, type PageMeta } from '@/features/marketing/lib/page-meta';
import { PageMetaSink } from '@/features/marketing/lib/use-page-meta';
import BlogPage from '@/features/marketing/pages/blog-page';
import BlogPostPage from '@/features/marketing/pages/blog-post-page';
import FaqPage from '@/features/marketing/pages/faq-page';
import FeaturePage from '@/features/marketing/pages/feature-page';
import HelpPage from '@/features/marketing/pages/help-page';
import LandingPage from '@/features/marketing/pages/landing-page';
import PrivacyPage from '@/features/marketing/pages/privacy-page';
import TermsPage from '@/features/marketing/pages/terms-page';
import { publicConfigQueryOptions } from '@/features/system/api/get-public-config';

type Billing = PublicConfig['billing'];

export interface PrerenderedPage {
  path: string;
  /** The page's markup, for inside #root. */
  body: string;
  /** Its title, description and Open Graph tags, for <head>. */
  head: string;
}

/** The public pages at build time: path, the route pattern that renders it, the page. */
function publicPages(billing: Billing): { path: string; pattern: string; page: ReactNode }[] {
  const pages: { path: string; pattern: string; page: ReactNode }[] = [
    { path: ROUTE_PATHS.home, pattern: ROUTE_PATHS.home, page: <LandingPage /> },
    { path: ROUTE_PATHS.help, pattern: ROUTE_PATHS.help, page: <HelpPage /> },
    { path: ROUTE_PATHS.faq, pattern: ROUTE_PATHS.faq, page: <FaqPage /> },
    { path: ROUTE_PATHS.terms, pattern: ROUTE_PATHS.terms, page: <TermsPage /> },
    { path: ROUTE_PATHS.privacy, pattern: ROUTE_PATHS.privacy, page: <PrivacyPage /> },
    { path: ROUTE_PATHS.blog, pattern: ROUTE_PATHS.blog, page: <BlogPage /> },
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, pattern: ROUTE_PATHS.blogPost, page: <BlogPostPage /> })),
    ...FEATURES.map((feature) => ({ path: feature.path, pattern: ROUTE_PATHS.feature, page: <FeaturePage /> })),
  ];
  // A server without billing has no pricing page (its address leads home).
  if (billing !== 'none')
    pages.push({ path: ROUTE_PATHS.pricing, pattern: ROUTE_PATHS.pricing, page: <PricingRoute /> });
  return pages;
}

/**
 * What is for sale, as the pricing page draws it. The price ids are the server's (its Stripe account's):
 * unknown here and never drawn, so left empty; the server sends the real ones with the page.
 */
const offersFor = (billing: Billing): BillingOffers => ({
  provider: billing,
  testMode: billing === 'test',
  plans: billing === 'none' ? [] : PLANS.map((plan) => ({ ...plan, features: [...plan.features], priceId: '' })),
  packs: billing === 'none' ? [] : PACKS.map((pack) => ({ ...pack, priceId: '' })),
});

/**
 * Build-time HTML of the public pages as a server with this billing mode shows them to a visitor, so they
 * are readable, titled and described before any JavaScript has run (the largest paint then comes from the
 * HTML). The client hydrates it once its code is in. Nothing is fetched at build time:
 * the configuration the server will send with the page is put into the cache as the client's is.
 * Parts that load after their page in the browser are loaded first here, so the HTML has them drawn.
 */
export async function renderPublicPages(billing: Billing): Promise<PrerenderedPage[]> {
  await PricingAuthForm.preload();
  return publicPages(billing).map(({ path, pattern, page }) => {
    const client = new QueryClient();
    const config: PublicConfig = {
      googleSignIn: false,
      devMailbox: false,
      passwordMinLength: 6,
      billing,
      supportEmail: null,
    };
    client.setQueryData(publicConfigQueryOptions().queryKey, config);
    client.setQueryData(billingOffersQueryOptions().queryKey, offersFor(billing));
    let meta: PageMeta | undefined;
    const body = renderToString(
      <PageMetaSink.Provider value={(collected) => (meta = collected)}>
        <QueryClientProvider client={client}>
          <StaticRouter location={path}>
            {/* The browser hydrates this HTML (main.tsx): its tree around the page must be the same, and
                app/routes.tsx's Root holds the page in a Suspense boundary. */}
            <Suspense fallback={null}>
              <Routes>
                <Route path={pattern} element={page} />
              </Routes>
            </Suspense>
          </StaticRouter>
        </QueryClientProvider>
      </PageMetaSink.Provider>,
    );
    if (!meta) throw new Error(`prerender: ${path} set no title and description (usePageMeta)`);
    return { path, body, head: headTags(meta, PUBLIC_URL_TOKEN) };
  });
}
