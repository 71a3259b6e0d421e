import type { MouseEvent } from 'react';
import type { ReviewSuggestion } from '@tagwise/core/schemas/review-suggestions';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatLocalMoment } from '@/lib/local-dates';
import { useReviewSuggestions } from '../api/get-review-suggestions';

/** Where a suggestion comes from, in the operator's words: their own answer for an alike photo, or the analysis. */
export function suggestionSource(suggestion: ReviewSuggestion): string {
  const { source } = suggestion;
  return source.kind === 'reviewed'
    ? `Like “${suggestion.name}” you named at ${formatLocalMoment(source.reviewedAt)}`
    : `The analysis’s guess · ${Math.round(source.confidence * 100)}% sure`;
}

// One row of fixed height, whatever arrives: the form under it never moves when the suggestions load
// (a phone's thumb is on the next field by then). More suggestions than fit scroll sideways.
const ROW = 'flex h-[5.25rem] gap-2 overflow-x-auto pb-1';

/**
 * The one-tap suggestions for an item in review (decision 0028): the operator's answers for the most alike
 * photos already reviewed, then the analysis's guesses, each saying where it comes from. Offered, never
 * applied: a tap fills the name and category, and the person still saves.
 */
export function ReviewSuggestions({
  itemId,
  name,
  category,
  onTake,
}: {
  itemId: string;
  name: string;
  category: string;
  onTake: (suggestion: ReviewSuggestion, event: MouseEvent) => void;
}) {
  const query = useReviewSuggestions(itemId);
  const suggestions = query.data?.suggestions ?? [];
  return (
    <div className="grid gap-2">
      <p id="review-suggestions" className="text-sm font-medium">
        Suggestions <span className="font-normal text-muted-foreground">(tap one to use it)</span>
      </p>
      {query.isPending ? (
        <div className={ROW} role="status" aria-label="Loading suggestions">
          <Skeleton className="h-[4.75rem] w-44 shrink-0" />
          <Skeleton className="h-[4.75rem] w-44 shrink-0" />
          <Skeleton className="h-[4.75rem] w-44 shrink-0" />
        </div>
      ) : suggestions.length === 0 ? (
        <p className={cn(ROW, 'items-start text-sm text-muted-foreground')}>
          {query.isError
            ? 'Suggestions could not be loaded. Name the item yourself.'
            : 'None yet: the names you give here are suggested for alike photos.'}
        </p>
      ) : (
        <ul className={ROW} aria-labelledby="review-suggestions">
          {suggestions.map((suggestion) => {
            const taken = name.trim() === suggestion.name && category === suggestion.category;
            const source = suggestionSource(suggestion);
            return (
              <li key={`${suggestion.name}|${suggestion.category}`} className="shrink-0">
                <Button
                  type="button"
                  variant={taken ? 'default' : 'outline'}
                  size="sm"
                  aria-pressed={taken}
                  title={`${suggestion.name} (${suggestion.category}). ${source}`}
                  className="h-[4.75rem] max-w-72 flex-col items-start justify-center gap-0 py-1.5 text-left"
                  onClick={(e) => onTake(suggestion, e)}
                >
                  <span className="max-w-full truncate font-medium">{suggestion.name}</span>
                  <span className={cn('text-xs font-normal', taken ? 'opacity-90' : 'text-muted-foreground')}>
                    {suggestion.category}
                  </span>
                  <span
                    className={cn(
                      'max-w-full truncate text-xs font-normal',
                      taken ? 'opacity-90' : 'text-muted-foreground',
                    )}
                  >
                    {source}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
