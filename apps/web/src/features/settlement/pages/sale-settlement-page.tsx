import { ShieldIcon } from 'lucide-react';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaleTerms } from '../api/get-sale-terms';
import { useSettlement } from '../api/get-settlement';
import { ConsignorsPanel } from '../components/consignors-panel';
import { ExpensesPanel } from '../components/expenses-panel';
import { Panel } from '../components/panel';
import { SaleLoadFailed } from '../components/sale-load-failed';
import { SaleTermsForm } from '../components/sale-terms-form';
import { SettlementSummary } from '../components/settlement-summary';

/**
 * A sale's terms and its settlement, the admin's (a member is told so, and the server refuses them too):
 * the client and the rates, expenses, consignors, and the statement made from the stored invoices.
 */
export default function SaleSettlementPage({ projectId, isAdmin }: { projectId: string; isAdmin: boolean }) {
  const terms = useSaleTerms(projectId, isAdmin);
  const settlement = useSettlement(projectId, isAdmin);
  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Sale & settlement" />
        <EmptyState icon={ShieldIcon} title="Only your account admin settles the sale">
          {M.termsAdminOnly}
        </EmptyState>
      </>
    );
  }
  if (terms.isPending) return <Skeleton className="h-96" />;
  if (terms.isError) {
    return (
      <SaleLoadFailed
        error={terms.error}
        message="The sale’s terms could not be loaded."
        onRetry={() => void terms.refetch()}
      />
    );
  }
  return (
    <>
      <PageHeader title="Sale & settlement" description={terms.data.projectName} />
      <div className="grid gap-6">
        <Panel title="The sale’s terms" description="Who the sale is for, your commission and the sales tax.">
          <SaleTermsForm terms={terms.data} />
        </Panel>
        <Panel title="Expenses" description="What the sale cost the client, taken off their share.">
          <ExpensesPanel terms={terms.data} />
        </Panel>
        <Panel title="Consignors" description="People whose items you sell for them, and what they are paid.">
          <ConsignorsPanel terms={terms.data} />
        </Panel>
        <Panel
          title="Settlement"
          description="What the sale took and who gets what, from the invoices as they were charged."
        >
          {settlement.isPending ? (
            <Skeleton className="h-48" />
          ) : settlement.isError ? (
            <LoadFailed message="The settlement could not be made." onRetry={() => void settlement.refetch()} />
          ) : (
            <SettlementSummary settlement={settlement.data} />
          )}
        </Panel>
      </div>
    </>
  );
}
