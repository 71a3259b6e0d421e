import { TRIAL_DAYS } from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { useSession } from '@/features/auth/api/get-session';
import { PlanChooser } from '@/features/billing/components/plan-chooser';
import { PublicLayout } from '@/features/marketing/components/public-layout';
import { usePublicConfig } from '@/features/system/api/get-public-config';
import { PricingAuthForm } from '../pricing-auth-form';

/**
 * /pricing: the plans for visitors (pay, then create the account; or create it here first) and for the
 * signed in (their plan first), and the support address when the server names one.
 */
export default function PricingRoute() {
  const session = useSession();
  const supportEmail = usePublicConfig().data?.supportEmail;
  if (session.isPending) return <FullScreenLoading />;
  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6">
        <header className="grid gap-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Plans and pricing</h1>
          <p className="text-muted-foreground">
            One AI credit prices one item. Start with a {TRIAL_DAYS}-day Pro trial, or free with{' '}
            {TIER_ALLOWANCE.freemium} credits a month.
          </p>
        </header>
        <PlanChooser signedIn={Boolean(session.data)} />
        {!session.data && <PricingAuthForm />}
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
