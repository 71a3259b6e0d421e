import ItemPage from '@/features/items/pages/item-page';
import { useDisplayPreferences } from '@/features/settings/api/use-display-preferences';

/** The item page as the person set it up in Display Preferences. */
export default function ItemRoute() {
  return <ItemPage display={useDisplayPreferences().itemPage} />;
}
