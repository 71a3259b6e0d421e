import { useId } from 'react';
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
    hint: 'Short tips on the screens you meet first, and question-mark buttons next to prices and rules that explain how they work.',
  },
] as const;

/**
 * The person's onboarding switches (core-app.md section 3), saved to their account as each flips. In the
 * Profile (everyone's, on every screen size) and beside the tours in the admin's Tutorials tab.
 */
export function OnboardingSwitches({ account }: { account: AccountSettings }) {
  const update = useUpdateOnboardingPreferences();
  // The Profile form can be on the page (My Account) and in the Settings dialog at once.
  const id = useId();
  return (
    <ul className="grid gap-4">
      {SWITCHES.map(({ field, label, hint }) => (
        <li key={field} className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-${field}`}>{label}</Label>
            <p id={`${id}-${field}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch
            id={`${id}-${field}`}
            aria-describedby={`${id}-${field}-hint`}
            checked={account[field]}
            onCheckedChange={(checked) => update.mutate({ [field]: checked })}
          />
        </li>
      ))}
    </ul>
  );
}
