import { PlanMenuItems, PlanSheetItems } from '@/features/billing/components/plan-menu-items';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';

/** The plan's entries in the profile menu; billing actions for the workspace's admin only. */
export function PlanMenu() {
  const { data: account } = useAccountSettings();
  return <PlanMenuItems isAdmin={account?.role === 'admin'} />;
}

/** The same in the phone menu. */
export function PlanSheet() {
  const { data: account } = useAccountSettings();
  return <PlanSheetItems isAdmin={account?.role === 'admin'} />;
}
