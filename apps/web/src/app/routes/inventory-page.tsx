import { BoxesIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ScreenTip } from '@/components/screen-tip';
import { PageHeader } from '@/components/page-header';
import { narrowsList } from '@/features/items/api/get-items';
import { ExportCsvButton } from '@/features/items/components/export-csv-button';
import { ItemFilters } from '@/features/items/components/item-filters';
import { ItemList } from '@/features/items/components/item-list';
import { NeedsReviewBanner } from '@/features/items/components/needs-review-banner';
import { useItemQueryParams } from '@/features/items/hooks/use-item-query-params';
import { useProjects } from '@/features/projects/api/get-projects';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { useDisplayPreferences } from '@/features/settings/api/use-display-preferences';

/** Every item of the workspace: search, filter, sort and act on many at once. */
export default function InventoryPage() {
  const [query, setQuery] = useItemQueryParams();
  const projects = useProjects().data?.projects ?? [];
  const display = useDisplayPreferences().mainPage;
  const isAdmin = useAccountSettings().data?.role === 'admin';
  return (
    <>
      <PageHeader
        title="Inventory"
        description="Every item across all your projects."
        actions={<ExportCsvButton query={query} />}
      />
      <ScreenTip id="inventory" title="Find an item at checkout" className="mb-4">
        Type the code from a price tag in the search to find its item. Tick items to change, move, re-price or print
        tags for many at once.
      </ScreenTip>
      <NeedsReviewBanner />
      <ItemFilters query={query} onChange={setQuery} projects={projects} />
      <ItemList
        query={query}
        filtered={narrowsList(query)}
        projects={projects}
        display={display}
        canRepriceByRule={isAdmin}
        empty={
          <EmptyState icon={BoxesIcon} title="No items yet">
            Items you add to any project appear here.
          </EmptyState>
        }
      />
    </>
  );
}
