import { Link } from 'react-router';
import { ScanSearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useItemCount } from '../api/get-item-count';
import { itemCountText } from '@tagwise/core/item-count-text';
import { reviewPath } from '../lib/review-path';
import { pluralWord } from '@tagwise/core/values/plural';

/**
 * The way into the review screen, shown only while items of this scope (a project, or every project)
 * need a person to name or price them.
 */
export function NeedsReviewBanner({ projectId }: { projectId?: string }) {
  const count = useItemCount({ needsReview: true, ...(projectId ? { projectId } : {}) });
  const total = count.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <section
      aria-label="Items to review"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 pl-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <ScanSearchIcon className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 basis-48 text-sm">
        <span className="font-medium">
          {itemCountText(total)} {pluralWord(total, 'needs', 'need')} review.
        </span>{' '}
        The analysis was not sure what {pluralWord(total, 'it is', 'they are')}: name and price{' '}
        {pluralWord(total, 'it', 'them')}.
      </p>
      <Button asChild size="sm" className="w-full sm:w-auto">
        <Link to={reviewPath(projectId)}>Review {itemCountText(total)}</Link>
      </Button>
    </section>
  );
}
