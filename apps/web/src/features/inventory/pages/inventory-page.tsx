import { BoxesIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { inventoryItemsQueryOptions } from '@/features/items/api/get-inventory-items';
import { ItemList } from '@/features/items/components/item-list';

export default function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory" description="Every item across all your projects, newest first." />
      <ItemList
        options={inventoryItemsQueryOptions()}
        empty={
          <EmptyState icon={BoxesIcon} title="No items yet">
            Items you add to any project appear here.
          </EmptyState>
        }
      />
    </>
  );
}
