import { Skeleton } from '@/components/ui/skeleton';
import BillingPortalPage from '@/features/billing/pages/billing-portal-page';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';

/** The test billing portal, for the workspace's admin (a team member sees the plan only). */
export default function BillingPortalRoute() {
  const { data: account } = useAccountSettings();
  if (!account) return <Skeleton className="mx-auto h-96 w-full max-w-2xl" />;
  return <BillingPortalPage isAdmin={account.role === 'admin'} teamAdmin={account.admin} />;
}
