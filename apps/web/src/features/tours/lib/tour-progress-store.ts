import { useCallback, useSyncExternalStore } from 'react';
import { personStorage } from '@/lib/person-storage';
import {
  INITIAL_PROGRESS,
  parseTourProgress,
  reduceTourProgress,
  type TourAction,
  type TourProgress,
} from './tour-progress';

// Per person, so two people sharing a tablet each get their own progress; other tabs follow through the
// storage event.
// Unreadable or unavailable storage: start afresh.
const store = personStorage('tagwise:tours:', parseTourProgress, INITIAL_PROGRESS);
const { write, subscribe } = store;

/** The stored progress as it is now (for actions started later than the render that set them up). */
export const readTourProgress = (userId: string): TourProgress => store.read(userId);

/** The person's tour progress and a dispatch that applies an action and saves the result. */
export function useTourProgress(userId: string) {
  const progress = useSyncExternalStore(
    subscribe,
    () => readTourProgress(userId),
    () => INITIAL_PROGRESS,
  );
  const dispatch = useCallback(
    (action: TourAction) => write(userId, reduceTourProgress(readTourProgress(userId), action, new Date())),
    [userId],
  );
  return [progress, dispatch] as const;
}
