import { Link } from 'react-router';
import { CheckIcon, ListChecksIcon, TriangleAlertIcon } from 'lucide-react';
import type { ItemDetail, UpdateItemInput } from '@tagwise/core/schemas/items';
import { Button } from '@/components/ui/button';
import { reviewPath } from '../lib/review-path';

/**
 * An item waiting for review, for either reason, said first. The analysis could not identify it surely:
 * offer its guesses as one-tap choices (nothing was applied), and let the person confirm it as it is.
 * Tapping a guess sets the name and the category; the price stays the person's to set, since a guess is
 * not evidence of one. It has no price: it stays in review until it has one, whatever else is confirmed.
 */
export function NeedsReviewPanel({
  item,
  onConfirm,
  pending,
}: {
  item: ItemDetail;
  onConfirm: (input: UpdateItemInput) => void;
  pending: boolean;
}) {
  if (!item.needsReview) return null;
  const guesses = item.unsureAnalysis ? (item.analysis?.guesses ?? []) : [];
  const unpriced = item.tagPrice === null;
  return (
    <section
      aria-labelledby="needs-review-heading"
      data-tour="needs-review"
      className="mb-6 grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="needs-review-heading" className="flex items-center gap-2 text-base font-semibold">
        <TriangleAlertIcon aria-hidden className="size-4 shrink-0" />
        Needs review
      </h2>
      {item.unsureAnalysis && (
        <p>
          The analysis was not sure what this is, so it applied no name, category or price of its own.
          {guesses.length > 0 ? ' Pick one of its guesses, or type the name below.' : ' Type the name and price below.'}
        </p>
      )}
      {unpriced && (
        <p>
          It has no price yet: it stays in review until it has a retail or tag price, and its tag prints a blank price
          to fill in by hand.
        </p>
      )}
      {guesses.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Guesses">
          {guesses.map((guess) => (
            <li key={`${guess.name}-${guess.category}`}>
              <Button
                type="button"
                variant="outline"
                className="h-auto flex-col items-start gap-0 bg-background py-1.5 text-left"
                disabled={pending}
                onClick={() => onConfirm({ name: guess.name, category: guess.category, needsReview: false })}
              >
                <span>{guess.name}</span>
                <span className="text-xs font-normal text-muted-foreground">
                  {guess.category} · {Math.round(guess.confidence * 100)}% sure
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {item.unsureAnalysis && (
          <Button type="button" size="sm" disabled={pending} onClick={() => onConfirm({ needsReview: false })}>
            <CheckIcon aria-hidden />
            {unpriced ? 'Confirm what it is' : 'Mark as reviewed'}
          </Button>
        )}
        <Button asChild size="sm" variant="ghost">
          <Link to={reviewPath(item.projectId)}>
            <ListChecksIcon aria-hidden />
            Review this sale’s items
          </Link>
        </Button>
      </div>
    </section>
  );
}
