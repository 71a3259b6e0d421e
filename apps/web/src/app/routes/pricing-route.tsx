import { Suspense, use, useMemo, type ReactNode } from 'react';
import { PLANS, TRIAL_DAYS, formatDollars } from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { useSession } from '@/features/auth/api/get-session';
import { hadSession } from '@/features/auth/lib/session-flag';
import { PlanChooser } from '@/features/billing/components/plan-chooser';
import { BackButton } from '@/features/marketing/components/back-button';
import { PublicLayout } from '@/features/marketing/components/public-layout';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useHydrated } from '@/lib/use-hydrated';
import { PricingAuthPlaceholder } from '../pricing-auth-frame';
import { pricingAccountNear } from '../pricing-account-near';

/**
 * The account form's code (zod, the account client, toasts) loads after the page's, when its card comes
 * near: the plans show and work first. The prerender loads it beforehand (`preload`), so the page's HTML has the real form.
 */
export const PricingAuthForm = preloadableLazy(() => import('../pricing-auth-form'));

/**
 * The account card of the prerendered page is hydrated when it comes near (pricingAccountNear): until then
 * this suspends, and React keeps the card's HTML. In the build's prerender (no document) it renders at once.
 */
function WhenAccountCardNear({ children }: { children: ReactNode }) {
  if (typeof document !== 'undefined') use(pricingAccountNear());
  return children;
}

/**
 * /pricing: the plans for visitors (pay, then create the account; or create it here first) and for the
 * signed in (their plan first), and the support address when the server names one.
 */
export default function PricingRoute() {
  const session = useSession();
  const hydrated = useHydrated();
  const supportEmail = usePublicConfig().data?.supportEmail;
  usePageMeta({
    title: 'Plans and pricing',
    description: `Tagwise plans from ${formatDollars(PLANS[0]!.priceCents)} a month, a ${TRIAL_DAYS}-day Pro trial, a free plan with ${TIER_ALLOWANCE.freemium} AI credits a month, and credit packs that never expire.`,
    path: '/pricing',
  });
  // The same element on every render: the card's boundary is still the HTML (dehydrated) until it comes near,
  // and new props for it then (this page renders again when the session check answers) made React give up
  // hydrating it and throw the card's HTML away for its stand-in.
  const accountCard = useMemo(
    () => (
      <Suspense fallback={<PricingAuthPlaceholder />}>
        <WhenAccountCardNear>
          <PricingAuthForm />
        </WhenAccountCardNear>
      </Suspense>
    ),
    [],
  );
  // A device that never had a session shows the visitor's page at once, as the server prerendered it; one
  // that had waits for the answer, once hydrated (hydrating, the first render must be the HTML's).
  if (hydrated && session.isPending && hadSession()) return <FullScreenLoading />;
  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
        <div>
          <BackButton />
        </div>
        <header className="-mt-6 grid gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Plans and pricing</h1>
          <p className="text-muted-foreground">
            One AI credit prices one item. Start with a {TRIAL_DAYS}-day Pro trial, or free with{' '}
            {TIER_ALLOWANCE.freemium} credits a month.
          </p>
        </header>
        <section aria-labelledby="plans-heading" className="grid gap-4">
          {/* The plan cards' names are h3s: this keeps the page's headings in order for screen readers. */}
          <h2 id="plans-heading" className="sr-only">
            Plans
          </h2>
          <PlanChooser signedIn={Boolean(session.data)} />
        </section>
        {!session.data && accountCard}
        {supportEmail && (
          <p className="text-center text-sm text-muted-foreground">
            Questions about the plans?{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
              Contact support
            </a>
          </p>
        )}
      </div>
    </PublicLayout>
  );
}
