import { CREDIT_MESSAGES } from '@tagwise/core/values/credits';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreditBalance } from '../api/get-credit-balance';
import { CreditSummaryCard } from '../components/credit-summary-card';
import { CreditTransactionList } from '../components/credit-transaction-list';
import { CreditGrantList } from '../components/credit-grant-list';
import { LoadFailed } from '@/components/load-failed';

function BalancePanel() {
  const balance = useCreditBalance();
  if (balance.isPending)
    return <Skeleton className="h-40 rounded-xl" aria-busy="true" aria-label="Loading your credits" />;
  if (balance.isError)
    return <LoadFailed message={CREDIT_MESSAGES.loadFailed} onRetry={() => void balance.refetch()} />;
  return <CreditSummaryCard balance={balance.data} />;
}

/**
 * Credit usage history (core-app.md section 2): this period's balance, then every charge and refund. The
 * two panels load, fail and retry independently, so a history that will not load still shows the balance.
 */
export default function CreditHistoryPage() {
  return (
    <>
      <PageHeader title="Credit Usage" description="AI credits your workspace has used, newest first." />
      <div className="grid gap-8">
        <BalancePanel />
        <CreditGrantList />
        <CreditTransactionList />
      </div>
    </>
  );
}
