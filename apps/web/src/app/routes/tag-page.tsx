import { Link, Navigate, useParams } from 'react-router';
import { SearchXIcon } from 'lucide-react';
import { LABEL_MESSAGES } from '@tagwise/core/values/labels';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useItemByTag } from '@/features/labels/api/find-item-by-tag';

/**
 * Where a price tag's QR code lands: the item with that tag code in the signed-in workspace (signing in
 * first comes back here). A tag of another workspace, or a mistyped code, says so and leads on.
 */
export default function TagPage() {
  const { tagCode = '' } = useParams();
  const item = useItemByTag(tagCode);
  if (item.data) return <Navigate to={`/items/${item.data.id}`} replace />;
  if (item.isError) {
    return (
      <EmptyState icon={SearchXIcon} title={LABEL_MESSAGES.notFound}>
        <span className="block">
          Tag {tagCode.toUpperCase()} may belong to another account, or its item was deleted.
        </span>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/inventory">Search the inventory</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div aria-busy="true" aria-label="Finding the item">
      <Skeleton className="mb-6 h-16" />
      <Skeleton className="h-64" />
    </div>
  );
}
