import { useQueryClient } from '@tanstack/react-query';
import { studioPhotoAccess } from '@tagwise/core/values/enhancements';
import { CREDITS_KEY, useCreditBalance } from '@/features/credits/api/get-credit-balance';
import ItemPage from '@/features/items/pages/item-page';
import { useDisplayPreferences } from '@/features/settings/api/use-display-preferences';
import { AccountOwnerHelp } from '../account-owner-help';

/**
 * The item page as the person set it up in Display Preferences, with studio photos as their plan has
 * them (the credits meter already holds the plan; no request of its own). Until plans are sold, a plan
 * below Pro and the offline analyzer's notice say who can change them: the server's owner is shown how.
 */
export default function ItemRoute() {
  const queryClient = useQueryClient();
  const balance = useCreditBalance().data;
  const studio = balance && {
    access: studioPhotoAccess(balance),
    planHelp: <AccountOwnerHelp topic="plan" />,
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
