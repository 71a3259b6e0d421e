import { useQueryClient } from '@tanstack/react-query';
import { studioPhotoAccess } from '@tagwise/core/values/enhancements';
import { CREDITS_KEY, useCreditBalance } from '@/features/credits/api/get-credit-balance';
import { CREDIT_HISTORY_PATH } from '@/features/credits/lib/credit-display';
import ItemPage from '@/features/items/pages/item-page';
import { useDisplayPreferences } from '@/features/settings/api/use-display-preferences';

/**
 * The item page as the person set it up in Display Preferences, with studio photos as their plan has
 * them (the credits meter already holds the plan; no request of its own). There is no pricing page in the
 * app yet, so a plan below Pro is pointed at the credit usage page, which names the current plan.
 */
export default function ItemRoute() {
  const queryClient = useQueryClient();
  const balance = useCreditBalance().data;
  const studio = balance && {
    access: studioPhotoAccess(balance),
    planHref: CREDIT_HISTORY_PATH,
    onCreditsChanged: () => void queryClient.invalidateQueries({ queryKey: CREDITS_KEY }),
  };
  return <ItemPage display={useDisplayPreferences().itemPage} studio={studio} />;
}
