import { PageHeader } from '@/components/page-header';
import { BalancePanel } from '../components/balance-panel';
import { CreditTransactionList } from '../components/credit-transaction-list';
import { CreditGrantList } from '../components/credit-grant-list';

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
