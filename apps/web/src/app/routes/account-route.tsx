import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { EMAIL_CHANGE_MESSAGES } from '@tagwise/core/values/account-settings';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { UsersIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PlanSummaryCard } from '@/features/billing/components/plan-summary-card';
import { PurchaseHistory } from '@/features/billing/components/purchase-history';
import { BalancePanel } from '@/features/credits/components/balance-panel';
import { accountSettingsQueryOptions, useAccountSettings } from '@/features/settings/api/get-account-settings';
import { ProfileTab } from '@/features/settings/components/profile-tab';
import { SecurityTab } from '@/features/settings/components/security-tab';
import { useBilled } from '@/features/system/api/get-public-config';

/**
 * Back from the link that confirms a new e-mail address (/account?email=changed, with &error=... when the
 * link had expired or was used): say which, read the account again, and tidy the address.
 */
function useEmailChangeReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const returned = params.get('email') === 'changed';
  const error = params.get('error');
  useEffect(() => {
    if (!returned) return;
    if (error) toast.error(EMAIL_CHANGE_MESSAGES.linkFailed);
    else toast.success(EMAIL_CHANGE_MESSAGES.confirmed);
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: accountSettingsQueryOptions().queryKey });
    setParams({}, { replace: true });
  }, [returned, error, queryClient, setParams]);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * My Account (/account): the profile and the password for everyone; for a server that bills, the plan and
 * billing (current plan, renewal, change, Manage Billing, cancel), this period's credits with Buy credits,
 * and the admin's purchases; the admin's way to the team. Billing is the admin's; a team member sees the plan.
 */
export default function AccountRoute() {
  const { data: account } = useAccountSettings();
  useEmailChangeReturn();
  const billed = useBilled();
  const isAdmin = account?.role === 'admin';
  return (
    <>
      <PageHeader title="My Account" description={account ? account.email : undefined} />
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-8">
          <Section id="profile" title="Profile">
            <div className="rounded-xl border bg-card p-4">
              {account ? <ProfileTab account={account} /> : <Skeleton className="h-72" />}
            </div>
          </Section>
          <Section id="security" title="Security">
            <div className="rounded-xl border bg-card p-4">
              {account ? <SecurityTab email={account.email} /> : <Skeleton className="h-72" />}
            </div>
          </Section>
        </div>
        <div className="grid gap-8">
          {billed && (
            <>
              <Section id="plan" title="Plan and billing">
                {account ? (
                  <PlanSummaryCard isAdmin={isAdmin} teamAdmin={account.admin} />
                ) : (
                  <Skeleton className="h-28" />
                )}
              </Section>
              <Section id="usage" title="Usage this period">
                <BalancePanel />
              </Section>
            </>
          )}
          {isAdmin && (
            <Section id="team" title="Team">
              <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm">
                <p className="flex-1">The people who photograph and price with you, each with their own sign-in.</p>
                <Button asChild variant="outline">
                  <Link to="/team">
                    <UsersIcon aria-hidden />
                    Manage team
                  </Link>
                </Button>
              </div>
            </Section>
          )}
          {billed && isAdmin && (
            <Section id="purchases" title="Purchase history">
              <PurchaseHistory />
            </Section>
          )}
        </div>
      </div>
    </>
  );
}
