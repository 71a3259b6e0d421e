import type { OwnerTopic } from '@tagwise/core/values/instance-owner';
import { OwnerHelp } from '@/components/owner-help';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';

/**
 * OwnerHelp for the signed-in person: features that need it (credits, studio photos, the analysis panel)
 * receive this element from the app, so none of them imports the settings feature.
 */
export function AccountOwnerHelp({ topic, className }: { topic: OwnerTopic; className?: string }) {
  const account = useAccountSettings().data;
  return (
    <OwnerHelp
      topic={topic}
      instanceOwner={account?.instanceOwner ?? false}
      email={account?.email ?? 'you@example.com'}
      className={className}
    />
  );
}
