import { Skeleton } from '@/components/ui/skeleton';
import ChooseTierPage from '@/features/billing/pages/choose-tier-page';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';

/** The plans, for the workspace's admin; a team member is shown the plan and who changes it. */
export default function ChooseTierRoute() {
  const { data: account } = useAccountSettings();
  if (!account) return <Skeleton className="h-96 w-full" />;
  return <ChooseTierPage isAdmin={account.role === 'admin'} teamAdmin={account.admin} />;
}
