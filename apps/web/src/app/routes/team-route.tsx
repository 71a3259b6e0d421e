import { Skeleton } from '@/components/ui/skeleton';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import TeamPage from '@/features/team/pages/team-page';

/** The team page, for the workspace's admin (a team member is told who manages it). */
export default function TeamRoute() {
  const { data: account } = useAccountSettings();
  if (!account) return <Skeleton className="h-64 w-full" />;
  return <TeamPage isAdmin={account.role === 'admin'} />;
}
