import { useQueryClient } from '@tanstack/react-query';
import { studioPhotoAccess } from '@tagwise/core/values/enhancements';
import { CREDITS_KEY, useCreditBalance } from '@/features/credits/api/get-credit-balance';
import ItemPage from '@/features/items/pages/item-page';
import { useDisplayPreferences } from '@/features/settings/api/use-display-preferences';
import { AccountOwnerHelp } from '../account-owner-help';
import { PlanUpgradeHelp } from '../plan-upgrade-help';

/**
 * The item page as the person set it up in Display Preferences, with studio photos as their plan has
 * them (the credits meter already holds the plan; no request of its own): below Pro, the way to the plans.
 * The offline analyzer's notice says who can connect a cloud provider: the server's owner is shown how.
 */
export default function ItemRoute() {
  const queryClient = useQueryClient();
  const balance = useCreditBalance().data;
  const studio = balance && {
    access: studioPhotoAccess(balance),
    planHelp: <PlanUpgradeHelp />,
    onCreditsChanged: () => void queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  };
  return (
    <ItemPage
      display={useDisplayPreferences().itemPage}
      studio={studio}
      aiProviderHelp={<AccountOwnerHelp topic="ai-provider" />}
    />
  );
}
