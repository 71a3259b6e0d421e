import { CheckCircle2Icon, CircleDashedIcon, LockIcon, PauseCircleIcon, SkipForwardIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ToursApi } from '../hooks/use-tours';
import { progressPercentage } from '../lib/tour-progress';
import { findTour, type Tour } from '../lib/tours';

/** The Tutorials tab's list: each tour with its state and the action that fits it, and overall progress. */
export function TourList({ tours, onStarted }: { tours: ToursApi; onStarted?: () => void }) {
  const { progress, available, start, dispatch } = tours;
  const percent = progressPercentage(progress, available);
  const done = available.filter((tour) => progress.completedTours.includes(tour.id)).length;
  return (
    <section aria-labelledby="tours-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <h3 id="tours-heading" className="font-medium">
            Guided tours
          </h3>
          <p className="text-sm text-muted-foreground" id="tours-progress-label">
            {done} of {available.length} tours completed
          </p>
          <p className="text-xs text-muted-foreground">
            {available.length} tours, about {available.reduce((sum, tour) => sum + tour.minutes, 0)} minutes in all.
          </p>
        </div>
        {(progress.completedTours.length > 0 || progress.skippedTours.length > 0 || progress.status !== 'idle') && (
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'reset' })}>
            Reset progress
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby="tours-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ul className="grid gap-2">
        {available.map((tour) => (
          <TourRow
            key={tour.id}
            tour={tour}
            tours={tours}
            onStart={() => {
              if (start(tour.id)) onStarted?.();
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function TourRow({ tour, tours, onStart }: { tour: Tour; tours: ToursApi; onStart: () => void }) {
  const { progress, dispatch } = tours;
  const isCurrent = progress.currentTourId === tour.id;
  const paused = isCurrent && progress.status === 'paused';
  const running = isCurrent && progress.status === 'running';
  const completed = progress.completedTours.includes(tour.id);
  const skipped = progress.skippedTours.includes(tour.id);
  const missing = tour.prerequisites.filter((id) => !progress.completedTours.includes(id));
  const state = running
    ? { icon: CircleDashedIcon, text: 'In progress' }
    : paused
      ? { icon: PauseCircleIcon, text: `Paused at step ${progress.currentStep + 1} of ${tour.steps.length}` }
      : completed
        ? { icon: CheckCircle2Icon, text: 'Completed' }
        : skipped
          ? { icon: SkipForwardIcon, text: 'Skipped' }
          : missing.length > 0
            ? { icon: LockIcon, text: 'Locked' }
            : { icon: CircleDashedIcon, text: 'Not started' };
  const StateIcon = state.icon;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-lg border p-3">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">{tour.title}</p>
        <p className="text-sm text-muted-foreground">{tour.description}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span>
            {tour.minutes} min · {tour.difficulty === 'beginner' ? 'Beginner' : 'Intermediate'}
          </span>
          {tour.prerequisites.length > 0 && (
            <span>After {tour.prerequisites.map((id) => findTour(id)?.title ?? id).join(' and ')}</span>
          )}
          <span className="flex items-center gap-1">
            <StateIcon className="size-3.5" aria-hidden />
            {state.text}
          </span>
        </p>
      </div>
      {paused ? (
        <Button size="sm" onClick={() => dispatch({ type: 'resume' })} aria-label={`Resume ${tour.title}`}>
          Resume
        </Button>
      ) : (
        <Button
          size="sm"
          variant={completed || skipped ? 'outline' : 'default'}
          onClick={onStart}
          disabled={running}
          aria-label={`${completed || skipped ? 'Restart' : 'Start'} ${tour.title}`}
        >
          {completed || skipped ? 'Restart' : 'Start'}
        </Button>
      )}
    </li>
  );
}
