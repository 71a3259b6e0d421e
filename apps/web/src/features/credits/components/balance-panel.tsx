import { CREDIT_MESSAGES } from '@tagwise/core/values/credits';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreditBalance } from '../api/get-credit-balance';
import { CreditSummaryCard } from './credit-summary-card';

/** This period's credits (plan use, packs, reset date, Buy credits), loading and failing on its own. */
export function BalancePanel() {
  const balance = useCreditBalance();
  if (balance.isPending)
    return <Skeleton className="h-40 rounded-xl" aria-busy="true" aria-label="Loading your credits" />;
  if (balance.isError)
    return <LoadFailed message={CREDIT_MESSAGES.loadFailed} onRetry={() => void balance.refetch()} />;
  return <CreditSummaryCard balance={balance.data} />;
}
