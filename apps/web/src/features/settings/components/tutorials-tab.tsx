import type { ReactNode } from 'react';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { OnboardingSwitches } from './onboarding-switches';

/** The onboarding switches (saved to the account) above the tours, which the app passes in. */
export function TutorialsTab({ account, tours }: { account: AccountSettings; tours: ReactNode }) {
  return (
    <div className="grid gap-6">
      <OnboardingSwitches account={account} />
      {tours}
    </div>
  );
}
