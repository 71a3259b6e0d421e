import { lazy, Suspense, type ComponentProps } from 'react';
import { SparklesIcon, UserRoundIcon } from 'lucide-react';
import { useBilled } from '@/features/system/api/get-public-config';
import { Skeleton } from '@/components/ui/skeleton';
import CreditsExhaustedDialog from '@/features/credits/components/credits-exhausted-dialog';
import { CreditsAlertDot, CreditsMenuItem, CreditsSheetLink } from '@/features/credits/components/credits-menu';
import AppShell from '@/features/shell/components/app-shell';
import type { AccountExtras } from '@/features/shell/components/account-extras';
import { QueueWidgetHost } from '@/features/queue/components/queue-widget-host';
import { CancelSubscriptionHost } from '@/features/billing/components/cancel-subscription-host';
import { TrialAlertDot } from '@/features/billing/components/trial-alert-dot';
import { PlanMenu } from './plan-menu';

const CreditsPurchase = lazy(() => import('./credits-purchase'));

// Built once: the elements are the same on every render, and each reads its own data.
const ACCOUNT: AccountExtras = {
  links: [
    { to: '/account', label: 'My Account', icon: UserRoundIcon },
    { to: '/choose-tier', label: 'Manage Plan', icon: SparklesIcon },
  ],
  menuItem: (
    <>
      <PlanMenu />
      <CreditsMenuItem />
    </>
  ),
  sheetLink: <CreditsSheetLink />,
  alert: (
    <>
      <TrialAlertDot />
      <CreditsAlertDot />
    </>
  ),
};

/**
 * The signed-in layout with what other features add to its account menus (the plan, Manage Billing and
 * Cancel Subscription, the AI credits meter). The
 * credits-exhausted dialog comes with the shell rather than with the lazy overlays: it only listens for an
 * event, and one fired while the overlays were still loading would be lost. The floating queue widget's
 * small always-mounted part too: it follows the bulk queue's live events on every page (its card loads
 * only when there is a batch to show).
 */
/** A server without billing (BILLING_PROVIDER=none) shows no plan, price or credit counter. */
const UNBILLED: AccountExtras = {};

export default function SignedInShell({ overlays, ...props }: Omit<ComponentProps<typeof AppShell>, 'account'>) {
  const billed = useBilled();
  return (
    <AppShell
      {...props}
      account={billed ? ACCOUNT : UNBILLED}
      overlays={
        <>
          <CreditsExhaustedDialog
            purchase={(close) => (
              <Suspense fallback={<Skeleton className="h-48" />}>
                <CreditsPurchase close={close} />
              </Suspense>
            )}
          />
          <QueueWidgetHost userId={props.user.id} />
          <CancelSubscriptionHost />
          {overlays}
        </>
      }
    />
  );
}
