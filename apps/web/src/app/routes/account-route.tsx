import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UsersIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PlanSummaryCard } from '@/features/billing/components/plan-summary-card';
import { PurchaseHistory } from '@/features/billing/components/purchase-history';
import { BalancePanel } from '@/features/credits/components/balance-panel';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { ProfileTab } from '@/features/settings/components/profile-tab';
import { SecurityTab } from '@/features/settings/components/security-tab';
import { useBilled } from '@/features/system/api/get-public-config';

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
              <SecurityTab />
            </div>
          </Section>
        </div>
        <div className="grid gap-8">
          {billed && (
            <>
              <Section id="plan" title="Plan and billing">
                {account ? <PlanSummaryCard isAdmin={isAdmin} /> : <Skeleton className="h-28" />}
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
