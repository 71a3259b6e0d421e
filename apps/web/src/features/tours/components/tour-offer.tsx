import { CompassIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ToursApi } from '../hooks/use-tours';

/**
 * A quiet card in the corner: the quick start for someone who has not taken or declined it, or the way
 * back into a paused tour. Shown only while the person has tour suggestions on.
 */
export function TourOffer({ tours }: { tours: ToursApi }) {
  const { progress, dispatch, start, current, available } = tours;
  const quickStart = available.find((tour) => tour.id === 'quick-start');
  const paused = progress.status === 'paused' && current;
  const fresh =
    progress.status === 'idle' &&
    !progress.offerDismissed &&
    quickStart &&
    !progress.completedTours.includes(quickStart.id) &&
    !progress.skippedTours.includes(quickStart.id);
  if (!paused && !fresh) return null;
  return (
    <section
      aria-labelledby="tour-offer-title"
      className="fixed inset-x-4 bottom-[calc(1rem+var(--queue-widget-inset,0px))] z-40 grid gap-3 rounded-xl border bg-background p-4 shadow-lg sm:inset-x-auto sm:right-6 sm:bottom-[calc(1.5rem+var(--queue-widget-inset,0px))] sm:w-80"
    >
      <div className="flex items-start gap-3">
        <CompassIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <h2 id="tour-offer-title" className="font-semibold">
            {paused ? 'Continue your tour?' : 'New to Tagwise?'}
          </h2>
          <p className="text-sm text-muted-foreground">
            {paused
              ? `“${current.title}” is paused at step ${progress.currentStep + 1} of ${current.steps.length}.`
              : `Take the ${quickStart!.minutes}-minute quick start to see where projects, items and your settings live.`}
          </p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        {paused ? (
          <>
            <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'skip' })}>
              Skip tour
            </Button>
            <Button size="sm" onClick={() => dispatch({ type: 'resume' })}>
              Resume tour
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'dismiss-offer' })}>
              Not now
            </Button>
            <Button size="sm" onClick={() => start('quick-start')}>
              Start tour
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
