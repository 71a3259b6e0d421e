import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { PlanSummaryCard } from '@/features/billing/components/plan-summary-card';
import { PurchaseHistory } from '@/features/billing/components/purchase-history';
import { BalancePanel } from '@/features/credits/components/balance-panel';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';

/**
 * My Account (/account): the plan and billing (current plan, renewal, change, Manage Billing, cancel), this
 * period's credits with Buy credits, and the purchases. Billing is the admin's; a team member sees the plan.
 */
export default function AccountRoute() {
  const { data: account } = useAccountSettings();
  const isAdmin = account?.role === 'admin';
  return (
    <>
      <PageHeader title="My Account" description={account ? account.email : undefined} />
      <div className="grid gap-8">
        <section aria-labelledby="plan-title" className="grid gap-3">
          <h2 id="plan-title" className="text-lg font-semibold">
            Plan and billing
          </h2>
          {account ? <PlanSummaryCard isAdmin={isAdmin} /> : <Skeleton className="h-28" />}
        </section>
        <section aria-labelledby="usage-title" className="grid gap-3">
          <h2 id="usage-title" className="text-lg font-semibold">
            Usage this period
          </h2>
          <BalancePanel />
        </section>
        {isAdmin && (
          <section aria-labelledby="purchases-title" className="grid gap-3">
            <h2 id="purchases-title" className="text-lg font-semibold">
              Purchase history
            </h2>
            <PurchaseHistory />
          </section>
        )}
      </div>
    </>
  );
}
