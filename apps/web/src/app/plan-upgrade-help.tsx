import { Link } from 'react-router';
import { TRIAL_DAYS, TRIAL_PLAN_NAMES } from '@tagwise/core/values/billing';
import { Button } from '@/components/ui/button';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { AccountOwnerHelp } from './account-owner-help';

/**
 * The way to a feature of a higher plan (studio photos): the workspace's admin is led to the plans, where
 * Pro starts with the free trial; a team member is told the admin decides. The server's owner is also shown
 * the command that sets a plan without paying.
 */
export function PlanUpgradeHelp() {
  const account = useAccountSettings().data;
  if (!account) return null;
  if (account.role !== 'admin') return <p>Your team&apos;s admin can move the workspace to a Pro plan.</p>;
  return (
    <div className="grid gap-2">
      <Button asChild size="sm" className="w-fit">
        <Link to="/choose-tier">See the Pro plans</Link>
      </Button>
      <p>
        {TRIAL_PLAN_NAMES} start with a {TRIAL_DAYS}-day free trial.
      </p>
      {account.instanceOwner && <AccountOwnerHelp topic="plan" />}
    </div>
  );
}
