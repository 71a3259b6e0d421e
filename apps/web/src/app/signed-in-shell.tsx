import { lazy, Suspense, useCallback, useMemo, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3Icon, SparklesIcon, UserRoundIcon, UsersIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { useBilled } from '@/features/system/api/get-public-config';
import { Skeleton } from '@/components/ui/skeleton';
import CreditsExhaustedDialog from '@/features/credits/components/credits-exhausted-dialog';
import {
  AddCreditsSheetButton,
  CreditsAlertDot,
  CreditsMenuItem,
  CreditsSheetLink,
} from '@/features/credits/components/credits-menu';
import AppShell from '@/features/shell/components/app-shell';
import type { AccountExtras } from '@/features/shell/components/account-extras';
import { QueueWidgetHost } from '@/features/queue/components/queue-widget-host';
import { CancelSubscriptionHost } from '@/features/billing/components/cancel-subscription-host';
import { TrialAlertDot } from '@/features/billing/components/trial-alert-dot';
import { ScreenTipsPerson } from '@/lib/screen-tips';
import { AssistantLauncher } from '@/features/assistant/components/assistant-launcher';
import type { PersonContext } from '@/features/assistant/lib/person-context';
import { creditBalanceQueryOptions } from '@/features/credits/api/get-credit-balance';
import { projectsQueryOptions } from '@/features/projects/api/get-projects';
import { PlanMenu, PlanSheet } from './plan-menu';

const CreditsPurchase = lazy(() => import('./credits-purchase'));

const MY_ACCOUNT = { to: '/account', label: 'My Account', icon: UserRoundIcon };
const ANALYTICS = { to: '/data-dashboard', label: 'Analytics', icon: BarChart3Icon };
const MANAGE_PLAN = { to: '/choose-tier', label: 'Manage Plan', icon: SparklesIcon };
const TEAM = { to: '/team', label: 'Team', icon: UsersIcon };

// The billing entries are the same elements on every render; each reads its own data.
const BILLING: AccountExtras = {
  menuItem: (
    <>
      <PlanMenu />
      <CreditsMenuItem />
    </>
  ),
  sheetLink: <CreditsSheetLink />,
  // The phone menu has what the profile dropdown has: the plan, its billing actions and Add Credits.
  sheetItems: (
    <>
      <PlanSheet />
      <AddCreditsSheetButton />
    </>
  ),
  alert: (
    <>
      <TrialAlertDot />
      <CreditsAlertDot />
    </>
  ),
};

/** A team member works in their admin's workspace: the header says so (commercial-side.md section 2). */
const TEAM_BADGE = (
  <Badge variant="secondary" className="gap-1" title="You work in your account admin's workspace">
    <UsersIcon aria-hidden className="size-3" />
    Team
  </Badge>
);

/**
 * The signed-in layout with what other features add to its account menus (the plan, Manage Billing and
 * Cancel Subscription, the AI credits meter). The
 * credits-exhausted dialog comes with the shell rather than with the lazy overlays: it only listens for an
 * event, and one fired while the overlays were still loading would be lost. The floating queue widget's
 * small always-mounted part too: it follows the bulk queue's live events on every page (its card loads
 * only when there is a batch to show).
 */
export default function SignedInShell({ overlays, ...props }: Omit<ComponentProps<typeof AppShell>, 'account'>) {
  // A server without billing (BILLING_PROVIDER=none) shows no plan, price or credit counter.
  const billed = useBilled();
  // Until the role is known the menus are an admin's; a member's lose Manage Plan and Team.
  const settings = useAccountSettings().data;
  const member = settings?.role === 'sub_user';
  const avatarUrl = settings?.avatarUrl ?? null;
  const name = settings?.name;
  const account = useMemo<AccountExtras>(
    () => ({
      ...(billed && BILLING),
      // The spec's order (commercial-side.md section 2): My Account, Analytics, Manage Plan, ...
      links: [MY_ACCOUNT, ANALYTICS, ...(billed && !member ? [MANAGE_PLAN] : []), ...(member ? [] : [TEAM])],
      ...(member && { badge: TEAM_BADGE }),
      avatarUrl,
      name,
    }),
    [billed, member, avatarUrl, name],
  );
  // The help assistant's chat context (commercial-side.md section 3): the plan the menus show, and whether
  // the workspace has projects and items, read when a question is sent (from the cache when the pages have
  // them: the projects list counts each project's items).
  const queryClient = useQueryClient();
  const readPerson = useCallback(async (): Promise<PersonContext> => {
    const [{ projects }, balance] = await Promise.all([
      queryClient.ensureQueryData(projectsQueryOptions()),
      billed ? queryClient.ensureQueryData(creditBalanceQueryOptions()) : null,
    ]);
    return {
      userTier: balance?.tier ?? null,
      hasProjects: projects.length > 0,
      hasItems: projects.some((project) => project.stats.itemCount > 0),
    };
  }, [queryClient, billed]);
  return (
    // The screens' help tips remember what this person dismissed.
    <ScreenTipsPerson value={props.user.id}>
      <AppShell
        {...props}
        account={account}
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
            <AssistantLauncher variant="app" billed={billed} readPerson={readPerson} />
            <CancelSubscriptionHost />
            {overlays}
          </>
        }
      />
    </ScreenTipsPerson>
  );
}
