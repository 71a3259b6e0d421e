import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import SaleSettlementPage from '@/features/settlement/pages/sale-settlement-page';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { BackToProject } from './back-to-project';

/** A sale's terms and the client's settlement (settlement feature): the admin's; a member is told so. */
export default function SettlementRoute() {
  const { projectId = '' } = useParams();
  const account = useAccountSettings().data;
  return (
    <div className="mx-auto max-w-3xl">
      <BackToProject projectId={projectId} />
      {account ? (
        <SaleSettlementPage projectId={projectId} isAdmin={account.role === 'admin'} />
      ) : (
        <Skeleton className="h-96" />
      )}
    </div>
  );
}
