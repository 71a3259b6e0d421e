import { BoxesIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

export default function InventoryPage() {
  return (
    <>
      <PageHeader title="Inventory" description="Every item across all your projects." />
      <EmptyState icon={BoxesIcon} title="No items yet">
        Items you photograph or add to any project appear here, ready to search, filter and price.
      </EmptyState>
    </>
  );
}
