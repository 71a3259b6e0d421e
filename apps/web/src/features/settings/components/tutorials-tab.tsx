import type { ReactNode } from 'react';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useUpdateOnboardingPreferences } from '../api/update-onboarding-preferences';

const SWITCHES = [
  {
    field: 'toursEnabled',
    label: 'Suggest tours',
    hint: 'Offer the quick start on a first visit, and the way back into a paused tour.',
  },
  {
    field: 'helpTipsEnabled',
    label: 'Show help tips',
    hint: 'Question-mark buttons next to prices and rules that explain how they work.',
  },
] as const;

/** The onboarding switches (saved to the account) above the tours, which the app passes in. */
export function TutorialsTab({ account, tours }: { account: AccountSettings; tours: ReactNode }) {
  const update = useUpdateOnboardingPreferences();
  return (
    <div className="grid gap-6">
      <ul className="grid gap-4">
        {SWITCHES.map(({ field, label, hint }) => (
          <li key={field} className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={`onboarding-${field}`}>{label}</Label>
              <p id={`onboarding-${field}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
            <Switch
              id={`onboarding-${field}`}
              aria-describedby={`onboarding-${field}-hint`}
              checked={account[field]}
              onCheckedChange={(checked) => update.mutate({ [field]: checked })}
            />
          </li>
        ))}
      </ul>
      {tours}
    </div>
  );
}
