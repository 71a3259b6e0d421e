import { useCallback, useMemo } from 'react';
import { toast } from 'sonner';
import { checkCanStart } from '../lib/tour-progress';
import { readTourProgress, useTourProgress } from '../lib/tour-progress-store';
import { findTour, toursFor, type Tour, type TourId } from '../lib/tours';

/** The person's tours: what is available to their role, their progress, and the lifecycle actions. */
export function useTours(userId: string, role: 'admin' | 'sub_user') {
  const [progress, dispatch] = useTourProgress(userId);
  const available = useMemo(() => toursFor(role), [role]);
  /** Starts (or restarts) a tour; refuses with the spec's message when it is unknown or locked. */
  const start = useCallback(
    (tourId: string) => {
      const check = checkCanStart(tourId, readTourProgress(userId), available);
      if (!check.ok) {
        toast.error(check.error);
        return false;
      }
      dispatch({ type: 'start', tourId: check.tour.id });
      return true;
    },
    [available, dispatch, userId],
  );
  /** The tour to suggest once `finished` is completed: the first one not done whose prerequisites then are. */
  const suggestAfter = useCallback(
    (finished: TourId): Tour | undefined => {
      const done = new Set<TourId>([...readTourProgress(userId).completedTours, finished]);
      return available.find((tour) => !done.has(tour.id) && tour.prerequisites.every((id) => done.has(id)));
    },
    [available, userId],
  );
  return { progress, dispatch, available, start, suggestAfter, current: findTour(progress.currentTourId) };
}

export type ToursApi = ReturnType<typeof useTours>;
